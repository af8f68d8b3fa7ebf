import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signed, startTestGateway, type TestGateway } from './harness';

// A thousand generated inputs for every GraphQL operation of the shops and every REST endpoint:
// whatever arrives, the gateway answers below 500, with no stack trace and nothing the database said.
let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startTestGateway({ products: 20 });
});
afterAll(() => gateway.close());

const RUNS = 1000;
const MANIFEST = JSON.parse(readFileSync(new URL('../../../packages/graphql-client/src/generated/persisted-documents.json', import.meta.url), 'utf8')) as Record<string, string>;
/** Text that must never reach a client: stack frames, file paths, PostgreSQL's own words. */
const LEAK =
  /\n\s+at |node_modules|\.ts:\d+|\bsyntax error at\b|\brelation "|\bcolumn "|violates|duplicate key|invalid input syntax|out of range for type|canceling statement|\bSQLSTATE\b/i;

const scalar = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom('100000', '100003', 'de-DE', 'fr-CH', 'nl-NL', 'EUR', 'CHF', "'; drop table products; --", '%', '\u0000', 'ß'.repeat(300), '<script>'),
  fc.integer({ min: -2_147_483_648, max: 2_147_483_647 }),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
);
const value = fc.letrec((tie) => ({
  node: fc.oneof({ depthSize: 'small' }, scalar, fc.array(tie('node'), { maxLength: 4 }), fc.dictionary(fc.string({ maxLength: 10 }), tie('node'), { maxKeys: 4 })),
})).node;

/** The variable names of a document. */
const variablesOf = (text: string) => [...new Set([...text.matchAll(/\$(\w+)/g)].map((m) => m[1]!))];

async function check(res: Response, what: string): Promise<void> {
  const text = await res.text();
  expect(res.status, `${what} → ${res.status} ${text.slice(0, 300)}`).toBeLessThan(500);
  expect(LEAK.test(text), `${what} leaked: ${text.slice(0, 300)}`).toBe(false);
  // Bad input gets a refusal that says why, never a resolver that failed on it (masked as internal).
  expect(text.includes('INTERNAL_SERVER_ERROR'), `${what} failed inside: ${text.slice(0, 300)}`).toBe(false);
}

describe('fuzz: GraphQL operations of the shops', () => {
  for (const [documentId, text] of Object.entries(MANIFEST)) {
    const name = /(query|mutation) (\w+)/.exec(text)?.[2] ?? documentId;
    it(`${name}: ${RUNS} generated variable sets`, async () => {
      const names = variablesOf(text);
      await fc.assert(
        fc.asyncProperty(fc.record(Object.fromEntries(names.map((n) => [n, value])), { requiredKeys: [] }), fc.boolean(), async (variables, byGet) => {
          const headers = signed(gateway.base, { 'content-type': 'application/json', 'x-vitrine-visitor': 'fuzz-visitor-0001' });
          const isQuery = text.includes(`query ${name}`);
          const url = new URL('/api/gateway/', gateway.base);
          let res: Response;
          if (byGet && isQuery) {
            url.searchParams.set('documentId', documentId);
            url.searchParams.set('variables', JSON.stringify(variables));
            res = await fetch(url, { headers });
          } else {
            res = await fetch(url, { method: 'POST', headers, body: JSON.stringify({ documentId, variables }) });
          }
          await check(res, `${name} ${JSON.stringify(variables).slice(0, 200)}`);
        }),
        { numRuns: RUNS },
      );
    });
  }
});

describe('fuzz: REST endpoints', () => {
  const endpoints = [
    { method: 'GET', path: '/api/search/searchv2', params: ['q', 'locale', 'sort', 'page', 'size', 'category', 'min', 'max', 'brand', 'filter'] },
    { method: 'GET', path: '/api/search/filter', params: ['q', 'locale', 'category', 'min'] },
    { method: 'GET', path: '/api/search/seo', params: ['q', 'locale'] },
    { method: 'GET', path: '/api/search/suggest', params: ['q', 'locale'] },
    { method: 'GET', path: '/api/search/searchhistory/v1/all', params: [] },
    { method: 'POST', path: '/api/search/searchhistory/v1', params: [] },
    { method: 'POST', path: '/api/search/searchhistory/v1/delete', params: [] },
    { method: 'POST', path: '/api/search/searchhistory/v1/join-with-fi', params: [] },
    { method: 'GET', path: '/api/images/100000/1.svg', params: ['w', 'h'] },
    { method: 'GET', path: '/api/content/static/navigation-vitrine-ch-web-fr.json', params: [] },
    { method: 'GET', path: '/health', params: [] },
  ] as const;
  for (const endpoint of endpoints) {
    it(`${endpoint.method} ${endpoint.path}: ${RUNS} generated requests`, async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.dictionary(fc.constantFrom(...endpoint.params, 'x'), fc.oneof(fc.string({ maxLength: 60 }), fc.constantFrom('de-DE', 'fr-CH', '-1', '1e309', '999999999999', '%00'))),
          value,
          fc.option(fc.string({ maxLength: 30 }), { freq: 10 }),
          async (params, body, suffix) => {
            const url = new URL(endpoint.path + (endpoint.path.startsWith('/api/search') && suffix ? `/${encodeURIComponent(suffix)}` : ''), gateway.base);
            for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
            const headers = signed(gateway.base, { 'content-type': 'application/json', 'x-vitrine-visitor': 'fuzz-visitor-0002' });
            const res = await fetch(url, endpoint.method === 'POST' ? { method: 'POST', headers, body: JSON.stringify(body) } : { headers });
            await check(res, `${endpoint.method} ${url.pathname}${url.search} ${JSON.stringify(body).slice(0, 100)}`);
          },
        ),
        { numRuns: RUNS },
      );
    });
  }
});
