import { expect, test } from './test';
import { SHOPS } from './shops';

// The outside of each shop as a stranger meets it (issue 9): the forwarder refuses cross-site writes
// and big bodies, sends no CORS, and a cookie the shop did not sign buys nothing.
for (const url of [...new Set(SHOPS.map((s) => s.url))]) {
  test.describe(url, () => {
    test('cross-site writes are refused, JSON of the shop itself passes, no CORS for a stranger', async ({ request }) => {
      const body = { query: 'mutation { addToBasket(variantSku: "x") { __typename } }' };
      const crossSite = await request.post(`${url}/api/gateway/`, { data: body, headers: { origin: 'https://evil.example' } });
      expect(crossSite.status()).toBe(403);
      expect(Object.keys(crossSite.headers()).filter((h) => h.startsWith('access-control-'))).toEqual([]);
      const fetchSite = await request.post(`${url}/api/search/searchhistory/v1`, { data: { term: 'csrf' }, headers: { 'sec-fetch-site': 'cross-site' } });
      expect(fetchSite.status()).toBe(403);
      const form = await request.post(`${url}/api/gateway/`, { form: { query: body.query }, headers: { origin: url } });
      expect(form.status()).toBeGreaterThanOrEqual(400);
      expect(form.status()).toBeLessThan(500);
      const preflight = await request.fetch(`${url}/api/gateway/`, { method: 'OPTIONS', headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' } });
      expect(Object.keys(preflight.headers()).filter((h) => h.startsWith('access-control-'))).toEqual([]);
    });

    test('a body of 1 MiB is refused with 413', async ({ request }) => {
      const res = await request.post(`${url}/api/gateway/`, { data: { query: '{ health { ok } }', variables: { pad: 'x'.repeat(1024 * 1024) } }, headers: { origin: url } });
      expect(res.status()).toBe(413);
    });

    test('a forged visitor cookie gets a new id, and a GET search writes no history', async ({ request }) => {
      const forged = await request.get(`${url}/api/search/searchhistory`, { headers: { cookie: 'vt_visitor=0123456789abcdef' } });
      expect(forged.status()).toBe(200);
      const cookie = forged.headers()['set-cookie'] ?? '';
      expect(cookie).toMatch(/^vt_visitor=[0-9a-f-]{36}\.[A-Za-z0-9_-]{43};.*HttpOnly/i);
      expect(cookie).not.toContain('0123456789abcdef');
      expect(forged.headers()['cache-control']).toBe('private, no-store');
      // The header's search form without JavaScript: GET /s?q= redirects, and writes nothing.
      const own = cookie.split(';')[0]!;
      const redirect = await request.get(`${url}/s?q=csrf-probe`, { headers: { cookie: own }, maxRedirects: 0 });
      expect(redirect.status()).toBe(303);
      const history = (await (await request.get(`${url}/api/search/searchhistory`, { headers: { cookie: own } })).json()) as { terms: { term: string }[] };
      expect(history.terms.map((t) => t.term)).not.toContain('csrf-probe');
    });
  });
}
