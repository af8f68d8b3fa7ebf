import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { findRoute, type FuzzRequest } from '../src/http/router';
import { ROUTES } from '../src/app';
import { flushSearchCounts } from '../src/modules/search/analytics';
import { shopFetch, startTestGateway, type TestGateway } from './harness';

// Generated inputs for every GraphQL document of the shops (the persisted-document manifest) and
// every endpoint of every REST route (the gateway's router: each route says what to send it, or why
// it is exempt): whatever arrives, the gateway answers below 500, with no stack trace and nothing the
// database said, and an input it refuses changes no row. `npm test` sends a sample
// (VITRINE_FUZZ_RUNS, default 100 an endpoint); `pnpm bench` sends a thousand and prints the summary.
const RUNS = Number(process.env.VITRINE_FUZZ_RUNS ?? 100);
const MANIFEST = JSON.parse(readFileSync(new URL('../../../packages/graphql-client/src/generated/persisted-documents.json', import.meta.url), 'utf8')) as Record<string, string>;
/** Text that must never reach a client: stack frames, file paths, PostgreSQL's own words. */
const LEAK =
  /\n\s+at |node_modules|\.ts:\d+|\bsyntax error at\b|\brelation "|\bcolumn "|violates|duplicate key|invalid input syntax|out of range for type|canceling statement|\bSQLSTATE\b/i;
/**
 * Tables a refused request writes by design, with the reason. Everything else must stay as it was
 * when the gateway refuses an input.
 */
const RECORDS_REFUSALS: Record<string, string> = {};

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startTestGateway({ products: 20 });
  await countChanges(gateway.db);
});
const figures = { targets: 0, inputs: 0, atLeast500: 0, leaks: 0, refused: 0, refusedThatChangedRows: 0 };
afterAll(async () => {
  const rest = ROUTES.flatMap((r) => ('requests' in r.fuzz ? r.fuzz.requests : []));
  const exempt = ROUTES.filter((r) => 'exempt' in r.fuzz).length;
  // One line for `pnpm bench` (and anyone reading the test log).
  console.log(
    `fuzz summary: ${Object.keys(MANIFEST).length} GraphQL documents and ${rest.length} REST endpoints of ${ROUTES.length - exempt} routes (${exempt} exempt), ` +
      `${figures.targets} targets fuzzed with ${RUNS} inputs each: ${figures.inputs} inputs, ${figures.atLeast500} answers ≥ 500, ${figures.leaks} stack traces or database words, ` +
      `${figures.refused} refused, ${figures.refusedThatChangedRows} refused inputs that changed rows`,
  );
  await gateway.close();
});

/**
 * Counts every changed row per table (a trigger on each of the gateway's tables), so a test can see
 * whether a request wrote anything.
 */
async function countChanges(db: Database): Promise<void> {
  await db.exec(`
    create table fuzz_changes (tbl text primary key, n bigint not null);
    create function fuzz_count() returns trigger language plpgsql as $$
    begin
      insert into fuzz_changes values (tg_table_name, 1) on conflict (tbl) do update set n = fuzz_changes.n + 1;
      return null;
    end $$;`);
  // Not counted: the gateways' heartbeat (gateway_instances), written every second whatever the requests do.
  const tables = await db.query<{ name: string }>(
    `select tablename as name from pg_tables where schemaname = current_schema() and tablename not in ('fuzz_changes', 'gateway_instances')`,
  );
  expect(tables.length).toBeGreaterThan(10);
  for (const { name } of tables) await db.exec(`create trigger fuzz_count after insert or update or delete on "${name}" for each row execute function fuzz_count()`);
}

async function changes(): Promise<Map<string, number>> {
  const rows = await gateway.db.query<{ tbl: string; n: string | number }>('select tbl, n from fuzz_changes');
  return new Map(rows.map((r) => [r.tbl, Number(r.n)]));
}

