import type { Pool } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_IP_HEADER, SIGNATURE_HEADER, signRequest } from '@vitrine/session/server';
import { RATE_LIMITS, RateLimiter, type LimitRule, type LimitRules } from '../src/http/rate-limit';
import { graphql, shopFetch, signed, startTestGateway, TEST_IDENTITY_SECRET, type TestGateway } from './harness';

// The outside of the gateway (issue 9): what a browser, a stranger or a flood can and cannot do.
let gateway: TestGateway;
let production: TestGateway;
let base: string;

beforeAll(async () => {
  gateway = await startTestGateway({ products: 30 });
  production = await startTestGateway({ products: 30, production: true });
  base = gateway.base;
});
afterAll(async () => {
  await gateway.close();
  await production.close();
});

const ADD = `mutation Add($sku: ID!, $quantity: Int) { addToBasket(variantSku: $sku, quantity: $quantity) {
  __typename ... on Basket { count lines { variantSku quantity } } ... on AddToBasketRefused { reason available } } }`;
const post = (url: string, body: string, headers: Record<string, string>) => shopFetch(new URL('/api/gateway/', url), { method: 'POST', headers, body });

async function aVariant(db = gateway.db, minStock = 12): Promise<string> {
  const [row] = await db.query<{ sku: string }>('select sku from variants where stock >= $1 order by sku limit 1', [minStock]);
  if (!row) throw new Error('the seed has no variant with enough stock');
  return row.sku;
}

describe('CORS and CSRF', () => {
  it('sends no CORS header to any origin', async () => {
    for (const method of ['GET', 'OPTIONS', 'POST']) {
      const res = await fetch(new URL('/api/gateway/?query=%7Bhealth%7Bok%7D%7D', base), {
        method,
        headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST', 'content-type': 'application/json' },
        ...(method === 'POST' ? { body: JSON.stringify({ query: '{ health { ok } }' }) } : {}),
      });
      expect(
        [...res.headers.keys()].filter((h) => h.startsWith('access-control-')),
        method,
      ).toEqual([]);
    }
  });
  it('refuses form-encoded, multipart and text POSTs before any resolver runs', async () => {
    const mutation = `mutation { addToBasket(variantSku: "${await aVariant()}") { __typename } }`;
    for (const [type, body] of [
      ['application/x-www-form-urlencoded', `query=${encodeURIComponent(mutation)}`],
      ['multipart/form-data; boundary=x', `--x\r\nContent-Disposition: form-data; name="operations"\r\n\r\n${JSON.stringify({ query: mutation })}\r\n--x--\r\n`],
      ['text/plain', JSON.stringify({ query: mutation })],
    ] as const) {
      const res = await post(base, body, { 'content-type': type, 'x-vitrine-visitor': 'csrf-visitor-01' });
      expect(res.status, type).toBe(415);
    }
    const [{ n }] = (await gateway.db.query<{ n: number }>(`select count(*)::int as n from basket_lines where owner = 'guest:csrf-visitor-01'`)) as [{ n: number }];
    expect(n).toBe(0);
  });
  it('runs no mutation sent by GET', async () => {
    const res = await graphql(
      base,
      `
        mutation {
          addToBasket(variantSku: "x") {
            __typename
          }
        }
      `,
      {},
      { method: 'GET', headers: { 'x-vitrine-visitor': 'csrf-visitor-02' } },
    );
    expect(res.status).toBe(405);
  });
});

