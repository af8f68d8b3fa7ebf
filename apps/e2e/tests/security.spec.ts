import { expect, test } from './test';
import PERSISTED from '../../../packages/graphql-client/src/generated/persisted-documents.json' with { type: 'json' };
import { OPERATOR, SHOPS } from './shops';

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

// Issue 30: a returning shopper's pages of the cached screens (storefront, product, service) skip the
// proxy; next.config routes them, the shop stamps the cached pages' policy on them at start.
for (const shop of SHOPS) {
  test(`${shop.name} ${shop.locale}: a returning shopper’s cached page skips the proxy, keeps its policy and headers, and its scripts run`, async ({ page, playwright }) => {
    // The product's own path (a path with another slug is redirected to it), asked without cookies.
    const probe = await playwright.request.newContext();
    const redirect = await probe.get(`${shop.url}${shop.prefix}/p/x-100003`, { maxRedirects: 0 });
    await probe.dispose();
    // (Next names the location twice on a redirect it has just rendered, the same path: one is read.)
    const path = redirect.headers()['location']!.split(',')[0]!.trim();
    expect(path).toMatch(/\/p\/[a-z0-9-]+-100003$/);
    const request = await playwright.request.newContext();
    // The first visit goes through the proxy: it makes the visitor id, so the answer is the visitor's alone.
    const first = await request.get(`${shop.url}${path}`, { maxRedirects: 0 });
    expect(first.status()).toBe(200);
    expect(first.headers()['x-middleware-rewrite']).toBeDefined();
    expect(first.headers()['cache-control']).toBe('private, no-store');
    const cookie = (first.headers()['set-cookie'] ?? '').split(';')[0]!;
    expect(cookie).toMatch(/^vt_visitor=/);
    // Later visits skip it: the same page, cacheable, no cookie set, the cached pages' policy and nonce.
    const later = await request.get(`${shop.url}${path}`, { maxRedirects: 0 });
    expect(later.status()).toBe(200);
    const headers = later.headers();
    expect(headers['x-middleware-rewrite']).toBeUndefined();
    expect(headers['set-cookie']).toBeUndefined();
    expect(headers['cache-control']).toMatch(/s-maxage=/);
    expect(headers['content-language']).toBe(shop.locale);
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['strict-transport-security']).toMatch(/max-age=/);
    const policy = headers['content-security-policy'] ?? '';
    expect(policy).toBe(first.headers()['content-security-policy']);
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce).toBeTruthy();
    const html = await later.text();
    const nonces = [...html.matchAll(/<script[^>]*\snonce="([^"]*)"/g)].map((m) => m[1]);
    expect(nonces.length).toBeGreaterThan(3);
    expect(new Set(nonces)).toEqual(new Set([nonce]));
    // A policy header of the shopper's own never chooses the nonce.
    const chosen = await request.get(`${shop.url}${path}`, { headers: { 'content-security-policy': "script-src 'nonce-chosen'" } });
    expect(await chosen.text()).not.toContain('nonce="chosen"');
    await request.dispose();
    // In the browser (its first page sets the cookie, the second skips the proxy) the framework's scripts run.
    for (let visit = 0; visit < 2; visit++) {
      const answer = await page.goto(`${shop.url}${path}`);
      expect(answer?.headers()['x-middleware-rewrite'] === undefined).toBe(visit === 1);
      await expect.poll(() => page.evaluate(() => Boolean((window as { next?: unknown }).next))).toBe(true);
    }
  });
}

// Issue 29's findings, as a stranger meets them from outside (the gateway's own tests prove each from inside).
const GATEWAY = process.env.E2E_GATEWAY ?? 'http://127.0.0.1:4100';
const de = SHOPS[0];
/** The persisted document of the shop's `query Me` (packages/graphql-client's manifest). */
const ME_DOCUMENT = Object.entries(PERSISTED as Record<string, string>).find(([, text]) => text.startsWith('query Me '))![0];

