import type { Purged } from '../src/modules/operations/purge';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { inject } from 'vitest';
import { VISITOR_HEADER } from '@vitrine/session';
import { CLIENT_IP_HEADER, SIGNATURE_HEADER, signRequest } from '@vitrine/session/server';
import { TENANT_HEADER } from '@vitrine/tenant-config';
import { openDatabase, type Database, type OpenOptions } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { seed } from '../src/modules/catalog/seed';
import type { Clock } from '../src/http/context';
import { RateLimiter } from '../src/http/rate-limit';
import { createApp } from '../src/app';
import { createJobQueue } from '../src/jobs/queue';
import { SCRYPT, type ScryptParams } from '../src/modules/identity/passwords';
import { keyRingOf, type SessionClaims, signSessionToken } from '../src/http/tokens';

const UNLIMITED = { points: 1_000_000_000, duration: 1 };

/**
 * scrypt's parameters for the passwords test gateways hash (N = 2^12 instead of production's 2^17:
 * these tests make and check hundreds of passwords, each a third of a second at 2^17 on two cores).
 * The demo customers' stored hashes keep production's; a test of the parameters themselves starts
 * its gateway with `passwordHashing: SCRYPT`.
 */
export const TEST_PASSWORD_HASHING: ScryptParams = { ...SCRYPT, logN: 12 };

/** The session-token secret of test gateways (tokens for tests are signed with it). */
export const TEST_SESSION_SECRET = 'test-session-secret-0123456789abcdef';
/** The secret test gateways share with "the shop" (the tests), to vouch for visitors. */
export const TEST_IDENTITY_SECRET = 'test-identity-secret-0123456789abcdef0123456789';

/** Each test gateway's clock, by base URL: signatures are made at the gateway's time. */
const clocks = new Map<string, Clock>();

/** The secret of payment and preview links of test gateways. */
export const TEST_LINK_SECRET = 'test-link-secret-0123456789abcdef0123456789abcdef';
/** The secrets of test gateways. */
export const TEST_SECRETS = { identitySecret: TEST_IDENTITY_SECRET, sessionSecret: TEST_SESSION_SECRET, linkSecret: TEST_LINK_SECRET };

const lowerCase = (headers: Record<string, string>) => Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));

/**
 * The headers as the shop would send them for this request: when they name a visitor, a session
 * token or a client address, the shop's signature over them and over the request (method, path
 * and query, body, idempotency key), made at the gateway's clock, is added.
 */
export function signed(base: string, headers: Record<string, string>, request: { method?: string; path: string; body?: string | Uint8Array }): Record<string, string> {
  const lower = lowerCase(headers);
  const identity = { tenant: lower[TENANT_HEADER] ?? '', visitor: lower[VISITOR_HEADER], clientIp: lower[CLIENT_IP_HEADER], authorization: lower.authorization };
  if (identity.visitor === undefined && identity.clientIp === undefined && identity.authorization === undefined) return headers;
  const now = (clocks.get(new URL(base).origin) ?? { now: () => new Date() }).now();
  const sent = { method: request.method ?? 'GET', path: request.path, body: request.body, idempotencyKey: lower['idempotency-key'] };
  return { ...headers, [SIGNATURE_HEADER]: signRequest(identity, sent, TEST_IDENTITY_SECRET, now.getTime() / 1000) };
}

/**
 * `fetch` as a shop's server sends to the gateway: `init.headers` (a plain object) signed for this
 * very request with {@link signed}. `init.body` must be a string or bytes (what is signed is what is sent).
 */
export function shopFetch(
  url: string | URL,
  init: Omit<RequestInit, 'headers' | 'body'> & { headers?: Record<string, string>; body?: string | Uint8Array } = {},
): Promise<Response> {
  const target = new URL(url);
  const headers = signed(target.origin, init.headers ?? {}, { method: init.method ?? 'GET', path: `${target.pathname}${target.search}`, body: init.body });
  return fetch(target, { ...init, headers } as RequestInit);
}