/** The tables whose count moved between two readings, less those that record refusals by design. */
function changedTables(before: Map<string, number>, after: Map<string, number>): string[] {
  return [...after].filter(([tbl, n]) => n !== (before.get(tbl) ?? 0) && !(tbl in RECORDS_REFUSALS)).map(([tbl]) => tbl);
}

/** Sends one generated request and checks its answer; `refused` says whether the answer refused it. */
async function check(send: () => Promise<Response>, what: string, refused: (status: number, text: string) => boolean): Promise<void> {
  // The searches earlier inputs counted are written by a timer (off the request path): written now,
  // so that the timer has nothing to write while this input is judged (it once wrote search_terms
  // during a refused request, which was blamed for it).
  await flushSearchCounts(gateway.db);
  const before = await changes();
  const res = await send();
  const text = await res.text();
  figures.inputs++;
  if (res.status >= 500) figures.atLeast500++;
  if (LEAK.test(text)) figures.leaks++;
  expect(res.status, `${what} → ${res.status} ${text.slice(0, 300)}`).toBeLessThan(500);
  expect(LEAK.test(text), `${what} leaked: ${text.slice(0, 300)}`).toBe(false);
  // Bad input gets a refusal that says why, never a resolver that failed on it (masked as internal).
  expect(text.includes('INTERNAL_SERVER_ERROR'), `${what} failed inside: ${text.slice(0, 300)}`).toBe(false);
  if (!refused(res.status, text)) return;
  figures.refused++;
  const changed = changedTables(before, await changes());
  if (changed.length) figures.refusedThatChangedRows++;
  expect(changed, `${what} was refused (${res.status} ${text.slice(0, 200)}) but changed rows of`).toEqual([]);
}

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
/** What a header can carry: Latin-1 without control characters (fetch refuses the rest before sending). */
const headerValue = fc.oneof(
  fc.string({ unit: fc.integer({ min: 0x20, max: 0xff }).map((c) => String.fromCharCode(c === 0x7f ? 0x20 : c)), maxLength: 80 }),
  fc.stringMatching(/^[0-9a-f]{0,80}$/),
);

/** The variable names of a document. */
const variablesOf = (text: string) => [...new Set([...text.matchAll(/\$(\w+)/g)].map((m) => m[1]!))];

describe('the fuzzer’s row counter', () => {
  it('sees a write that was not refused (so a refused one that writes would be seen)', async () => {
    const before = await changes();
    const headers = { 'content-type': 'application/json', 'x-vitrine-visitor': 'fuzz-visitor-0003' };
    const res = await shopFetch(new URL('/api/search/searchhistory/v1', gateway.base), { method: 'POST', headers, body: JSON.stringify({ term: 'sofa' }) });
    expect(res.status).toBe(200);
    expect(changedTables(before, await changes())).toEqual(['search_history']);
  });
});