test.describe('safe to deploy, from outside', () => {
  test('the operator pages are on their own listener: neither the shop nor the gateway’s public port serves the outbox or the operations page', async ({ request }) => {
    for (const path of ['/outbox', '/ops', '/outbox?to=anna.schmidt%40example.de']) {
      expect((await request.get(`${GATEWAY}${path}`)).status(), `${GATEWAY}${path}`).toBe(404);
      expect((await request.get(`${de.url}${path}`)).status(), `${de.url}${path}`).toBe(404);
    }
    expect((await request.get(`${OPERATOR}/ops`)).status()).toBe(200);
  });

  test('the gateway takes no identity without the shop’s signature bound to the request: a bare or replayed-with-another-body visitor is refused', async ({ request }) => {
    const bare = await request.post(`${GATEWAY}/api/gateway/`, { data: { query: '{ basket { count } }' }, headers: { 'x-vitrine-visitor': 'stranger-visitor-01' } });
    expect(bare.status()).toBe(401);
    const old = await request.post(`${GATEWAY}/api/gateway/`, {
      data: { query: '{ basket { count } }' },
      headers: { 'x-vitrine-visitor': 'stranger-visitor-01', 'x-vitrine-signature': `t=${Math.floor(Date.now() / 1000)},s=${'A'.repeat(43)}` },
    });
    expect(old.status()).toBe(401);
    expect(((await old.json()) as { error: { reason: string } }).error.reason).toBe('malformed');
  });

  test('registering with an e-mail that has an account answers like a new one: the owner is mailed, nobody learns it is a customer', async ({ page, request }) => {
    const answerFor = async (email: string) => {
      await page.goto(`${de.url}/kasse/registrieren`);
      const register = page.getByRole('form', { name: 'Kundenkonto eröffnen', exact: true });
      await register.getByLabel('Vorname', { exact: true }).fill('Eva');
      await register.getByLabel('Nachname', { exact: true }).fill('Probe');
      await register.getByLabel('E-Mail-Adresse', { exact: true }).fill(email);
      await register.getByLabel('Geburtsdatum', { exact: true }).fill('1990-01-01');
      await register.getByLabel('Passwort', { exact: true }).fill('Ein-neues-Passwort-29');
      await register.getByRole('button', { name: 'Kundenkonto eröffnen' }).click();
      const status = page.getByRole('status').filter({ hasText: 'Fast geschafft' });
      await expect(status).toBeVisible();
      return (await status.innerText()).replace(email, '<e-mail>');
    };
    const known = await answerFor('klaus.becker@example.de');
    const fresh = await answerFor(`probe-${Date.now()}@example.org`);
    expect(known).toBe(fresh);
    await expect
      .poll(async () => {
        const res = await request.get(`${OPERATOR}/outbox?to=${encodeURIComponent('klaus.becker@example.de')}`, { headers: { accept: 'application/json' } });
        return ((await res.json()) as { mails: { kind: string }[] }).mails.some((m) => m.kind === 'registration-exists');
      })
      .toBe(true);
  });

  test('GraphQL reads are limited per address too: a flood from one address is answered 429 with Retry-After', async ({ request }) => {
    let limited: { status: number; retryAfter: string | undefined } | undefined;
    // The shop's own persisted query `Me` (a production gateway runs nothing else), by GET as the browser sends it.
    const me = `${de.url}/api/gateway/?documentId=${encodeURIComponent(ME_DOCUMENT)}&variables=%7B%7D`;
    for (let i = 0; i < 700 && !limited; i++) {
      const res = await request.get(me);
      if (res.status() === 429) limited = { status: 429, retryAfter: res.headers()['retry-after'] };
      else expect(res.status()).toBe(200);
    }
    expect(limited).toEqual({ status: 429, retryAfter: expect.stringMatching(/^\d+$/) });
  });
});
