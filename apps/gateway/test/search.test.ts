import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { braSize, queryWords } from '../src/modules/search/service';
import { nonEmpty, shopFetch, startTestGateway, testSession, type TestGateway } from './harness';

// The search API over HTTP against a real PostgreSQL (PGlite) with the 320-product demo catalog.
let gateway: TestGateway;
let base: string;

beforeAll(async () => {
  gateway = await startTestGateway();
  ({ base } = gateway);
});
afterAll(() => gateway.close());

const get = async (path: string, headers: Record<string, string> = {}) => {
  const res = await shopFetch(`${base}${path}`, { headers });
  return { status: res.status, body: (await res.json()) as any };
};
const post = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
  const res = await shopFetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as any };
};

describe('searchv2', () => {
  it('finds products by stemmed words in German, French and Dutch', async () => {
    const de = await get('/api/search/searchv2?q=K%C3%BChlschr%C3%A4nke&locale=de-DE&currency=EUR');
    expect(de.status).toBe(200);
    expect(de.body.total).toBeGreaterThan(0);
    expect(nonEmpty(de.body.products).every((p: any) => p.category.key === 'elektro-kuehlschraenke')).toBe(true);
    const fr = await get('/api/search/searchv2?q=canap%C3%A9s&locale=fr-CH&currency=CHF');
    expect(fr.body.total).toBeGreaterThan(0);
    expect(fr.body.products[0].price.currency).toBe('CHF');
    expect(nonEmpty(fr.body.products).every((p: any) => p.category.key === 'moebel-sofas')).toBe(true);
    const nl = await get('/api/search/searchv2?q=koelkast&locale=nl-NL');
    expect(nl.body.total).toBe(de.body.total);
  });
  it('matches prefixes while typing', async () => {
    const { body } = await get('/api/search/searchv2?q=waschmasch&locale=de-CH&currency=CHF');
    expect(body.total).toBeGreaterThan(0);
  });
  it('pages with load more until the end, without repeats', async () => {
    const seen = new Set<string>();
    let offset: number | null = 0;
    let total = 0;
    while (offset !== null) {
      const { body } = await get(`/api/search/searchv2?q=kleid&locale=de-DE&limit=7&offset=${offset}`);
      total = body.total;
      for (const p of body.products) seen.add(p.sku);
      offset = body.nextOffset;
    }
    expect(seen.size).toBe(total);
    expect(total).toBeGreaterThan(7);
  });
  it('filters by category, brand, price and availability, with facets of the whole set', async () => {
    const all = await get('/api/search/searchv2?q=sofa&locale=de-DE');
    const brand = all.body.facets.brands[0].name;
    const byBrand = await get(`/api/search/searchv2?q=sofa&locale=de-DE&brand=${encodeURIComponent(brand)}`);
    expect(byBrand.body.total).toBe(all.body.facets.brands[0].count);
    expect(nonEmpty(byBrand.body.products).every((p: any) => p.brand === brand)).toBe(true);
    const cheap = await get(`/api/search/searchv2?q=sofa&locale=de-DE&maxPrice=${all.body.facets.price.min}`);
    expect(nonEmpty(cheap.body.products).every((p: any) => p.price.amount <= all.body.facets.price.min)).toBe(true);
    const mode = await get('/api/search/searchv2?q=jacke&locale=de-DE&category=mode');
    expect(nonEmpty(mode.body.products).every((p: any) => p.breadcrumbs[0].categoryKey === 'mode')).toBe(true);
    const available = await get('/api/search/searchv2?q=sofa&locale=de-DE&available=1');
    expect(nonEmpty(available.body.products).every((p: any) => p.available)).toBe(true);
  });
  it('a price bound beyond every price (and beyond a 32-bit integer) finds nothing, or everything, instead of failing', async () => {
    // Found by the fuzz test: minPrice=999999999999 was cast to the price column's integer type (500).
    const all = await get('/api/search/searchv2?q=sofa&locale=de-DE');
    for (const path of ['searchv2', 'filter', 'seo']) {
      const above = await get(`/api/search/${path}?q=sofa&locale=de-DE&minPrice=999999999999`);
      expect(above.status, path).toBe(200);
      expect(above.body.total, path).toBe(0);
    }
    const below = await get(`/api/search/searchv2?q=sofa&locale=de-DE&maxPrice=${Number.MAX_SAFE_INTEGER}`);
    expect(below.status).toBe(200);
    expect(below.body.total).toBe(all.body.total);
  });
  it('sorts by price both ways, newest and rating', async () => {
    const asc = (await get('/api/search/searchv2?q=tisch&locale=de-DE&sort=price-asc&limit=50')).body.products.map((p: any) => p.price.amount);
    expect(asc.length).toBeGreaterThan(0);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = (await get('/api/search/searchv2?q=tisch&locale=de-DE&sort=price-desc&limit=50')).body.products.map((p: any) => p.price.amount);
    expect(desc.length).toBeGreaterThan(0);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    const newest = (await get('/api/search/searchv2?q=tisch&locale=de-DE&sort=newest&limit=50')).body.products.map((p: any) => p.sku);
    expect(newest.length).toBeGreaterThan(0);
    expect(newest).toEqual([...newest].sort().reverse());
    const rated = (await get('/api/search/searchv2?q=tisch&locale=de-DE&sort=rating&limit=50')).body.products.map((p: any) => p.rating ?? -1);
    expect(rated.length).toBeGreaterThan(0);
    expect(rated).toEqual([...rated].sort((a, b) => b - a));
  });
  it('reads b75 and 75b as a bra size: bras with band 75 and cup B in stock', async () => {
    const { body } = await get('/api/search/searchv2?q=b75&locale=de-DE');
    expect(body.interpretation).toEqual({ kind: 'bra-size', band: '75', cup: 'B' });
    expect(body.total).toBeGreaterThan(0);
    for (const p of body.products) expect(p.variants.some((v: any) => v.label === '75B' && v.available)).toBe(true);
    expect((await get('/api/search/searchv2?q=75b&locale=fr-CH&currency=CHF')).body.total).toBe(body.total);
  });
  it('answers no match with an empty page, not an error', async () => {
    const { status, body } = await get('/api/search/searchv2?q=xyzzyquux&locale=de-DE');
    expect(status).toBe(200);
    expect(body).toMatchObject({ total: 0, products: [], nextOffset: null, facets: { price: null } });
  });
  it('refuses bad input with clear errors', async () => {
    const cases: Array<[string, string]> = [
      ['/api/search/searchv2?q=&locale=de-DE', 'query-empty'],
      ['/api/search/searchv2?q=%21%21%21&locale=de-DE', 'query-empty'],
      [`/api/search/searchv2?q=${'a'.repeat(201)}&locale=de-DE`, 'query-too-long'],
      ['/api/search/searchv2?q=sofa&locale=en-US', 'bad-locale'],
      ['/api/search/searchv2?q=sofa&locale=de-DE&currency=USD', 'bad-currency'],
      ['/api/search/searchv2?q=sofa&locale=de-DE&sort=cheapest', 'bad-sort'],
      ['/api/search/searchv2?q=sofa&locale=de-DE&minPrice=-1', 'bad-filter'],
      ['/api/search/searchv2?q=sofa&locale=de-DE&maxPrice=1e9', 'bad-filter'],
      ['/api/search/searchv2?q=sofa&locale=de-DE&category=..%2Fx', 'bad-filter'],
      ['/api/search/searchv2?q=sofa&locale=de-DE&limit=1000', 'bad-limit'],
    ];
    for (const [path, code] of cases) {
      const { status, body } = await get(path);
      expect([status, body.error.code], path).toEqual([400, code]);
    }
    // The gateway answers a code; the shop writes the shopper's text (spec: "Bitte geben Sie zunächst …").
    const empty = (await get('/api/search/searchv2?q=&locale=de-DE')).body.error;
    expect(empty.code).toBe('query-empty');
    expect(empty.message).not.toMatch(/Bitte|Veuillez|Voer/);
  });
  it('keeps SQL out of the query', async () => {
    const { status, body } = await get(`/api/search/searchv2?q=${encodeURIComponent("sofa' ; drop table products; --")}&locale=de-DE`);
    expect(status).toBe(200);
    expect(body.interpretation.words).toEqual(['sofa', 'drop', 'table', 'products']);
    expect((await get('/health')).body.products).toBe(320);
  });
});