export interface TestGateway {
  db: Database;
  /** http://127.0.0.1:<port>: the shops' listener */
  base: string;
  /** http://127.0.0.1:<port>: the operator listener (the outbox, the operations page) */
  opsBase: string;
  /** Runs the sandbox payment provider's session timer now (it runs every minute by itself). */
  expirePayments(): Promise<string[]>;
  /** Runs the payment reconciliation now, at the gateway's clock (it runs every minute by itself). */
  reconcilePayments(): Promise<string[]>;
  /** Runs the unpaid prepayments' job now, at the gateway's clock (it runs every minute by itself). */
  endPrepayments(): Promise<{ reminded: string[]; cancelled: string[] }>;
  /** Sends the confirmation mails still owed now, at the gateway's clock (it runs every minute by itself): the orders mailed. */
  confirmOrders(): Promise<string[]>;
  /** Runs the housekeeping now, at the gateway's clock (it runs every hour by itself). */
  purge(): Promise<Purged>;
  /** What the gateway told the shops went stale, one entry per word (the shops are not running in these tests). */
  stale: string[][];
  /** Whether the (pretend) shops take the gateway's word; false: as if none answered. */
  shops: { answering: boolean };
  close(): Promise<void>;
}

/** The job queue's schema in a template database (each test gateway then only checks its version). */
async function withJobSchema(db: Database): Promise<void> {
  const queue = createJobQueue(db, { log: () => undefined });
  if (!(await queue.start())) throw new Error('the job queue did not start on the template database');
  await queue.stop();
}