describe('GraphQL limits', () => {
  const codes = (answer: { body: { errors?: { extensions?: { code?: string } }[] } }) => (answer.body.errors ?? []).map((e) => e.extensions?.code);
  // The schema's deepest real path is 5 levels; deeper selections are counted before they are checked against it.
  const nested = (depth: number) => `{ ${Array.from({ length: depth }, (_, i) => `f${i}`).join(' { ')}${' }'.repeat(depth - 1)} }`;
  it('counts depth 6 as allowed and refuses depth 7, also when a fragment hides a level', async () => {
    expect(
      (await graphql(base, '{ sponsoredProducts(sku: "100000", locale: "de-DE", currency: EUR) { product { price { unitPrice { amount } } } } }')).body.errors,
    ).toBeUndefined();
    expect(codes(await graphql(base, nested(6)))).not.toContain('QUERY_TOO_DEEP');
    expect(codes(await graphql(base, nested(7)))).toContain('QUERY_TOO_DEEP');
    expect(codes(await graphql(base, 'fragment F on Query { f0 { f1 { f2 { f3 { f4 { f5 } } } } } } query { a { ...F } }'))).toContain('QUERY_TOO_DEEP');
  });
  it('refuses a variable with a NUL character (PostgreSQL text cannot hold one) as bad input, before any resolver', async () => {
    const login = 'mutation($email: String!, $password: String!) { login(email: $email, password: $password) { __typename } }';
    for (const variables of [
      { email: '\u0000', password: 'x' },
      { email: 'a@b.de', password: ['\u0000'] },
    ]) {
      const answer = await graphql(base, login, variables);
      expect(answer.status).toBe(400);
      expect(codes(answer)).toEqual(['BAD_USER_INPUT']);
    }
  });
  it('refuses 16 aliases, 1001 tokens and 51 directives, and says no "did you mean"', async () => {
    const aliases = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: health { ok }`).join(' ')} }`;
    expect((await graphql(base, aliases(15))).body.errors).toBeUndefined();
    const sixteen = await graphql(base, aliases(16));
    expect(sixteen.body.errors?.[0]?.extensions?.code).toBe('TOO_MANY_ALIASES');
    const tokens = await graphql(base, `{ health { ${'ok '.repeat(1000)}} }`);
    expect(tokens.body.errors?.[0]?.extensions?.code).toBe('TOO_MANY_TOKENS');
    expect((await graphql(base, `{ health { ${'ok @include(if: true) '.repeat(50)}} }`)).body.errors).toBeUndefined();
    const directives = await graphql(base, `{ health { ${'ok @include(if: true) '.repeat(51)}} }`);
    expect(directives.body.errors?.map((e) => e.extensions?.code)).toContain('TOO_MANY_DIRECTIVES');
    const typo = await graphql(base, '{ helth { ok } }');
    expect(typo.body.errors?.[0]?.message).not.toMatch(/did you mean/i);
  });
  it('refuses an operation whose cost is over the limit (products of 100 under 15 aliases)', async () => {
    const fields = 'sku slug productName brand rating reviewCount available flags price { amount currency } images { url alt }';
    const one = await graphql(base, `{ products(locale: "de-DE", currency: EUR, first: 100) { nodes { ${fields} } } }`);
    expect(one.body.errors).toBeUndefined();
    const many = await graphql(
      base,
      `{ ${Array.from({ length: 15 }, (_, i) => `a${i}: products(locale: "de-DE", currency: EUR, first: 100) { nodes { ${fields} } }`).join(' ')} }`,
    );
    expect(many.body.errors?.[0]?.extensions?.code).toBe('QUERY_TOO_COSTLY');
    // Variables count: the same query with first: 100 in a variable is refused too.
    const viaVariables = await graphql(
      base,
      `query($n: Int) { ${Array.from({ length: 15 }, (_, i) => `a${i}: products(locale: "de-DE", currency: EUR, first: $n) { nodes { ${fields} } }`).join(' ')} }`,
      { n: 100 },
    );
    expect(viaVariables.body.errors?.[0]?.extensions?.code).toBe('QUERY_TOO_COSTLY');
  });
  it('refuses a batch and a body over 64 KiB (413)', async () => {
    const batch = await post(base, JSON.stringify([{ query: '{ health { ok } }' }, { query: '{ health { ok } }' }]), { 'content-type': 'application/json' });
    expect(batch.status).toBe(400);
    const big = await post(base, JSON.stringify({ query: '{ health { ok } }', variables: { pad: 'x'.repeat(1024 * 1024) } }), { 'content-type': 'application/json' });
    expect(big.status).toBe(413);
    const search = await fetch(new URL('/api/search/searchhistory/v1', base), { method: 'POST', headers: { 'content-type': 'application/json' }, body: 'x'.repeat(1024 * 1024) });
    expect(search.status).toBe(413);
  });
  it('in production: no introspection, no GraphiQL, only the persisted documents of the shops', async () => {
    const schema = await graphql(production.base, '{ __schema { types { name } } }');
    expect(schema.body.errors?.[0]?.extensions?.code).toBe('PERSISTED_DOCUMENT_REQUIRED');
    const unknown = await post(production.base, JSON.stringify({ documentId: `sha256:${'0'.repeat(64)}` }), { 'content-type': 'application/json' });
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { errors: { extensions: { code: string } }[] }).errors[0]!.extensions.code).toBe('PERSISTED_DOCUMENT_NOT_FOUND');
    const { readFileSync } = await import('node:fs');
    const manifest = JSON.parse(readFileSync(new URL('../../../packages/graphql-client/src/generated/persisted-documents.json', import.meta.url), 'utf8')) as Record<
      string,
      string
    >;
    const detail = Object.keys(manifest).find((id) => manifest[id]!.includes('query ProductDetail('))!;
    const known = await post(production.base, JSON.stringify({ documentId: detail, variables: { sku: '100000', locale: 'de-DE', currency: 'EUR' } }), {
      'content-type': 'application/json',
    });
    expect(known.status).toBe(200);
    expect(((await known.json()) as { data: { product: { sku: string } } }).data.product.sku).toBe('100000');
    // Introspection is off even through a persisted document's door: a development gateway answers it.
    expect((await graphql(base, '{ __schema { queryType { name } } }')).body.errors).toBeUndefined();
    const page = await fetch(new URL('/api/gateway/', production.base), { headers: { accept: 'text/html' } });
    expect(await page.text()).not.toMatch(/graphiql/i);
  });
});

