import { baseTenant } from '@vitrine/tenant-base';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { migrate, readMigrations } from '../src/db/migrate';
import { DEFAULT_PRODUCT_COUNT, seed } from '../src/modules/catalog/seed';
import { graphql, startTestGateway, type TestGateway } from './harness';

// A real PostgreSQL (embedded PGlite in memory, or TEST_DATABASE_URL), migrated and seeded, behind HTTP.
let gateway: TestGateway;
let db: Database;
let base: string;

beforeAll(async () => {
  gateway = await startTestGateway({ products: 60 });
  ({ db, base } = gateway);
});
afterAll(() => gateway.close());

const gql = (query: string, variables: Record<string, unknown> = {}, method: 'GET' | 'POST' = 'POST') => graphql(base, query, variables, { method });

const PRODUCT = `query($sku: ID!, $locale: String!, $currency: Currency!) {
  product(sku: $sku, locale: $locale, currency: $currency) {
    sku slug slugs { locale slug } productName variationDimension available
    variants { sku label available } colours { name hex }
    price { currency amount originalAmount discountPercent installmentCount installmentAmount installmentFirstAmount installmentLastAmount }
    images { url } breadcrumbs { label categoryKey } rating reviewCount
  }
}`;

describe('migrations and seed', () => {
  it('records every migration once and re-running changes nothing', async () => {
    expect(await migrate(db)).toBe(0);
    const files = readMigrations();
    expect(files.length).toBeGreaterThan(0);
    const rows = await db.query<{ id: string; checksum: string }>('select id, checksum from schema_changes order by id');
    expect(rows).toEqual(files.map((m) => ({ id: m.id, checksum: m.checksum })));
  });
  it('is idempotent: seeding again keeps the same rows', async () => {
    const before = await db.query<{ n: number; v: number }>('select (select count(*)::int from products) as n, (select count(*)::int from variants) as v');
    await seed(db, { products: 60 });
    const after = await db.query<{ n: number; v: number }>('select (select count(*)::int from products) as n, (select count(*)::int from variants) as v');
    expect(after).toEqual(before);
    expect(before[0]!.n).toBe(60);
  });
  it('has prices in EUR and CHF for every product, and a default catalog of at least 300', async () => {
    const [row] = await db.query<{ missing: number }>(`select count(*)::int as missing from products p where (select count(*) from prices r where r.product_sku = p.sku) <> 2`);
    expect(row!.missing).toBe(0);
    expect(DEFAULT_PRODUCT_COUNT).toBeGreaterThanOrEqual(300);
  });
});

describe('GraphQL', () => {
  it('answers a product by sku in each locale and currency', async () => {
    const de = await gql(PRODUCT, { sku: '100000', locale: 'de-DE', currency: 'EUR' });
    expect(de.status).toBe(200);
    const p = de.body.data!.product;
    expect(p.sku).toBe('100000');
    expect(p.price.currency).toBe('EUR');
    expect(p.slugs.map((s: { locale: string }) => s.locale)).toEqual(['de-DE', 'de-AT', 'de-CH', 'fr-CH', 'nl-NL']);
    const fr = await gql(PRODUCT, { sku: '100000', locale: 'fr-CH', currency: 'CHF' });
    expect(fr.body.data!.product.productName).not.toBe(p.productName);
    expect(fr.body.data!.product.price.currency).toBe('CHF');
    expect(Number.isInteger(fr.body.data!.product.price.amount)).toBe(true);
  });
  it('writes "ss" for "ß" in de-CH', async () => {
    // Family 0 (dresses) has the dimension "Größe".
    const de = await gql(PRODUCT, { sku: '100000', locale: 'de-DE', currency: 'EUR' });
    const ch = await gql(PRODUCT, { sku: '100000', locale: 'de-CH', currency: 'CHF' });
    expect(de.body.data!.product.variationDimension).toBe('Größe');
    expect(ch.body.data!.product.variationDimension).toBe('Grösse');
  });
  it('serves queries by GET too', async () => {
    const res = await gql('{ health { ok database products } }', {}, 'GET');
    expect(res.body.data!.health).toEqual({ ok: true, database: db.kind, products: 60 });
  });
  it('answers an unknown or malformed sku with null', async () => {
    expect((await gql(PRODUCT, { sku: '999999', locale: 'de-DE', currency: 'EUR' })).body.data!.product).toBeNull();
    expect((await gql(PRODUCT, { sku: "1' or 1=1 --", locale: 'de-DE', currency: 'EUR' })).body.data!.product).toBeNull();
  });
  it('refuses an unknown locale with a clear error', async () => {
    const res = await gql(PRODUCT, { sku: '100000', locale: 'en-US', currency: 'EUR' });
    expect(res.body.errors![0]!.message).toMatch(/Unknown locale "en-US"; expected one of de-DE/);
    expect(res.body.errors![0]!.extensions!.code).toBe('BAD_USER_INPUT');
  });
  it('refuses an unknown currency (schema validation)', async () => {
    const res = await gql(PRODUCT, { sku: '100000', locale: 'de-DE', currency: 'USD' });
    expect(res.status).toBe(400);
    expect(res.body.errors![0]!.message).toMatch(/Currency/);
  });
  it('pages products newest first with a cursor until the end', async () => {
    const LIST = `query($after: String) { products(locale: "de-DE", currency: EUR, first: 25, after: $after) { nodes { sku } totalCount endCursor hasNextPage } }`;
    const seen: string[] = [];
    let after: string | null = null;
    for (let i = 0; i < 5; i++) {
      const res = await gql(LIST, { after });
      const page = res.body.data!.products;
      expect(page.totalCount).toBe(60);
      seen.push(...page.nodes.map((n: { sku: string }) => n.sku));
      if (!page.hasNextPage) break;
      after = page.endCursor;
    }
    expect(seen).toHaveLength(60);
    expect(new Set(seen).size).toBe(60);
    expect(seen[0]).toBe('100059');
  });
  it('filters by category including its children', async () => {
    const res = await gql(`{ products(locale: "de-DE", currency: EUR, category: "mode") { totalCount nodes { breadcrumbs { categoryKey } } } }`);
    const { totalCount, nodes } = res.body.data!.products;
    expect(totalCount).toBeGreaterThan(0);
    for (const n of nodes) expect(n.breadcrumbs[0].categoryKey).toBe('mode');
  });
  it('refuses oversized pages and foreign cursors', async () => {
    const big = await gql(`{ products(locale: "de-DE", currency: EUR, first: 1000) { totalCount } }`);
    expect(big.body.errors![0]!.message).toMatch(/"first" must be between 1 and 100/);
    const cursor = await gql(`{ products(locale: "de-DE", currency: EUR, after: "x'--") { totalCount } }`);
    expect(cursor.body.errors![0]!.message).toMatch(/not a cursor/);
  });
  it('masks unexpected errors', async () => {
    const res = await gql('{ nope }');
    expect(res.status).toBe(400);
    expect(res.body.errors![0]!.message).toMatch(/Cannot query field "nope"/);
  });
  it('answers SEO data by sku', async () => {
    const res = await gql(`{ seoData(sku: "100001", locale: "nl-NL") { sku slug title description } }`);
    expect(res.body.data!.seoData.sku).toBe('100001');
    expect(res.body.data!.seoData.description.length).toBeLessThanOrEqual(160);
  });
});