describe('filter, seo and suggest', () => {
  it('filter answers the facets only', async () => {
    const { body } = await get('/api/search/filter?q=jacke&locale=de-DE');
    expect(body.total).toBeGreaterThan(0);
    expect(body.facets.brands.length).toBeGreaterThan(0);
    expect(body.products).toBeUndefined();
  });
  it('seo marks empty results noindex', async () => {
    expect((await get('/api/search/seo?q=Jacke%20%20Rot&locale=de-DE')).body).toMatchObject({ canonicalTerm: 'jacke rot' });
    expect((await get('/api/search/seo?q=xyzzyquux&locale=de-DE')).body.noindex).toBe(true);
  });
  it('suggests completions, then forgives typos', async () => {
    const { body } = await get('/api/search/suggest?q=k%C3%BChl&locale=de-DE');
    expect(body.suggestions[0]).toMatchObject({ match: 'prefix' });
    expect(nonEmpty(body.suggestions).every((s: any) => s.phrase.startsWith('kühl'))).toBe(true);
    const typo = await get('/api/search/suggest?q=waschmaschiene&locale=de-DE');
    expect(typo.body.suggestions.map((s: any) => s.phrase)).toContain('waschmaschine');
    const fr = await get('/api/search/suggest?q=cana&locale=fr-CH');
    expect(fr.body.suggestions.some((s: any) => s.phrase.startsWith('canapé'))).toBe(true);
    expect((await get('/api/search/suggest?q=k&locale=de-DE')).body.suggestions).toEqual([]);
    expect((await get('/api/search/suggest?q=%25&locale=de-DE')).status).toBe(200);
  });
});