describe('a trusted visitor', () => {
  it('refuses a bare visitor header, a forged, a stale or a moved signature, and one made for another request', async () => {
    const bare = await graphql(base, '{ basket { count } }', {}, { headers: { 'x-vitrine-visitor': 'someone-else-01' }, unsigned: true });
    expect(bare.status).toBe(401);
    const body = JSON.stringify({ query: '{ basket { count } }', variables: {} });
    const json = { accept: 'application/graphql-response+json', 'content-type': 'application/json' };
    const as = (headers: Record<string, string>, sent = body, path = '/api/gateway/', method = 'POST') =>
      fetch(new URL(path, base), { method, headers: { ...json, ...headers }, ...(method === 'POST' ? { body: sent } : {}) }).then((res) => res.status);
    const good = signed(base, { 'x-vitrine-visitor': 'someone-else-01' }, { method: 'POST', path: '/api/gateway/', body });
    expect(good[SIGNATURE_HEADER]).toMatch(/^k=k1,t=\d+,s=[\w-]{43}$/);
    expect(await as(good)).toBe(200);
    // The same request again within its minute is the same request (a write is kept once by its idempotency key).
    expect(await as(good)).toBe(200);
    expect(await as({ ...good, 'x-vitrine-visitor': 'someone-else-02' })).toBe(401);
    expect(await as({ ...good, [SIGNATURE_HEADER]: good[SIGNATURE_HEADER]!.replace(/s=(.)/, (_, c: string) => `s=${c === 'A' ? 'B' : 'A'}`) })).toBe(401);
    // Bound to the request: another body, another path, another method, an idempotency key added.
    expect(await as(good, JSON.stringify({ query: 'mutation { addToBasket(sku: "x", quantity: 1) { count } }', variables: {} }))).toBe(401);
    expect(await as(good, body, '/api/search/searchhistory/v1')).toBe(401);
    expect(await as(good, body, `/api/gateway/?query=${encodeURIComponent('{ basket { count } }')}`, 'GET')).toBe(401);
    expect(await as({ ...good, 'idempotency-key': 'a-key-of-another-write' })).toBe(401);
    // A key id the ring does not hold.
    expect(await as({ ...good, [SIGNATURE_HEADER]: good[SIGNATURE_HEADER]!.replace(/^k=k1/, 'k=k9') })).toBe(401);
    // At most a minute: made 61 seconds ago (its own HMAC, made honestly at that time) it is refused.
    const old = (secondsAgo: number) =>
      signRequest({ tenant: '', visitor: 'someone-else-01' }, { method: 'POST', path: '/api/gateway/', body }, TEST_IDENTITY_SECRET, Date.now() / 1000 - secondsAgo);
    expect(await as({ 'x-vitrine-visitor': 'someone-else-01', [SIGNATURE_HEADER]: old(45) })).toBe(200);
    expect(await as({ 'x-vitrine-visitor': 'someone-else-01', [SIGNATURE_HEADER]: old(61) })).toBe(401);
    expect((await graphql(base, '{ basket { count } }', {}, { headers: { 'x-vitrine-visitor': 'someone-else-01' } })).status).toBe(200);
    // A client address needs the signature as much as a visitor does.
    expect((await graphql(base, '{ health { ok } }', {}, { headers: { [CLIENT_IP_HEADER]: '203.0.113.1' }, unsigned: true })).status).toBe(401);
    // Nothing about a shopper: a public read needs no signature.
    expect((await graphql(base, '{ health { ok } }', {}, { unsigned: true })).status).toBe(200);
  });
});

