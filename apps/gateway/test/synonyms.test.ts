import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_ROOT } from '../src/modules/content/bucket';
import { refreshSearchIndex } from '../src/modules/catalog/search-index';
import { nonEmpty, shopFetch, startTestGateway, type TestGateway } from './harness';

// The editors' search synonyms (the content bucket's `search/synonyms-<language>.json`), applied at
// query time to searchv2 and to suggestions, in German, French and Dutch.
let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startTestGateway();
});
afterAll(() => gateway.close());

const get = async (path: string, tenant: string) => {
  const res = await shopFetch(`${gateway.base}${path}`, { headers: { 'x-vitrine-tenant': tenant } });
  return (await res.json()) as { total: number; products: { category: { key: string } }[]; suggestions: { phrase: string }[] };
};
/** The best matches are sofas (a synonym may also match a word of other products' descriptions, ranked after them). */
const sofas = (body: { products: { category: { key: string } }[] }) => nonEmpty(body.products.slice(0, 8)).every((p) => p.category.key === 'moebel-sofas');

describe('search synonyms', () => {
  it('a word the catalog does not use finds the products of its synonyms: sofa in French and Dutch, Kanapee in German', async () => {
    const fr = await get('/api/search/searchv2?q=sofa&locale=fr-CH&currency=CHF', 'ch');
    expect(fr.total).toBeGreaterThan(0);
    expect(sofas(fr)).toBe(true);
    // The same words without the shop's synonyms (the base tenant has no French file): nothing.
    expect((await get('/api/search/searchv2?q=sofa&locale=fr-CH&currency=CHF', 'base')).total).toBe(0);
    const nl = await get('/api/search/searchv2?q=sofa&locale=nl-NL', 'nl');
    expect(nl.total).toBeGreaterThanOrEqual((await get('/api/search/searchv2?q=bank&locale=nl-NL', 'nl')).total);
    expect(sofas(nl)).toBe(true);
    const de = await get('/api/search/searchv2?q=kanapee&locale=de-DE', 'base');
    expect(de.total).toBeGreaterThanOrEqual((await get('/api/search/searchv2?q=sofa&locale=de-DE', 'base')).total);
    expect(sofas(de)).toBe(true);
    // With another word, each word keeps its own alternatives (both must match).
    expect((await get('/api/search/searchv2?q=frigo%20sofa&locale=fr-CH&currency=CHF', 'ch')).total).toBe(0);
    expect((await get('/api/search/searchv2?q=frigo&locale=fr-CH&currency=CHF', 'ch')).total).toBeGreaterThan(0);
  });

  it('suggestions complete with the synonyms too', async () => {
    expect((await get('/api/search/suggest?q=sof&locale=fr-CH', 'ch')).suggestions.map((s) => s.phrase)).toContain('sofa');
    expect((await get('/api/search/suggest?q=sof&locale=nl-NL', 'nl')).suggestions.map((s) => s.phrase)).toContain('sofa');
    expect((await get('/api/search/suggest?q=kanap&locale=de-DE', 'base')).suggestions.map((s) => s.phrase)).toContain('kanapee');
  });

  it('an editor’s new synonym works at the next search, with no re-index, while the gateway runs', async () => {
    const file = join(CONTENT_ROOT, 'nl', 'content', 'search', 'synonyms-nl.json');
    const original = readFileSync(file, 'utf8');
    try {
      expect((await get('/api/search/searchv2?q=zetel&locale=nl-NL', 'nl')).total).toBe(0);
      const content = JSON.parse(original) as { groups: string[][] };
      writeFileSync(file, JSON.stringify({ groups: [...content.groups, ['zetel', 'bank']] }, null, 2));
      const after = await get('/api/search/searchv2?q=zetel&locale=nl-NL', 'nl');
      expect(after.total).toBeGreaterThan(0);
      expect(sofas(after)).toBe(true);
      // A broken file never breaks the search: it runs without synonyms.
      writeFileSync(file, '{ "groups": [["zetel"]] }');
      expect((await get('/api/search/searchv2?q=koelkast&locale=nl-NL', 'nl')).total).toBeGreaterThan(0);
    } finally {
      writeFileSync(file, original);
    }
  });
});

describe('search analytics', () => {
  it('counts searches and those without results per tenant and locale (words only), and the operations page lists the week’s top zero-result terms', async () => {
    const term = `zzqx${Date.now() % 100000}`;
    for (let i = 0; i < 3; i++) await get(`/api/search/searchv2?q=${term}&locale=de-CH&currency=CHF&limit=24&offset=0`, 'ch');
    // Loading more is not another search.
    await get(`/api/search/searchv2?q=${term}&locale=de-CH&currency=CHF&limit=24&offset=24`, 'ch');
    await get('/api/search/searchv2?q=frigidaire&locale=fr-CH&currency=CHF', 'ch');
    // Counted in memory, off the request path: nothing is written by the searches themselves.
    expect(await gateway.db.query('select 1 from search_terms where term = $1', [term])).toEqual([]);
    // The operations page writes what was counted before it reads.
    const page = await (await fetch(`${gateway.opsBase}/ops`)).text();
    const rows = await gateway.db.query<{ tenant: string; locale: string; term: string; searches: number; zero_results: number }>(
      'select tenant, locale, term, searches, zero_results from search_terms where term = any($1) order by term',
      [[term, 'frigidaire']],
    );
    expect(rows).toEqual([
      { tenant: 'ch', locale: 'fr-CH', term: 'frigidaire', searches: 1, zero_results: 0 },
      { tenant: 'ch', locale: 'de-CH', term, searches: 3, zero_results: 3 },
    ]);
    expect(page).toContain('Searches without results');
    expect(page).toContain(`<td>ch</td><td>de-CH</td><td>${term}</td><td>3</td><td>3</td>`);
  });
});

