import type { AddressInfo } from 'node:net';
import { openDatabase, type Database } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { seed } from '../src/modules/catalog/seed';
import type { Clock } from '../src/http/context';
import { createGateway } from '../src/http/server';

/** The session-token secret of test gateways (tokens for tests are signed with it). */
export const TEST_SESSION_SECRET = 'test-secret-0123456789abcdef';

export interface TestGateway {
  db: Database;
  /** http://127.0.0.1:<port> */
  base: string;
  close(): Promise<void>;
}

/**
 * A gateway over HTTP on a real PostgreSQL: embedded PGlite in memory, or TEST_DATABASE_URL;
 * migrated and seeded with `products` demo products.
 */
export async function startTestGateway({ products, clock, wrapDb }: { products?: number; clock?: Clock; wrapDb?: (db: Database) => Database } = {}): Promise<TestGateway> {
  const db = await openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL, dataDir: 'memory://' });
  await migrate(db);
  await seed(db, products === undefined ? {} : { products });
  const { server } = createGateway({ db: wrapDb ? wrapDb(db) : db, sessionSecret: TEST_SESSION_SECRET, ...(clock ? { clock } : {}) });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    db,
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await db.close();
    },
  };
}

export interface GraphQLAnswer {
  status: number;
  body: { data?: Record<string, any> | null; errors?: { message: string; extensions?: { code?: string; field?: string; reason?: string } }[] };
}

/** One GraphQL request over HTTP (POST, or GET for queries), optionally with extra headers. */
export async function graphql(
  base: string,
  query: string,
  variables: Record<string, unknown> = {},
  { method = 'POST', headers = {} }: { method?: 'GET' | 'POST'; headers?: Record<string, string> } = {},
): Promise<GraphQLAnswer> {
  const url = new URL('/api/gateway/', base);
  const init: RequestInit = { method, headers: { accept: 'application/graphql-response+json', ...headers } };
  if (method === 'GET') {
    url.searchParams.set('query', query);
    url.searchParams.set('variables', JSON.stringify(variables));
  } else {
    init.headers = { ...init.headers, 'content-type': 'application/json' };
    init.body = JSON.stringify({ query, variables });
  }
  const res = await fetch(url, init);
  return { status: res.status, body: (await res.json()) as GraphQLAnswer['body'] };
}

/** The list, after asserting it holds something: an `every` over nothing proves nothing. */
export function nonEmpty<T = any>(list: T[] | undefined | null): T[] {
  if (!list || list.length === 0) throw new Error('expected a list with at least one entry');
  return list;
}
