import { toPayload } from '@vitrine/vitals';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopFetch, startTestGateway, type TestGateway } from './harness';

let gateway: TestGateway;
let base: string;
beforeAll(async () => {
  gateway = await startTestGateway({ products: 10 });
  ({ base } = gateway);
});
afterAll(() => gateway.close());

const report = (tenant: string, body: unknown) =>
  fetch(new URL('/api/vitals', base), { method: 'POST', headers: { 'content-type': 'application/json', 'x-vitrine-tenant': tenant }, body: JSON.stringify(body) });
const metric = (name: string, value: number, pageType = 'product', deviceType: 'mobile' | 'desktop' = 'mobile') =>
  toPayload({ id: `v-${name}-${value}`, name, value, delta: value, rating: 'good' }, { pathname: '/p/sofa-100003', pageType, deviceType, environment: 'test' });

describe('web vitals', () => {
  it('keeps a valid report (204) and refuses anything else', async () => {
    expect((await report('base', metric('INP', 120))).status).toBe(204);
    expect((await report('base', { ...metric('INP', 120), name: 'FCP' })).status).toBe(400);
    expect((await report('base', { ...metric('INP', 120), value: -4 })).status).toBe(400);
    expect((await fetch(new URL('/api/vitals', base), { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' })).status).toBe(400);
    expect((await fetch(new URL('/api/vitals', base))).status).toBe(405);
    const [row] = await gateway.db.query<{ n: number }>('select count(*)::int as n from web_vitals');
    expect(row!.n).toBe(1);
  });
});

describe('the operations page', () => {
  it('draws p75 per tenant, page type and device with the "good" line, and the same figures as a table', async () => {
    await gateway.db.query('delete from web_vitals');
    // p75 of 100, 200, 300, 400 (continuous) is 325.
    for (const value of [100, 200, 300, 400]) expect((await report('ch', metric('INP', value))).status).toBe(204);
    expect((await report('nl', metric('LCP', 1800, 'storefront', 'desktop'))).status).toBe(204);
    expect((await report('nl', metric('CLS', 0.02, 'storefront', 'desktop'))).status).toBe(204);
    const res = await fetch(new URL('/ops', gateway.opsBase));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await res.text();
    expect(html).toContain('INP (p75)');
    expect(html).toMatch(/<th scope="row">ch · product · mobile<\/th><td>325 ms<\/td><td>needs work<\/td><td>4<\/td>/);
    expect(html).toContain('good under 200 ms');
    expect(html).toMatch(/<th scope="row">nl · storefront · desktop<\/th><td>1800 ms<\/td><td>good<\/td>/);
    expect(html).toMatch(/<th scope="row">nl · storefront · desktop<\/th><td>0\.020<\/td><td>good<\/td>/);
    expect(html).toContain('<svg role="img" aria-label="p75 INP per hour"');
    // Narrowed to one tenant.
    const ch = await (await fetch(new URL('/ops?tenant=nl', gateway.opsBase))).text();
    expect(ch).not.toContain('ch · product · mobile</th>');
  });
  it('lists the drafts with preview links that open them', async () => {
    const html = await (await fetch(new URL('/ops', gateway.opsBase))).text();
    const links = [...html.matchAll(/href="([^"]*\/api\/preview\?[^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
    expect(links.length).toBeGreaterThanOrEqual(3);
    const link = new URL(
      links.find((l) => l.includes('fr%2Flp'))!,
      'http://shop',
    );
    const path = link.searchParams.get('path')!;
    expect(path).toMatch(/^\/fr\/lp\//);
    const id = path.slice(4).replaceAll('/', '-');
    const draft = await fetch(new URL(`/api/content/vitrine-ch/drafts/fr-CH/${id}.json`, base), { headers: { 'x-vitrine-preview': link.searchParams.get('token')! } });
    expect(draft.status).toBe(200);
  });
  it('is served on the operator listener only: the shops’ listener does not know it', async () => {
    expect((await fetch(new URL('/ops', base))).status).toBe(404);
    expect((await fetch(new URL('/ops?tenant=nl', base))).status).toBe(404);
  });
  it('asks for the operator’s token where one is set (production): HTTP Basic for a browser, or a Bearer token', async () => {
    const token = 'ops-token-for-the-test-0123456789abcdef';
    const guarded = await startTestGateway({ products: 5, operatorToken: token });
    try {
      const ops = (headers: Record<string, string> = {}) => fetch(new URL('/ops', guarded.opsBase), { headers });
      const refused = await ops();
      expect(refused.status).toBe(401);
      expect(refused.headers.get('www-authenticate')).toMatch(/^Basic realm="Vitrine operations"/);
      expect((await ops({ authorization: `Basic ${Buffer.from(`operator:${token}x`).toString('base64')}` })).status).toBe(401);
      expect((await ops({ authorization: 'Bearer wrong' })).status).toBe(401);
      expect((await ops({ authorization: `Basic ${Buffer.from(`operator:${token}`).toString('base64')}` })).status).toBe(200);
      expect((await ops({ authorization: `Bearer ${token}` })).status).toBe(200);
      expect((await fetch(new URL('/outbox', guarded.opsBase))).status).toBe(401);
      // The shops' listener is not asked: its requests are the shops' own, signed.
      expect((await fetch(new URL('/health', guarded.base))).status).toBe(200);
    } finally {
      await guarded.close();
    }
  });
});

describe('A/B test exposures', () => {
  const expose = (body: unknown, visitor?: string, tenant = 'base') =>
    shopFetch(new URL('/api/ab/exposures', base), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-vitrine-tenant': tenant, ...(visitor ? { 'x-vitrine-visitor': visitor } : {}) },
      body: JSON.stringify(body),
    });
  it('records the variant a visitor saw of an active test, and keeps the first one', async () => {
    const visitor = '0123456789abcdef0123';
    const first = await expose({ test: '2025_04_Aplus_reco', variant: 'B' }, visitor);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ test: '2025_04_Aplus_reco', variant: 'B', views: 1 });
    expect(await (await expose({ test: '2025_04_Aplus_reco', variant: 'A' }, visitor)).json()).toEqual({ test: '2025_04_Aplus_reco', variant: 'B', views: 2 });
    expect((await expose({ test: 'no-such-test', variant: 'A' }, visitor)).status).toBe(404);
    expect((await expose({ test: '2025_04_Aplus_reco', variant: 'C' }, visitor)).status).toBe(400);
    expect((await expose({ test: '2025_04_Aplus_reco', variant: 'A' })).status).toBe(400);
    const html = await (await fetch(new URL('/ops', gateway.opsBase))).text();
    expect(html).toContain('<tr><td>base</td><td>2025_04_Aplus_reco</td><td>B</td><td>1</td><td>2</td></tr>');
  });
});
