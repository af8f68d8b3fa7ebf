import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasRoute, internalPathFor, internalRoute, matchRoute, pathFor, pathRules, pathTemplate, ROUTES, type Screen, slugify } from './routes';
import { fillPath } from './path-template';
import { type ProductLocale, resolvePath } from './locale';

const ch = { defaultLocale: 'de-CH', locales: ['de-CH', 'fr-CH'] } as const;
const de = { defaultLocale: 'de-DE', locales: ['de-DE'] } as const;
const nl = { defaultLocale: 'nl-NL', locales: ['nl-NL'] } as const;
const tenants = [
  [ch, 'de-CH'],
  [ch, 'fr-CH'],
  [de, 'de-DE'],
  [nl, 'nl-NL'],
] as const;

describe('route table (decisions.md)', () => {
  it('has the decided paths', () => {
    expect(pathFor('basket', 'de-DE', de)).toBe('/warenkorb');
    expect(pathFor('basket', 'fr-CH', ch)).toBe('/fr/panier');
    expect(pathFor('basket', 'nl-NL', nl)).toBe('/winkelwagen');
    expect(pathFor('afterPayment', 'fr-CH', ch)).toBe('/fr/caisse/paye/');
    expect(pathFor('accountAddressBook', 'fr-CH', ch)).toBe('/fr/mon-compte/mon-carnet-d-adresses');
    expect(pathFor('accountOrders', 'nl-NL', nl)).toBe('/mijn-account/mijn-bestellingen-en-leveringen');
    expect(pathFor('service', 'de-CH', ch)).toBe('/service-hilfe');
    expect(pathFor('service', 'fr-CH', ch)).toBe('/fr/aide-service');
    expect(pathFor('storefront', 'fr-CH', ch)).toBe('/fr');
    expect(pathFor('storefront', 'de-CH', ch)).toBe('/');
    expect(pathFor('search', 'de-DE', de, { term: 'b75' })).toBe('/s/b75');
    expect(pathFor('product', 'fr-CH', ch, { slug: 'robe-d-ete', sku: '100003' })).toBe('/fr/p/robe-d-ete-100003');
  });
  it('keeps payback and payment dates to de-DE', () => {
    expect(hasRoute('accountPayback', 'de-DE')).toBe(true);
    expect(hasRoute('accountPayback', 'de-CH')).toBe(false);
    expect(hasRoute('accountPaymentDates', 'nl-NL')).toBe(false);
    expect(() => pathFor('accountPayback', 'fr-CH', ch)).toThrow(/no path/);
    expect(matchRoute('/mein-konto/payback', 'de-CH')).toBeUndefined();
    expect(matchRoute('/mein-konto/payback', 'de-DE')).toEqual({ screen: 'accountPayback', params: {} });
  });
  it('refuses a missing parameter', () => {
    expect(() => pathFor('product', 'de-DE', de, { sku: '1' })).toThrow(/slug/);
    expect(() => fillPath(pathTemplate('search', 'fr-CH', ch), { term: '' })).toThrow(/term/);
  });
  it('gives a template with the prefix that fills to the same path (the header search fills it in the browser)', () => {
    expect(pathTemplate('search', 'fr-CH', ch)).toBe('/fr/s/{term}');
    expect(pathTemplate('storefront', 'fr-CH', ch)).toBe('/fr');
    fc.assert(
      fc.property(fc.constantFrom(...tenants), fc.string({ minLength: 1, maxLength: 40 }), ([settings, locale], term) => {
        expect(fillPath(pathTemplate('search', locale, settings), { term })).toBe(pathFor('search', locale, settings, { term }));
      }),
      { numRuns: 300 },
    );
  });
  it('matches every screen back from its own path, in every tenant locale', () => {
    for (const [settings, locale] of tenants) {
      for (const screen of Object.keys(ROUTES) as Screen[]) {
        if (!hasRoute(screen, locale)) continue;
        const params: Record<string, string> =
          screen === 'product' ? { slug: 'ein-sofa', sku: '123456' } : screen === 'search' ? { term: 'sofa' } : screen === 'category' ? { slug: 'moebel' } : {};
        const path = pathFor(screen, locale, settings, params);
        const resolved = resolvePath(path, settings);
        expect(resolved.locale).toBe(locale);
        expect(matchRoute(resolved.path, locale), `${locale} ${path}`).toEqual({ screen, params });
      }
    }
  });
  it('round-trips any product slug and sku, and any search term (property)', () => {
    const slug = fc.stringMatching(/^[a-z0-9]+(-[a-z0-9]+){0,5}$/);
    const sku = fc.stringMatching(/^[A-Za-z0-9]{4,12}$/);
    // A term of only `.` or `..` has no path (a step of the path, see below).
    const term = fc.string({ minLength: 1, maxLength: 40 }).filter((s) => s.trim() !== '' && s !== '.' && s !== '..');
    fc.assert(
      fc.property(fc.constantFrom(...tenants), slug, sku, term, ([settings, locale], s, k, q) => {
        const product = resolvePath(pathFor('product', locale as ProductLocale, settings, { slug: s, sku: k }), settings);
        expect(matchRoute(product.path, product.locale)).toEqual({ screen: 'product', params: { slug: s, sku: k } });
        const search = resolvePath(pathFor('search', locale as ProductLocale, settings, { term: q }), settings);
        expect(matchRoute(search.path, search.locale)).toEqual({ screen: 'search', params: { term: q } });
      }),
    );
  });
  it('takes no parameter of `.` or `..`, however spelt: a URL parser would take it as a step of the path', () => {
    for (const step of ['..', '.', '%2e%2e', '%2E.', '%2e']) {
      expect(matchRoute(`/p/${step}-account`, 'de-DE'), step).toBeUndefined();
      expect(matchRoute(`/s/${step}`, 'de-DE'), step).toBeUndefined();
      expect(matchRoute(`/kategorie/${step}`, 'de-DE'), step).toBeUndefined();
    }
    // Dots within a value are values.
    expect(matchRoute('/p/...-account', 'de-DE')).toEqual({ screen: 'product', params: { slug: '...', sku: 'account' } });
    expect(matchRoute('/s/.net', 'de-DE')).toEqual({ screen: 'search', params: { term: '.net' } });
  });
  it('answers unknown paths and broken escapes with no match', () => {
    expect(matchRoute('/gibt-es-nicht', 'de-DE')).toBeUndefined();
    expect(matchRoute('/s/%E0%A4%A', 'de-DE')).toBeUndefined();
  });
  it('accepts trailing slashes on both sides', () => {
    expect(matchRoute('/warenkorb/', 'de-DE')?.screen).toBe('basket');
    expect(matchRoute('/kasse/bezahlt', 'de-DE')?.screen).toBe('afterPayment');
  });
  it('maps a match to its internal route', () => {
    expect(internalPathFor({ screen: 'product', params: { slug: 'a', sku: '123456' } }, 'fr-CH')).toBe('/fr-CH/product/a/123456');
    expect(internalPathFor({ screen: 'storefront', params: {} }, 'de-DE')).toBe('/de-DE');
    expect(internalPathFor({ screen: 'braSizeFinder', params: {} }, 'nl-NL')).toBe('/nl-NL/bra-size-finder');
  });
  it('gives every screen a kebab-case route folder with its parameters in path order', () => {
    const screens = Object.keys(ROUTES) as Screen[];
    expect(screens.length).toBeGreaterThan(0);
    for (const screen of screens) expect(internalRoute(screen).segment).toMatch(screen === 'storefront' ? /^$/ : /^[a-z]+(-[a-z]+)*$/);
    expect(internalRoute('product')).toEqual({ segment: 'product', params: ['slug', 'sku'] });
    expect(internalRoute('paymentProtectionUpdate').segment).toBe('payment-protection-update');
  });
  it('slugifies names for paths', () => {
    expect(slugify('Größe & Kühlschränke – Édition')).toBe('groesse-kuehlschraenke-edition');
    expect(slugify('Möbel')).toBe('moebel');
    expect(slugify('Réfrigérateurs')).toBe('refrigerateurs');
    expect(slugify('!!!')).toBe('produkt');
  });
});

