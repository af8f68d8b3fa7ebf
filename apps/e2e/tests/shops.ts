import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
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

/** The gateway's operator listener: the sandbox's outbox and the operations page. */
export const OPERATOR = process.env.E2E_GATEWAY_OPS ?? 'http://127.0.0.1:4001';

/**
 * A registration's second step, as the shopper takes it: the form says where the link went, the
 * link is taken from the sandbox's outbox, opened in this tab, and its button pressed (the account
 * opens and the shop goes on to where the registration was on its way to).
 */
export async function confirmRegistrationByMail(page: Page, email: string): Promise<void> {
  await expect(page.getByRole('status').filter({ hasText: email })).toBeVisible();
  let link: string | undefined;
  await expect
    .poll(async () => {
      const res = await page.request.get(`${OPERATOR}/outbox?to=${encodeURIComponent(email)}`, { headers: { accept: 'application/json' } });
      const mail = ((await res.json()) as { mails: { kind: string; text: string }[] }).mails.find((m) => m.kind === 'registration-confirm');
      link = /https?:\/\/\S+\?token=[\w-]{43}\S*/.exec(mail?.text ?? '')?.[0];
      return link ?? null;
    })
    .not.toBeNull();
  await page.goto(link!);
  await page.locator('form.vt-account-form').getByRole('button').click();
}

/** The rules every page is held to: WCAG 2.2 AA. */
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/** axe-core's own script, the copy @axe-core/playwright runs. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.2 AA with axe: no violations allowed. */
export async function expectAccessible(page: Page) {
  // The page has settled: its title is there. Next streams a page's metadata, and after a server
  // action the title is gone while the new one streams in (axe saw a page without one, once in 84
  // address-book journeys); a page that never gets one fails here.
  await expect(page, 'every page has a title').toHaveTitle(/\S/);
  let violations: { id: string; targets: string[] }[];
  if (page.frames().length === 1) {
    // A page without frames is checked where it is, with axe's script put into the document once:
    // AxeBuilder puts it there twice per check (about 0.2 s each on two busy cores, a fifth of a
    // check) and its default mode opens a blank tab per check besides. The rules and their options
    // are the ones AxeBuilder passes; only the violations are asked for. The script is evaluated by
    // the test (DevTools), which the page's Content-Security-Policy does not govern.
    if (!(await page.evaluate('typeof window.axe?.run === "function"')))
      await page.evaluate(`${AXE_SOURCE};axe.configure({ allowedOrigins: ['<same_origin>'], branding: { application: 'playwright' } });`);
    violations = await page.evaluate(async (tags) => {
      const { axe } = window as unknown as { axe: typeof import('axe-core') };
      const results = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
      return results.violations.map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target.join(' ')) }));
    }, WCAG);
  } else {
    const results = await new AxeBuilder({ page }).withTags(WCAG).analyze();
    violations = results.violations.map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target.join(' ')) }));
  }
  expect(violations.map((v) => `${v.id}: ${v.targets.join(', ')}`)).toEqual([]);
}
