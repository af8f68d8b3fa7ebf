import type { PGlite } from '@electric-sql/pglite';
import type { Pool } from 'pg';

export type Row = Record<string, unknown>;

/** A `date` column as `YYYY-MM-DD`, whichever way the driver hands it over (a Date from pg, a string or a Date from PGlite). */
export function dayOf(value: Date | string): string;
export function dayOf(value: Date | string | null): string | null;
export function dayOf(value: Date | string | null): string | null {
  return value === null ? null : typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);
}

/** The gateway's one door to PostgreSQL: embedded PGlite or a server, same SQL. */
export interface Database {
  readonly kind: 'pglite' | 'postgres';
  query<T = Row>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Runs several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /**
   * Runs several statements without parameters and answers the rows of all of them (the job queue's
   * own scripts: `BEGIN; …; SELECT …; COMMIT`). A failed script leaves no transaction open.
   */
  script(sql: string): Promise<Row[]>;
  /** Runs `fn` in one transaction; the callback's database is bound to it. */
  transaction<T>(fn: (tx: Omit<Database, 'transaction' | 'close' | 'script'>) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** PGlite only: the whole data directory as a tarball, for `loadDataDir` (tests start copies of one migrated and seeded database). */
  dumpDataDir?(): Promise<Blob>;
}

/** How long one statement may run on a server (and a transaction may sit idle), and how long to wait for a connection. */
export const DATABASE_TIMEOUTS = { statementMs: 5_000, idleInTransactionMs: 10_000, connectMs: 5_000, queueWaitMs: 5_000, queueLength: 500 } as const;

/** The database cannot take the work now (queue full, no connection in time): the request answers 503. */
export class DatabaseBusy extends Error {
  override name = 'DatabaseBusy';
}

/**
 * PGlite has one connection: a transaction must not interleave with other statements, so all
 * work goes through one queue. The queue is bounded: work that would wait longer than
 * `queueWaitMs` for its turn, or that finds `queueLength` waiting, is refused instead of piling up.
 */
class PgliteDatabase implements Database {
  readonly kind = 'pglite' as const;
  private tail: Promise<unknown> = Promise.resolve();
  private waiting = 0;
  constructor(
    private readonly db: PGlite,
    private readonly limits: { queueWaitMs: number; queueLength: number } = { queueWaitMs: DATABASE_TIMEOUTS.queueWaitMs, queueLength: DATABASE_TIMEOUTS.queueLength },
  ) {}

  private enqueue<T>(work: () => Promise<T>): Promise<T> {
    if (this.waiting >= this.limits.queueLength) return Promise.reject(new DatabaseBusy('the database queue is full'));
    this.waiting++;
    const queuedAt = Date.now();
    let counted = true;
    const leave = () => {
      if (counted) this.waiting--;
      counted = false;
    };
    const turn = () => {
      leave();
      if (Date.now() - queuedAt > this.limits.queueWaitMs) throw new DatabaseBusy(`waited more than ${this.limits.queueWaitMs} ms for the database`);
      return work();
    };
    const run = this.tail.then(turn, turn);
    this.tail = run.catch(() => undefined);
    return run;
  }

  query<T = Row>(sql: string, params: readonly unknown[] = []): Promise<T[]> {
    return this.enqueue(async () => (await this.db.query<T>(sql, params as unknown[])).rows);
  }

  exec(sql: string): Promise<void> {
    return this.enqueue(async () => {
      await this.db.exec(sql);
    });
  }

  script(sql: string): Promise<Row[]> {
    return this.enqueue(async () => {
      try {
        return (await this.db.exec(sql)).flatMap((result) => (result.rows ?? []) as Row[]);
      } catch (error) {
        // One connection: a script that failed inside its BEGIN must not leave the next statement in an aborted transaction.
        await this.db.exec('rollback').catch(() => undefined);
        throw error;
      }
    });
  }