describe('rate limits', () => {
  it('answers 429 with Retry-After when one address writes 50 times with ever new visitor ids', async () => {
    // The shipped counts, in windows of an hour: none ends during the test, however slow the machine.
    const hour = (rule: LimitRule) => ({ ...rule, duration: 3600 });
    const rules = Object.fromEntries(Object.entries(RATE_LIMITS).map(([kind, { ip, visitor }]) => [kind, { ip: hour(ip), visitor: hour(visitor) }])) as LimitRules;
    const limited = await startTestGateway({ products: 10, limiter: new RateLimiter({ rules }) });
    try {
      const sku = await aVariant(limited.db, 1);
      const statuses: number[] = [];
      let retryAfter: string | null = null;
      for (let i = 0; i < 50; i++) {
        const res = await post(limited.base, JSON.stringify({ query: ADD, variables: { sku, quantity: 1 } }), {
          'content-type': 'application/json',
          'x-vitrine-visitor': `rotating-${String(i).padStart(4, '0')}`,
          [CLIENT_IP_HEADER]: '198.51.100.7',
        });
        statuses.push(res.status);
        if (res.status === 429) retryAfter ??= res.headers.get('retry-after');
      }
      expect(statuses).toContain(429);
      expect(statuses.filter((s) => s === 200).length).toBeGreaterThan(0);
      expect(Number(retryAfter)).toBeGreaterThanOrEqual(1);
      // Another address is not held back by the first one's flood.
      const other = await post(limited.base, JSON.stringify({ query: ADD, variables: { sku, quantity: 1 } }), {
        'content-type': 'application/json',
        'x-vitrine-visitor': 'rotating-other',
        [CLIENT_IP_HEADER]: '198.51.100.8',
      });
      expect(other.status).toBe(200);
      // Search is limited as well: 429 with Retry-After on the REST API.
      let searchLimited = 0;
      for (let i = 0; i < 320 && !searchLimited; i++) {
        const res = await shopFetch(new URL('/api/search/suggest?q=so&locale=de-DE', limited.base), { headers: { [CLIENT_IP_HEADER]: '198.51.100.9' } });
        if (res.status === 429) searchLimited = Number(res.headers.get('retry-after'));
      }
      expect(searchLimited).toBeGreaterThanOrEqual(1);
      // GraphQL reads too: one address that reads without end (a scraper rotating visitor ids) is slowed,
      // with the GraphQL refusal's code; the shop's own reads (no address, no visitor) are never counted.
      let readLimited: { status: number; code?: string | undefined; retryAfter: string | null } | undefined;
      for (let i = 0; i < 700 && !readLimited; i++) {
        const res = await post(limited.base, JSON.stringify({ query: '{ basket { count } }', variables: {} }), {
          'content-type': 'application/json',
          'x-vitrine-visitor': `reader-${String(i).padStart(4, '0')}`,
          [CLIENT_IP_HEADER]: '198.51.100.10',
        });
        if (res.status === 429) {
          const body = (await res.json()) as { errors?: { extensions?: { code?: string } }[] };
          readLimited = { status: res.status, code: body.errors?.[0]?.extensions?.code, retryAfter: res.headers.get('retry-after') };
        } else await res.arrayBuffer();
      }
      expect(readLimited).toEqual({ status: 429, code: 'RATE_LIMITED', retryAfter: expect.stringMatching(/^[1-9][0-9]*$/) });
      const ownRead = async () => {
        const body = JSON.stringify({ query: '{ health { ok } }', variables: {} });
        const signature = signRequest({ tenant: 'base' }, { method: 'POST', path: '/api/gateway/', body }, TEST_IDENTITY_SECRET, Date.now() / 1000);
        const headers = { 'content-type': 'application/json', 'x-vitrine-tenant': 'base', [SIGNATURE_HEADER]: signature };
        return (await fetch(new URL('/api/gateway/', limited.base), { method: 'POST', headers, body })).status;
      };
      for (let i = 0; i < 700; i++) expect(await ownRead()).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('idempotency', () => {
  // Every write's key is checked in one place (src/http/idempotent.ts); test/idempotency.test.ts tries it for every mutation.
  it('counts addToBasket once per key, refuses the key with another body (422), and answers the stored result', async () => {
    const sku = await aVariant();
    const headers = { 'x-vitrine-visitor': 'idem-visitor-01', 'idempotency-key': 'key-0000-0001' };
    const first = await graphql(base, ADD, { sku, quantity: 1 }, { headers });
    const again = await graphql(base, ADD, { sku, quantity: 1 }, { headers });
    expect(first.body.data!.addToBasket).toEqual(again.body.data!.addToBasket);
    expect(first.body.data!.addToBasket.count).toBe(1);
    const basket = await graphql(base, '{ basket { count } }', {}, { headers: { 'x-vitrine-visitor': 'idem-visitor-01' } });
    expect(basket.body.data!.basket.count).toBe(1);
    const other = await graphql(base, ADD, { sku, quantity: 2 }, { headers });
    expect(other.status).toBe(422);
    expect(other.body.errors?.[0]?.extensions?.code).toBe('IDEMPOTENCY_KEY_REUSED');
    // A key is the tenant's: another visitor's request with it is another request, refused, never answered with the first one's basket.
    const elsewhere = await graphql(base, ADD, { sku, quantity: 1 }, { headers: { ...headers, 'x-vitrine-visitor': 'idem-visitor-02' } });
    expect(elsewhere.status).toBe(422);
    expect(elsewhere.body.data).toBeUndefined();
  });
  it('answers 409 while the first request with the key is still running', async () => {
    const sku = await aVariant();
    const headers = { 'x-vitrine-visitor': 'idem-visitor-03', 'idempotency-key': 'key-running-01' };
    await graphql(base, ADD, { sku, quantity: 1 }, { headers });
    await gateway.db.query(`update idempotency_keys set state = 'running', response = null, started_at = now() where key = 'key-running-01'`);
    const res = await graphql(base, ADD, { sku, quantity: 1 }, { headers });
    expect(res.status).toBe(409);
  });
});

describe('atomic writes', () => {
  it('20 parallel adds of one line end at the limit of 10 exactly', async () => {
    const sku = await aVariant(gateway.db, 12);
    const answers = await Promise.all(Array.from({ length: 20 }, () => graphql(base, ADD, { sku, quantity: 1 }, { headers: { 'x-vitrine-visitor': 'parallel-visitor-01' } })));
    const added = answers.filter((a) => a.body.data?.addToBasket.__typename === 'Basket').length;
    const refused = answers.filter((a) => a.body.data?.addToBasket.reason === 'TOO_MANY_PIECES').length;
    expect([added, refused]).toEqual([10, 10]);
    const [line] = await gateway.db.query<{ quantity: number }>(`select quantity from basket_lines where owner = 'guest:parallel-visitor-01' and variant_sku = $1`, [sku]);
    expect(line!.quantity).toBe(10);
  });
  it('holds the review quota under parallel requests: one review per product', async () => {
    const input = { sku: '100001', locale: 'de-DE', stars: 4, title: 'Sehr bequem', body: 'Wir sitzen jeden Abend darauf und sind zufrieden.', author: 'Karin', tags: [] };
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        graphql(
          base,
          'mutation($input: ReviewInput!) { writeReview(input: $input) { __typename ... on ReviewRefused { reason } } }',
          { input },
          { headers: { 'x-vitrine-visitor': 'parallel-reviewer-01' } },
        ),
      ),
    );
    expect(answers.filter((a) => a.body.data?.writeReview.__typename === 'WrittenReview').length).toBe(1);
    expect(answers.filter((a) => a.body.data?.writeReview.reason === 'ALREADY_REVIEWED').length).toBe(5);
  });
});

describe('the database', () => {
  it('a failing database makes /health answer 503 without details', async () => {
    const broken = await startTestGateway({
      products: 5,
      wrapDb: (db) => ({
        ...db,
        kind: db.kind,
        query: async () => Promise.reject(new Error('password authentication failed for user "vitrine"')),
        exec: db.exec.bind(db),
        script: db.script.bind(db),
        transaction: db.transaction.bind(db),
        close: db.close.bind(db),
      }),
    });
    try {
      const res = await fetch(new URL('/health', broken.base));
      expect(res.status).toBe(503);
      expect(await res.text()).toBe('{"ok":false}');
    } finally {
      await broken.close();
    }
  });
});

// A PostgreSQL server only (the stage of npm test that runs these tests with TEST_DATABASE_URL): PGlite has no pool and no server-side timeout.
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('a PostgreSQL server', () => {
  it('cuts off a statement past the statement timeout, and survives an idle connection’s error', async () => {
    const { openDatabase } = await import('../src/db/database');
    const db = await openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL, timeouts: { statementMs: 300 }, log: () => undefined });
    try {
      await expect(db.query('select pg_sleep(2)')).rejects.toThrow(/statement timeout/);
      // An idle client's error is the pool's event: handled, logged, and the next query runs.
      (db as unknown as { pool: Pool }).pool.emit('error', new Error('terminating connection due to administrator command'), undefined as never);
      expect(await db.query<{ one: number }>('select 1 as one')).toEqual([{ one: 1 }]);
    } finally {
      await db.close();
    }
  });
});

describe('batched lookups', () => {
  it('a list of 24 products with services and review tags costs a handful of queries, not one per product', async () => {
    let queries = 0;
    const counted = await startTestGateway({
      products: 30,
      wrapDb: (db) => ({
        kind: db.kind,
        query: (sql, params) => {
          queries++;
          return db.query(sql, params);
        },
        exec: db.exec.bind(db),
        script: db.script.bind(db),
        transaction: db.transaction.bind(db),
        close: db.close.bind(db),
      }),
    });
    try {
      const one = await graphql(counted.base, '{ product(sku: "100000", locale: "de-DE", currency: EUR) { services { key name price } reviewTags { key label } } }');
      expect(one.body.errors).toBeUndefined();
      queries = 0;
      const list = await graphql(counted.base, '{ products(locale: "de-DE", currency: EUR, first: 24) { nodes { sku services { key name price } reviewTags { key label } } } }');
      const nodes = list.body.data!.products.nodes as { sku: string; services: { key: string }[]; reviewTags: unknown[] }[];
      expect(nodes.length).toBe(24);
      // Without batching this list costs 48 queries for services and tags alone.
      expect(queries).toBeLessThanOrEqual(8);
      // Each product's own answer equals what the single lookup gives.
      const single = await graphql(counted.base, `{ product(sku: "${nodes[0]!.sku}", locale: "de-DE", currency: EUR) { services { key } } }`);
      expect(nodes[0]!.services.map((s) => s.key)).toEqual(single.body.data!.product.services.map((s: { key: string }) => s.key));
      expect(nodes.some((n) => n.services.length > 0)).toBe(true);
    } finally {
      await counted.close();
    }
  });
});