/** Runs `fn` over a connection of its own to the server's `postgres` database (TEST_DATABASE_URL). */
async function onServer(url: string, fn: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * Drops a test database. pg's `pool.end()` resolves before the server has seen its connections go:
 * up to 2 s for them to leave, so that `with (force)` (for what still hangs on) does not make the
 * pool log a lost connection.
 */
const dropDatabase = (url: string, name: string) =>
  onServer(url, async (client) => {
    await unused(client, name);
    await client.query(`drop database if exists ${name} with (force)`);
  });

/** Waits up to 2 s until no connection uses the database `name`. */
async function unused(client: pg.Client, name: string): Promise<void> {
  const until = Date.now() + 2_000;
  while (Date.now() < until) {
    const { rows } = await client.query<{ n: number }>('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
    if (rows[0]!.n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * A new, empty database of its own: PGlite in memory, or, with TEST_DATABASE_URL, a database
 * `t_<random>` created on that server (test files run in parallel; each needs its own tables) and
 * dropped by `close()`; with `template` (a server's database), a copy of that one. `options` go to
 * `openDatabase` (timeouts, log).
 */
export async function openTestDatabase({ template, ...options }: Omit<OpenOptions, 'databaseUrl' | 'dataDir'> & { template?: string } = {}): Promise<{
  db: Database;
  close(): Promise<void>;
  /** On a server: the database's URL (another connection pool to it, as a second gateway would open). */
  url?: string;
}> {
  const server = process.env.TEST_DATABASE_URL;
  if (!server) {
    const db = await fromDump('empty', options, async () => openDatabase({ ...options, dataDir: 'memory://' }));
    return { db, close: () => db.close() };
  }
  const name = `t_${randomBytes(8).toString('hex')}`;
  await onServer(server, (client) => client.query(`create database ${name}${template ? ` template ${template}` : ''}`));
  const drop = () => dropDatabase(server, name);
  const url = new URL(server);
  url.pathname = `/${name}`;
  let db: Database;
  try {
    db = await openDatabase({ ...options, databaseUrl: url.toString() });
  } catch (error) {
    await drop();
    throw error;
  }
  let closed: Promise<void> | undefined;
  return {
    db,
    url: url.toString(),
    close: () =>
      (closed ??= (async () => {
        try {
          await db.close();
        } finally {
          await drop();
        }
      })()),
  };
}

/**
 * PGlite: a database started from this run's dump named `name` (a new PGlite runs initdb, seconds
 * here; loading a dump skips it), or made by `make` and dumped for the next test file. Another file
 * may be making the same dump: each writes its own file and renames it into place.
 */
async function fromDump(name: string, options: Omit<OpenOptions, 'databaseUrl' | 'dataDir'>, make: () => Promise<Database>): Promise<Database> {
  const cache = inject('testDatabases');
  if (!cache) return make();
  const file = join(cache.dir, `pglite-${name}.tar`);
  if (existsSync(file)) return openDatabase({ ...options, dataDir: 'memory://', loadDataDir: new Blob([readFileSync(file)]) });
  const db = await make();
  const part = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(part, Buffer.from(await (await db.dumpDataDir!()).arrayBuffer()));
  renameSync(part, file);
  return db;
}

/** A database of the test's own, migrated and seeded with `products` demo products (all of them when undefined). */
async function migratedAndSeeded(products: number | undefined, { template }: { template?: string } = {}): Promise<{ db: Database; close(): Promise<void> }> {
  const { db, close } = await openTestDatabase(template ? { template } : {});
  try {
    if (!template) {
      await migrate(db);
      await seed(db, products === undefined ? {} : { products });
      await withJobSchema(db);
    }
    return { db, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/**
 * A copy of the run's migrated and seeded database for `products` (made by the first test file that
 * asks, then copied: migrating and seeding each file's database again cost seconds a file): on
 * PGlite a dumped data directory in the run's folder, on a server a template database.
 */
async function seededCopy(products: number | undefined): Promise<{ db: Database; close(): Promise<void> }> {
  const cache = inject('testDatabases');
  const key = products === undefined ? 'all' : String(products);
  const server = process.env.TEST_DATABASE_URL;
  if (!cache) return migratedAndSeeded(products);
  if (!server) {
    const db = await fromDump(`seeded-${key}`, {}, async () => (await migratedAndSeeded(products)).db);
    return { db, close: () => db.close() };
  }
  const template = `tpl_${cache.run}_${key}`;
  await onServer(server, async (client) => {
    // One file makes the template; the others wait for it.
    await client.query('select pg_advisory_lock(hashtext($1))', [template]);
    try {
      const { rows } = await client.query('select 1 from pg_database where datname = $1', [template]);
      if (rows.length) return;
      await client.query(`create database ${template}`);
      try {
        const url = new URL(server);
        url.pathname = `/${template}`;
        const db = await openDatabase({ databaseUrl: url.toString() });
        try {
          await migrate(db);
          await seed(db, products === undefined ? {} : { products });
          await withJobSchema(db);
        } finally {
          await db.close();
        }
        // A database is copied only while nobody is connected to it.
        await unused(client, template);
      } catch (error) {
        await client.query(`drop database if exists ${template} with (force)`);
        throw error;
      }
    } finally {
      await client.query('select pg_advisory_unlock(hashtext($1))', [template]);
    }
  });
  return migratedAndSeeded(products, { template });
}

/**
 * A gateway over HTTP on a real PostgreSQL: embedded PGlite in memory, or a new database on the
 * server of TEST_DATABASE_URL (see {@link openTestDatabase}); migrated and seeded with `products`
 * demo products.
 */
export async function startTestGateway({
  products,
  clock,
  wrapDb,
  production,
  limiter,
  operatorToken,
  schedules,
  passwordHashing = TEST_PASSWORD_HASHING,
}: {
  operatorToken?: string;
  /** The timed jobs on the queue's schedules, as in production (default: off; tests run them by hand). */
  schedules?: boolean;
  products?: number;
  clock?: Clock;
  wrapDb?: (db: Database) => Database;
  production?: boolean;
  limiter?: RateLimiter;
  passwordHashing?: ScryptParams;
} = {}): Promise<TestGateway> {
  const { db, close: closeDb } = await seededCopy(products);
  let base = '';
  const stale: string[][] = [];
  const shops = { answering: true };
  const { server, operatorServer, expirePayments, reconcilePayments, endPrepayments, confirmOrders, purge, ready, stop } = createApp({
    operatorToken,
    shopNotifier: async (tags) => {
      stale.push([...tags]);
      return shops.answering;
    },
    db: wrapDb ? wrapDb(db) : db,
    paymentOrigin: () => base,
    webhookOrigin: () => base,
    secrets: TEST_SECRETS,
    jobPollingSeconds: 0.5,
    // The timed jobs run when a test says so (expirePayments, reconcilePayments, …); one test checks their schedules.
    jobSchedules: schedules ?? false,
    production: production ?? false,
    passwordHashing,
    // GATEWAY_TEST_LOG=1 shows what the gateway logs (masked errors with their stack).
    ...(process.env.GATEWAY_TEST_LOG ? { log: (line: string) => process.stderr.write(`[gateway] ${line}\n`) } : {}),
    // Tests send many writes from one address: unless a test brings its own limiter, the buckets are large.
    limiter:
      limiter ??
      new RateLimiter({
        rules: {
          write: { ip: UNLIMITED, visitor: UNLIMITED },
          search: { ip: UNLIMITED, visitor: UNLIMITED },
          read: { ip: UNLIMITED, visitor: UNLIMITED },
          beacon: { ip: UNLIMITED, visitor: UNLIMITED },
        },
      }),
    ...(clock ? { clock } : {}),
  });
  await ready;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  await new Promise<void>((resolve) => operatorServer.listen(0, '127.0.0.1', resolve));
  const opsBase = `http://127.0.0.1:${(operatorServer.address() as AddressInfo).port}`;
  if (clock) clocks.set(base, clock);
  return {
    db,
    base,
    opsBase,
    expirePayments,
    reconcilePayments,
    endPrepayments,
    confirmOrders,
    purge,
    stale,
    shops,
    close: async () => {
      await new Promise<void>((resolve) => operatorServer.close(() => resolve()));
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await stop();
      // Files share a process: a later gateway on the same port keeps its own clock.
      clocks.delete(base);
      await closeDb();
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
  { method = 'POST', headers = {}, unsigned = false }: { method?: 'GET' | 'POST'; headers?: Record<string, string>; unsigned?: boolean } = {},
): Promise<GraphQLAnswer> {
  const url = new URL('/api/gateway/', base);
  const init: { method: string; headers: Record<string, string>; body?: string } = { method, headers: { accept: 'application/graphql-response+json', ...headers } };
  if (method === 'GET') {
    url.searchParams.set('query', query);
    url.searchParams.set('variables', JSON.stringify(variables));
  } else {
    init.headers = { ...init.headers, 'content-type': 'application/json' };
    init.body = JSON.stringify({ query, variables });
  }
  const res = await (unsigned ? fetch(url, init) : shopFetch(url, init));
  return { status: res.status, body: (await res.json()) as GraphQLAnswer['body'] };
}

/** The list, after asserting it holds something: an `every` over nothing proves nothing. */
export function nonEmpty<T = any>(list: T[] | undefined | null): T[] {
  if (!list || list.length === 0) throw new Error('expected a list with at least one entry');
  return list;
}

/**
 * A session of a seeded customer and a token for it, signed with the test gateways' key: what a
 * login would give, for tests of what a logged-in customer may do.
 */
export async function testSession(
  db: Database,
  { tenant = 'base', customer = 'c-de-0001', ...claims }: { tenant?: string; customer?: string } & Partial<Omit<SessionClaims, 'iss' | 'aud' | 'sub'>> = {},
  secret = TEST_SESSION_SECRET,
): Promise<{ token: string; sid: string }> {
  const sid = claims.sid ?? randomBytes(18).toString('base64url');
  await db.query('insert into sessions (id, tenant, customer_id, created_at) values ($1, $2, $3, now()) on conflict (id) do nothing', [sid, tenant, customer]);
  const iat = claims.iat ?? Math.floor(Date.now() / 1000);
  const token = signSessionToken(
    { aud: tenant, sub: customer, sid, type: claims.type ?? 2, cc: claims.cc ?? 'test', iat, exp: claims.exp ?? iat + 600 },
    keyRingOf(secret.length >= 32 ? secret : secret.padEnd(32, '-')),
  );
  return { token, sid };
}