describe('the cached screens’ paths for the framework’s routing', () => {
  it('states each public path as a Next.js pattern, its internal route and the regular expression a matcher leaves out', () => {
    expect(pathRules(['storefront', 'product'], ch)).toEqual([
      { screen: 'storefront', locale: 'de-CH', source: '/', destination: '/de-CH', regex: '$' },
      { screen: 'storefront', locale: 'fr-CH', source: '/fr', destination: '/fr-CH', regex: 'fr$' },
      { screen: 'product', locale: 'de-CH', source: '/p/:slug([^/.%][^/]*)-:sku([A-Za-z0-9]+)', destination: '/de-CH/product/:slug/:sku', regex: 'p/[^/.%][^/]*-[A-Za-z0-9]+$' },
      {
        screen: 'product',
        locale: 'fr-CH',
        source: '/fr/p/:slug([^/.%][^/]*)-:sku([A-Za-z0-9]+)',
        destination: '/fr-CH/product/:slug/:sku',
        regex: 'fr/p/[^/.%][^/]*-[A-Za-z0-9]+$',
      },
    ]);
    // A de-DE-only screen has no path in the other locales.
    expect(pathRules(['lendMoney'], ch)).toEqual([]);
    expect(pathRules(['lendMoney'], de).map((r) => r.source)).toEqual(['/service-hilfe/geld-leihen']);
  });

  it('matches exactly the paths the route table matches', () => {
    for (const [settings, locale] of tenants)
      for (const rule of pathRules(['storefront', 'product', 'service', 'basket'], settings).filter((r) => r.locale === locale)) {
        const regex = new RegExp(`^${rule.regex}`);
        fc.assert(
          fc.property(fc.stringMatching(/^[a-z0-9-]{1,12}$/), fc.stringMatching(/^[A-Za-z0-9]{1,8}$/), (slug, sku) => {
            const path = pathFor(rule.screen, locale, settings, { slug, sku });
            const resolved = resolvePath(path, settings);
            expect(regex.test(path.slice(1))).toBe(true);
            expect(matchRoute(resolved.path, resolved.locale)?.screen ?? (resolved.isStorefront ? 'storefront' : undefined)).toBe(rule.screen);
          }),
          { numRuns: 25 },
        );
      }
  });
});