  transaction<T>(fn: (tx: Omit<Database, 'transaction' | 'close' | 'script'>) => Promise<T>): Promise<T> {
    return this.enqueue(() =>
      this.db.transaction((tx) =>
        fn({
          kind: 'pglite',
          query: async <R = Row>(sql: string, params: readonly unknown[] = []) => (await tx.query<R>(sql, params as unknown[])).rows,
          exec: async (sql: string) => {
            await tx.exec(sql);
          },
        }),
      ),
    );
  }

  async close(): Promise<void> {
    await this.tail;
    await this.db.close();
  }

  dumpDataDir(): Promise<Blob> {
    return this.enqueue(() => this.db.dumpDataDir('none'));
  }
}

class PostgresDatabase implements Database {
  readonly kind = 'postgres' as const;
  constructor(readonly pool: Pool) {}

  async query<T = Row>(sql: string, params: readonly unknown[] = []): Promise<T[]> {
    return (await this.pool.query(sql, params as unknown[])).rows as T[];
  }

  async exec(sql: string): Promise<void> {
    await this.pool.query(sql);
  }

  async script(sql: string): Promise<Row[]> {
    // A multi-statement text without parameters goes by the simple protocol: one result per statement.
    const answer = (await this.pool.query(sql)) as unknown as { rows?: Row[] } | { rows?: Row[] }[];
    return (Array.isArray(answer) ? answer : [answer]).flatMap((result) => result.rows ?? []);
  }

  async transaction<T>(fn: (tx: Omit<Database, 'transaction' | 'close' | 'script'>) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query('begin');
      const result = await fn({
        kind: 'postgres',
        query: async <R = Row>(sql: string, params: readonly unknown[] = []) => (await client.query(sql, params as unknown[])).rows as R[],
        exec: async (sql: string) => {
          await client.query(sql);
        },
      });
      await client.query('commit');
      return result;
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  close(): Promise<void> {
    return this.pool.end();
  }
}

export interface OpenOptions {
  /** A PostgreSQL server URL; when absent, embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite data directory; `memory://` (or undefined) keeps it in memory. */
  dataDir?: string | undefined;
  /** PGlite: start from this dumped data directory ({@link Database.dumpDataDir}) instead of a new, empty one. */
  loadDataDir?: Blob | undefined;
  /** Where a lost connection is reported (it never stops the process). Default: stderr. */
  log?: (line: string) => void;
  /** Overrides of {@link DATABASE_TIMEOUTS}. */
  timeouts?: Partial<Record<keyof typeof DATABASE_TIMEOUTS, number>>;
}

export async function openDatabase({
  databaseUrl,
  dataDir,
  loadDataDir,
  log = (line) => process.stderr.write(`[database] ${line}\n`),
  timeouts = {},
}: OpenOptions): Promise<Database> {
  const limits = { ...DATABASE_TIMEOUTS, ...timeouts };
  if (databaseUrl) {
    const { default: pg } = await import('pg');
    const pool = new pg.Pool({
      connectionString: databaseUrl,
      max: 10,
      connectionTimeoutMillis: limits.connectMs,
      idleTimeoutMillis: 30_000,
      // Sent as the session's settings: the server cuts off a statement (and an idle transaction) past its time.
      statement_timeout: limits.statementMs,
      idle_in_transaction_session_timeout: limits.idleInTransactionMs,
      query_timeout: limits.statementMs + 1_000,
    });
    // An idle client's error (the server restarted, the network dropped) is logged; the pool replaces the client.
    pool.on('error', (error) => log(`idle connection lost: ${error.message}`));
    await pool.query('select 1');
    return new PostgresDatabase(pool);
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
  const db = await PGlite.create(dataDir && dataDir !== 'memory://' ? dataDir : undefined, { extensions: { pg_trgm, unaccent }, ...(loadDataDir ? { loadDataDir } : {}) });
  return new PgliteDatabase(db, { queueWaitMs: limits.queueWaitMs, queueLength: limits.queueLength });
}