describe('search history', () => {
  const me = { 'x-vitrine-visitor': 'guest-0001-abcd' };
  it('adds, lists newest first, moves repeats to the top and keeps ten', async () => {
    for (const term of ['sofa', 'tisch', 'sofa']) await post('/api/search/searchhistory/v1', { term });
    let { body } = await get('/api/search/searchhistory/', me);
    expect(body.terms.map((t: any) => t.term)).toEqual([]);
    for (const [i, term] of ['sofa', 'tisch', 'sofa'].entries()) {
      await new Promise((r) => setTimeout(r, 2 + i));
      await post('/api/search/searchhistory/v1', { term }, me);
    }
    ({ body } = await get('/api/search/searchhistory/', me));
    expect(body.terms.map((t: any) => t.term)).toEqual(['sofa', 'tisch']);
    for (let i = 0; i < 12; i++) await post('/api/search/searchhistory/v1', { term: `wort ${i}` }, me);
    expect((await get('/api/search/searchhistory/', me)).body.terms).toHaveLength(10);
    expect((await get('/api/search/searchhistory/v1/all', me)).body.terms).toHaveLength(10);
  });
  it('deletes one and all, per visitor', async () => {
    const other = { 'x-vitrine-visitor': 'guest-0002-abcd' };
    await post('/api/search/searchhistory/v1', { term: 'lampe' }, other);
    const one = await post('/api/search/searchhistory/v1/delete', { term: 'lampe' }, other);
    expect(one.body).toMatchObject({ deleted: true, terms: [] });
    expect((await post('/api/search/searchhistory/v1/delete', { term: 'lampe' }, other)).status).toBe(404);
    const all = await post('/api/search/searchhistory/v1/deleteall', {}, me);
    expect(all.body.deleted).toBe(10);
    expect((await get('/api/search/searchhistory/', me)).body.terms).toEqual([]);
  });
  it('refuses requests without a visitor id, bad JSON and empty terms', async () => {
    expect((await get('/api/search/searchhistory/')).body.error.code).toBe('no-visitor');
    expect((await post('/api/search/searchhistory/v1', '{oops', me)).body.error.code).toBe('bad-json');
    expect((await post('/api/search/searchhistory/v1', { term: '  ' }, me)).body.error.code).toBe('query-empty');
    // PostgreSQL's text holds no NUL: such a term is refused at the door, not by a failing query (found by the fuzz).
    for (const path of ['/api/search/searchhistory/v1', '/api/search/searchhistory/v1/delete']) {
      const nul = await post(path, { term: '\u0000' }, me);
      expect([nul.status, nul.body.error.code]).toEqual([400, 'bad-json']);
    }
    expect((await post('/api/search/searchhistory/v1', 'x'.repeat(20_000), me)).body.error.code).toBe('body-too-large');
    expect((await get('/api/search/nothing')).status).toBe(404);
  });
});