describe('fuzz: GraphQL documents of the shops', () => {
  it('the manifest holds the shops’ documents', () => expect(Object.keys(MANIFEST).length).toBeGreaterThan(20));
  for (const [documentId, text] of Object.entries(MANIFEST)) {
    const name = /(query|mutation) (\w+)/.exec(text)?.[2] ?? documentId;
    it(`${name}: ${RUNS} generated variable sets`, async () => {
      figures.targets++;
      const names = variablesOf(text);
      await fc.assert(
        fc.asyncProperty(fc.record(Object.fromEntries(names.map((n) => [n, value])), { requiredKeys: [] }), fc.boolean(), async (variables, byGet) => {
          const headers = { 'content-type': 'application/json', 'x-vitrine-visitor': 'fuzz-visitor-0001' };
          const isQuery = text.includes(`query ${name}`);
          const url = new URL('/api/gateway/', gateway.base);
          await check(
            () => {
              if (byGet && isQuery) {
                url.searchParams.set('documentId', documentId);
                url.searchParams.set('variables', JSON.stringify(variables));
                return shopFetch(url, { headers });
              }
              return shopFetch(url, { method: 'POST', headers, body: JSON.stringify({ documentId, variables }) });
            },
            `${name} ${JSON.stringify(variables).slice(0, 200)}`,
            // A GraphQL refusal: an error answer, or errors beside the data.
            (status, answer) => status >= 400 || /"errors"\s*:\s*\[\s*\{/.test(answer),
          );
        }),
        { numRuns: RUNS },
      );
    });
  }
});

describe('fuzz: REST routes of the gateway’s router', () => {
  it('every route is fuzzed or exempt with a reason, and each fuzzed path reaches its own route', () => {
    expect(ROUTES.length).toBeGreaterThan(10);
    for (const route of ROUTES) {
      if ('exempt' in route.fuzz) {
        expect(route.fuzz.exempt.trim().length, `${route.path}: the reason it is not fuzzed`).toBeGreaterThan(15);
        continue;
      }
      expect(route.fuzz.requests.length, `${route.path}: endpoints to fuzz`).toBeGreaterThan(0);
      for (const request of route.fuzz.requests) expect(findRoute(ROUTES, request.path)?.route, `${request.method} ${request.path} reaches ${route.path}`).toBe(route);
    }
  });

  // An operator route is fuzzed where it is served: on the operator listener.
  const requests: [FuzzRequest, boolean][] = ROUTES.flatMap((route) =>
    'requests' in route.fuzz ? route.fuzz.requests.map((r): [FuzzRequest, boolean] => [r, route.operator === true]) : [],
  );
  for (const [request, operator] of requests) {
    it(`${request.method} ${request.path}: ${RUNS} generated requests`, async () => {
      figures.targets++;
      const names = [...(request.params ?? []), 'x'];
      const fields = Array.isArray(request.body) ? (request.body as readonly string[]) : [];
      // A file's bytes: random ones, or an image's signature followed by random ones.
      const bytes = fc
        .tuple(fc.constantFrom([], [0xff, 0xd8, 0xff, 0xe0], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], [0x25, 0x50, 0x44, 0x46]), fc.uint8Array({ maxLength: 300 }))
        .map(([head, rest]) => Buffer.concat([Buffer.from(head), Buffer.from(rest)]));
      const body: fc.Arbitrary<string | Buffer> =
        request.body === 'form'
          ? fc.dictionary(fc.constantFrom('number', 'expiry', 'cvc', 'answer', 'bank', 'x'), fc.string({ maxLength: 40 })).map((d) => new URLSearchParams(d).toString())
          : request.body === 'bytes'
            ? bytes
            : fc.oneof(value, fields.length ? fc.record(Object.fromEntries(fields.map((f) => [f, value])), { requiredKeys: [] }) : value).map((v) => JSON.stringify(v));
      await fc.assert(
        fc.asyncProperty(
          fc.dictionary(fc.constantFrom(...names), fc.oneof(fc.string({ maxLength: 60 }), fc.constantFrom('de-DE', 'fr-CH', '-1', '1e309', '999999999999', '%00'))),
          body,
          fc.record(Object.fromEntries((request.headers ?? []).map((h) => [h, headerValue])), { requiredKeys: [] }),
          // Now and then a segment more: a path the route (or the router) does not know.
          fc.option(fc.string({ maxLength: 30 }), { freq: 10 }),
          async (params, payload, extra, suffix) => {
            const url = new URL(request.path + (suffix ? `/${encodeURIComponent(suffix)}` : ''), operator ? gateway.opsBase : gateway.base);
            for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
            const type = request.body === 'form' ? 'application/x-www-form-urlencoded' : request.body === 'bytes' ? 'application/octet-stream' : 'application/json';
            const headers = { 'content-type': type, 'x-vitrine-visitor': 'fuzz-visitor-0002', ...extra };
            await check(
              () => shopFetch(url, request.method === 'POST' ? { method: 'POST', headers, body: payload } : { headers }),
              `${request.method} ${url.pathname}${url.search} ${JSON.stringify(extra).slice(0, 100)} ${typeof payload === 'string' ? payload.slice(0, 100) : payload.toString('hex').slice(0, 100)}`,
              (status) => status >= 400,
            );
          },
        ),
        { numRuns: RUNS },
      );
    });
  }
});
