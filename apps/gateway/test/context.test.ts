import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { graphql, shopFetch, startTestGateway, type TestGateway } from './harness';

const gateways: TestGateway[] = [];
afterAll(async () => {
  for (const gateway of gateways) await gateway.close();
});

describe('the request context', () => {
  it('masks what a resolver throws by accident: no message, no stack, no secret reaches the shop', async () => {
    // A database that fails for one statement, the way a lost connection or a bug would.
    const failing = (db: Database): Database => ({
      ...db,
      kind: db.kind,
      query: (sql, params) => (sql.includes('from sorting_orders') ? Promise.reject(new Error('connection to postgres://vitrine:s3cret@db:5432 lost')) : db.query(sql, params)),
      exec: (sql) => db.exec(sql),
      script: (sql) => db.script(sql),
      transaction: (fn) => db.transaction(fn),
      close: () => db.close(),
    });
    const gateway = await startTestGateway({ products: 20, wrapDb: failing });
    gateways.push(gateway);
    const res = await graphql(gateway.base, '{ sortingOrders(locale: "de-DE") { key } }');
    expect(res.body.errors).toHaveLength(1);
    expect(res.body.errors![0]!.extensions).toMatchObject({ code: 'INTERNAL_SERVER_ERROR' });
    expect(JSON.stringify(res.body)).not.toMatch(/s3cret|postgres:|at .*\.ts/);
    // What does not touch the failing statement still answers.
    expect((await graphql(gateway.base, '{ health { ok } }')).body.data!.health.ok).toBe(true);
  });

  it('takes the time from the injected clock (a review written, a search remembered)', async () => {
    const pinned = new Date('2030-01-02T03:04:05.000Z');
    const gateway = await startTestGateway({ products: 20, clock: { now: () => pinned } });
    gateways.push(gateway);
    const input = { sku: '100001', locale: 'de-DE', stars: 5, title: 'Zeitlos gut', body: 'Sitzt wie angegossen, der Stoff ist angenehm weich.', author: 'Clara' };
    const written = await graphql(
      gateway.base,
      'mutation($input: ReviewInput!) { writeReview(input: $input) { __typename ... on WrittenReview { id } } }',
      { input },
      { headers: { 'x-vitrine-visitor': 'visitor-clock-1' } },
    );
    expect(written.body.data!.writeReview.__typename).toBe('WrittenReview');
    const [row] = await gateway.db.query<{ created_at: Date | string }>('select created_at from reviews where id = $1::bigint', [written.body.data!.writeReview.id]);
    expect(new Date(row!.created_at).toISOString()).toBe(pinned.toISOString());
    const remembered = await shopFetch(new URL('/api/search/searchhistory/v1', gateway.base), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-vitrine-visitor': 'visitor-clock-1' },
      body: JSON.stringify({ term: 'sofa' }),
    });
    const { terms } = (await remembered.json()) as { terms: { term: string; searchedAt: string }[] };
    expect(terms.length).toBeGreaterThan(0);
    expect(terms[0]).toEqual({ term: 'sofa', searchedAt: pinned.toISOString() });
  });

  it('refuses a visitor id the session rules do not accept (it is not a visitor)', async () => {
    const gateway = await startTestGateway({ products: 20 });
    gateways.push(gateway);
    const res = await graphql(gateway.base, '{ basket { count } }', {}, { headers: { 'x-vitrine-visitor': '<script>' } });
    expect(res.body.errors![0]!.extensions).toMatchObject({ code: 'FORBIDDEN' });
  });
});
