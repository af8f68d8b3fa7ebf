import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The shops under test; their addresses come from the test runner (loopback ports). */
export const SHOPS = [
  {
    name: 'shop-de',
    url: process.env.E2E_SHOP_DE ?? 'http://127.0.0.1:3000',
    locale: 'de-DE',
    prefix: '',
    euro: /\d,\d\d\u00a0€/,
    heading: 'Mode, Möbel und Elektro',
    sofa: 'sofa',
    typed: 'sof',
    emptySearch: 'Bitte geben Sie zunächst Ihren Suchbegriff ein.',
  },
  {
    name: 'shop-ch',
    url: process.env.E2E_SHOP_CH ?? 'http://127.0.0.1:3001',
    locale: 'de-CH',
    prefix: '',
    euro: /\d\.\d\d\u00a0CHF/,
    heading: 'Mode, Möbel und Elektro',
    sofa: 'sofa',
    typed: 'sof',
    emptySearch: 'Bitte geben Sie zunächst Ihren Suchbegriff ein.',
  },
  {
    name: 'shop-ch',
    url: process.env.E2E_SHOP_CH ?? 'http://127.0.0.1:3001',
    locale: 'fr-CH',
    prefix: '/fr',
    euro: /\d\.\d\d\u00a0CHF/,
    heading: 'Mode, meubles et électroménager',
    sofa: 'canapé',
    typed: 'can',
    emptySearch: 'Veuillez d’abord saisir votre terme de recherche.',
  },
  {
    name: 'shop-nl',
    url: process.env.E2E_SHOP_NL ?? 'http://127.0.0.1:3002',
    locale: 'nl-NL',
    prefix: '',
    euro: /€\u00a0\d/,
    heading: 'Mode, meubels en elektronica',
    sofa: 'bank',
    typed: 'ban',
    emptySearch: 'Voer eerst uw zoekterm in.',
  },
] as const;

/** WCAG 2.2 AA with axe: no violations allowed. */
export async function expectAccessible(page: Page) {
  const axe = new AxeBuilder({ page });
  // A page without frames is checked where it is (axe's own run): the default mode would open a
  // blank tab for every check, load axe there a second time and copy every passing node into it.
  // Only the violations are asked for; the rules are the same.
  if (page.frames().length === 1) axe.setLegacyMode(true).options({ resultTypes: ['violations'] });
  const results = await axe.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary).toEqual([]);
}