describe('query parsing', () => {
  it('keeps letters and digits only and at most eight words', () => {
    expect(queryWords("Kühl-Gefrier-Kombination, 'No Frost'")).toEqual(['kühl', 'gefrier', 'kombination', 'no', 'frost']);
    expect(queryWords('a b c d e f g h i j')).toHaveLength(8);
  });
  it('recognises bra sizes only in the plausible range', () => {
    expect(braSize('B75')).toEqual({ band: '75', cup: 'B' });
    expect(braSize('80 c')).toEqual({ band: '80', cup: 'C' });
    expect(braSize('b7')).toBeUndefined();
    expect(braSize('z75')).toBeUndefined();
    expect(braSize('b200')).toBeUndefined();
  });
});

describe('category listings and the navigation', () => {
  it('lists a category without a term, best rated first, with facets and load-more offsets', async () => {
    const first = await get('/api/search/searchv2?q=&category=moebel&locale=de-DE&currency=EUR&limit=10');
    expect(first.status).toBe(200);
    expect(first.body.interpretation).toEqual({ kind: 'category', category: 'moebel' });
    expect(first.body.total).toBeGreaterThan(10);
    expect(nonEmpty(first.body.products).every((p: any) => p.breadcrumbs[0].categoryKey === 'moebel')).toBe(true);
    const ratings = first.body.products.map((p: any) => p.rating ?? 0);
    expect(ratings.length).toBeGreaterThan(0);
    expect([...ratings].sort((a, b) => b - a)).toEqual(ratings);
    expect(first.body.facets.categories.map((c: any) => c.key)).toEqual(expect.arrayContaining(['moebel-sofas', 'moebel-teppiche']));
    const next = await get(`/api/search/searchv2?q=&category=moebel&locale=de-DE&currency=EUR&limit=10&offset=${first.body.nextOffset}`);
    const seen = new Set(first.body.products.map((p: any) => p.sku));
    expect(next.body.products.some((p: any) => seen.has(p.sku))).toBe(false);
  });

  it('still asks for a term without a category, and refuses a malformed category', async () => {
    expect((await get('/api/search/searchv2?q=&locale=de-DE')).body.error.code).toBe('query-empty');
    expect((await get('/api/search/searchv2?q=&category=Mode%27--&locale=de-DE')).body.error.code).toBe('bad-filter');
  });

  it('serves the navigation file per client, language and variant', async () => {
    const de = await get('/api/content/static/navigation-vitrine-de-web-sliced.json');
    expect(de.status).toBe(200);
    expect(de.body.items.map((i: any) => i.slug)).toEqual(['mode', 'moebel', 'elektro']);
    expect(de.body.items[1].children.map((c: any) => c.slug)).toContain('teppiche');
    expect(de.body.items[0].count).toBeUndefined();
    const fr = await get('/api/content/static/navigation-vitrine-ch-web-fr.json');
    expect(fr.body.language).toBe('fr');
    expect(fr.body.items[2]).toMatchObject({ key: 'elektro', slug: 'electromenager' });
    expect(fr.body.items[0].count).toBeGreaterThan(0);
    const nl = await get('/api/content/static/navigation-vitrine-nl-mobile.json');
    expect(nl.body.items[1].children.map((c: any) => c.label)).toContain('Vloerkleden');
    expect((await get('/api/content/static/navigation-vitrine-nl-web-fr.json')).status).toBe(404);
    expect((await get('/api/content/static/navigation-unknown-web.json')).status).toBe(404);
  });
});