describe('tenants and the instalment teaser', () => {
  it("gives every product a teaser whose instalments add up to the total payable (the price plus the tenant's interest) exactly, or none", async () => {
    const fields = 'sku price { amount installmentCount installmentAmount installmentFirstAmount installmentLastAmount installmentTotal installmentEffectiveRate }';
    const answer = await gql(`{ products(locale: "de-DE", currency: EUR, first: 60) { nodes { ${fields} } } }`);
    const nodes = answer.body.data!.products.nodes as { sku: string; price: Record<string, number | null> }[];
    const withTeaser = nodes.filter((n) => n.price.installmentCount !== null);
    expect(withTeaser.length).toBeGreaterThan(0);
    const factor = baseTenant.installmentCalculator.monthlyInterestFactor;
    expect(factor).toBeGreaterThan(0);
    for (const { sku, price } of withTeaser) {
      const sum = price.installmentFirstAmount! + (price.installmentCount! - 2) * price.installmentAmount! + price.installmentLastAmount!;
      // shop-de charges a fixed monthly interest on the price: the total is the price plus it, at a rate above 0 %.
      expect(sum, sku).toBe(price.installmentTotal);
      expect(price.installmentTotal, sku).toBe(price.amount! + Math.round(price.amount! * factor * price.installmentCount!));
      expect(price.installmentEffectiveRate, sku).toBeGreaterThan(0);
    }
    // shop-nl is interest-free: the instalments add up to the price, at 0 %.
    const nl = await graphql(base, `{ products(locale: "nl-NL", currency: EUR, first: 60) { nodes { ${fields} } } }`, {}, { headers: { 'x-vitrine-tenant': 'nl' } });
    for (const { sku, price } of (nl.body.data!.products.nodes as typeof nodes).filter((n) => n.price.installmentCount !== null)) {
      expect([price.installmentTotal, price.installmentEffectiveRate], sku).toEqual([price.amount, 0]);
    }
    for (const { price } of nodes.filter((n) => n.price.installmentCount === null)) expect(price.installmentAmount).toBeNull();
  });

  it('takes the tenant from x-vitrine-tenant and refuses an unknown one', async () => {
    const ch = await graphql(base, '{ health { ok } }', {}, { headers: { 'x-vitrine-tenant': 'ch' } });
    expect(ch.body.data!.health.ok).toBe(true);
    const unknown = await fetch(new URL('/api/gateway/', base), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-vitrine-tenant': 'xx' },
      body: JSON.stringify({ query: '{ health { ok } }' }),
    });
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { error: { code: string } }).error.code).toBe('unknown-tenant');
  });

  it('serves the navigation file of each tenant’s client id, French only where the tenant offers it', async () => {
    const fr = await fetch(new URL('/api/content/static/navigation-vitrine-ch-web-fr.json', base));
    expect(fr.status).toBe(200);
    expect(((await fr.json()) as { language: string }).language).toBe('fr');
    expect((await fetch(new URL('/api/content/static/navigation-vitrine-nl-web-fr.json', base))).status).toBe(404);
    const nl = (await (await fetch(new URL('/api/content/static/navigation-vitrine-nl-web.json', base))).json()) as { language: string; items: unknown[] };
    expect(nl.language).toBe('nl');
    expect(nl.items.length).toBeGreaterThan(0);
  });
});

describe('HTTP endpoints', () => {
  it('reports health', async () => {
    const res = await fetch(`${base}/health`);
    expect(await res.json()).toEqual({ ok: true, database: db.kind, products: 60 });
  });
  it('generates product images and 404s unknown ones', async () => {
    const ok = await fetch(`${base}/api/images/100000/1.svg`);
    expect(ok.headers.get('content-type')).toBe('image/svg+xml');
    expect(await ok.text()).toMatch(/^<svg/);
    expect((await fetch(`${base}/api/images/999999/1.svg`)).status).toBe(404);
    expect((await fetch(`${base}/api/images/100000/9.svg`)).status).toBe(404);
  });
  it('answers unknown paths with 404', async () => {
    expect((await fetch(`${base}/nothing`)).status).toBe(404);
  });
});