describe('corrections and the other language', () => {
  type Answer = { total: number; products: { category: { key: string } }[]; correction?: { term: string; applied: boolean; total: number }; language?: string };
  const answer = async (path: string, tenant: string) => (await get(path, tenant)) as unknown as Answer;
  it('a clear misspelling answers the corrected results and says so; exact searches it as typed', async () => {
    const de = await answer('/api/search/searchv2?q=waschmachine&locale=de-DE', 'base');
    expect(de.correction).toMatchObject({ term: 'waschmaschine', applied: true });
    expect(de.total).toBe(de.correction!.total);
    expect(de.total).toBeGreaterThan(0);
    expect((await answer('/api/search/searchv2?q=waschmachine&locale=de-DE&exact=1', 'base')).total).toBe(0);
    const nl = await answer('/api/search/searchv2?q=koelkats&locale=nl-NL', 'nl');
    expect(nl.correction).toMatchObject({ term: 'koelkast', applied: true });
    const fr = await answer('/api/search/searchv2?q=canappe&locale=fr-CH&currency=CHF', 'ch');
    expect(fr.correction?.applied).toBe(true);
    expect(fr.products.every((p) => p.category.key === 'moebel-sofas')).toBe(true);
  });
  it('a term that finds only a few offers a close spelling that finds far more ("did you mean"), in German, French and Dutch', async () => {
    // Catalog texts have typos too: one product's description says the word misspelt. A shopper who
    // types it finds that product, and is offered the word the catalog uses everywhere else.
    const cases = [
      { tenant: 'base', locale: 'de-DE', language: 'de', typo: 'waschtrokner', word: 'waschtrockner' },
      { tenant: 'ch', locale: 'fr-CH', language: 'fr', typo: 'réfrigirateur', word: 'réfrigérateur' },
      { tenant: 'nl', locale: 'nl-NL', language: 'nl', typo: 'vloerkleet', word: 'vloerkleed' },
    ];
    const [{ sku } = { sku: '' }] = await gateway.db.query<{ sku: string }>('select sku from products order by sku limit 1');
    const [before] = await gateway.db.query<{ description: unknown }>('select description from products where sku = $1', [sku]);
    try {
      for (const { language, typo } of cases) {
        await gateway.db.query(
          `update products set description = jsonb_set(description, array[$2::text], to_jsonb(coalesce(description->>$2, '') || ' ' || $3::text)) where sku = $1`,
          [sku, language, typo],
        );
      }
      await refreshSearchIndex(gateway.db);
      for (const { tenant, locale, typo, word } of cases) {
        const currency = tenant === 'ch' ? '&currency=CHF' : '';
        const typed = await answer(`/api/search/searchv2?q=${encodeURIComponent(typo)}&locale=${locale}${currency}`, tenant);
        expect(typed.total, typo).toBeGreaterThan(0);
        expect(typed.total, typo).toBeLessThan(3);
        expect(typed.correction, typo).toMatchObject({ term: word, applied: false });
        const corrected = await answer(`/api/search/searchv2?q=${encodeURIComponent(word)}&locale=${locale}${currency}`, tenant);
        expect(typed.correction!.total).toBe(corrected.total);
        expect(corrected.total).toBeGreaterThanOrEqual(10 * typed.total);
        // As typed (the link under the offer's results): no offer.
        expect((await answer(`/api/search/searchv2?q=${encodeURIComponent(typo)}&locale=${locale}${currency}&exact=1`, tenant)).correction).toBeUndefined();
      }
    } finally {
      await gateway.db.query('update products set description = $2 where sku = $1', [sku, JSON.stringify(before!.description)]);
      await refreshSearchIndex(gateway.db);
    }
  });

  it('a term one language’s texts do not have looks in the other’s on shop-ch, French → German and German → French (and says so), never on a one-language shop', async () => {
    const fr = await answer('/api/search/searchv2?q=k%C3%BChlschrank&locale=fr-CH&currency=CHF&exact=1', 'ch');
    expect(fr.language).toBe('de');
    expect(fr.total).toBeGreaterThan(0);
    expect(fr.products.every((p) => p.category.key === 'elektro-kuehlschraenke')).toBe(true);
    expect((await answer('/api/search/searchv2?q=k%C3%BChlschrank&locale=nl-NL&exact=1', 'nl')).language).toBeUndefined();
    // And the reverse: a Swiss German shopper's French word finds the French texts.
    const de = await answer(`/api/search/searchv2?q=${encodeURIComponent('réfrigérateur')}&locale=de-CH&currency=CHF&exact=1`, 'ch');
    expect(de.language).toBe('fr');
    expect(de.total).toBeGreaterThan(0);
    expect(de.products.every((p) => p.category.key === 'elektro-kuehlschraenke')).toBe(true);
    expect((await answer(`/api/search/searchv2?q=${encodeURIComponent('réfrigérateur')}&locale=de-DE&exact=1`, 'base')).language).toBeUndefined();
  });
});