describe('joining a guest’s history on login (join-with-fi)', () => {
  let tokens: Record<string, string> = {};
  beforeAll(async () => {
    const db = gateway.db;
    tokens = {
      valid: (await testSession(db, { sid: 'join-session-0001-valid' })).token,
      foreign: (await testSession(db, { sid: 'join-session-0002-foreign' }, 'another-secret-0123456789abcdef0123')).token,
      expired: (await testSession(db, { sid: 'join-session-0003-expired', iat: Math.floor(Date.now() / 1000) - 700, exp: Math.floor(Date.now() / 1000) - 1 })).token,
      anonymous: (await testSession(db, { sid: 'join-session-0004-anonymous', type: 0 })).token,
    };
  });
  const token = (kind: 'valid' | 'foreign' | 'expired' | 'anonymous' = 'valid') => tokens[kind]!;
  const guest = { 'x-vitrine-visitor': 'guest-join-0001' };

  it('moves the guest’s terms into the customer’s history, newest first, ten at most', async () => {
    const auth = { authorization: `Bearer ${token()}` };
    for (const term of ['sofa', 'tisch']) await post('/api/search/searchhistory/v1', { term }, auth);
    for (const term of ['kleid', 'sofa']) await post('/api/search/searchhistory/v1', { term }, guest);
    const joined = await post('/api/search/searchhistory/v1/join-with-fi', {}, { ...guest, ...auth });
    expect(joined.status).toBe(200);
    expect(joined.body.terms.map((t: any) => t.term)).toEqual(['sofa', 'kleid', 'tisch']);
    expect((await get('/api/search/searchhistory', guest)).body.terms).toEqual([]);
    // The customer's history is the same wherever they log in.
    expect((await get('/api/search/searchhistory', { ...auth, 'x-vitrine-visitor': 'other-device-01' })).body.terms.map((t: any) => t.term)).toEqual(['sofa', 'kleid', 'tisch']);
  });

  it('refuses without a verified customer session', async () => {
    const path = '/api/search/searchhistory/v1/join-with-fi';
    expect((await post(path, {}, guest)).status).toBe(401);
    expect((await post(path, {}, { ...guest, authorization: `Bearer ${token('foreign')}` })).status).toBe(401);
    expect((await post(path, {}, { ...guest, authorization: `Bearer ${token('expired')}` })).status).toBe(401);
    expect((await post(path, {}, { ...guest, authorization: `Bearer ${token('anonymous')}` })).status).toBe(401);
    const forged = token().split('.');
    forged[1] = Buffer.from(
      JSON.stringify({ iss: 'vitrine-gateway', aud: 'base', sub: 'c-9999', sid: 'join-session-0001-valid', type: 2, cc: '', iat: 1, exp: 9_999_999_999 }),
    ).toString('base64url');
    expect((await post(path, {}, { ...guest, authorization: `Bearer ${forged.join('.')}` })).status).toBe(401);
  });
});
