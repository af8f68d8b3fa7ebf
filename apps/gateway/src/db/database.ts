import type { PGlite } from '@electric-sql/pglite';
import type { Pool } from 'pg';

export type Row = Record<string, unknown>;

/** The gateway's one door to PostgreSQL: embedded PGlite or a server, same SQL. */
export interface Database {
  readonly kind: 'pglite' | 'postgres';
  query<T = Row>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Runs several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /** Runs `fn` in one transaction; the callback's database is bound to it. */
  transaction<T>(fn: (tx: Omit<Database, 'transaction' | 'close'>) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/**
 * PGlite has one connection: a transaction must not interleave with other statements, so all
 * work goes through one queue.
 */
class PgliteDatabase implements Database {
  readonly kind = 'pglite' as const;
  private tail: Promise<unknown> = Promise.resolve();
  constructor(private readonly db: PGlite) {}

  private enqueue<T>(work: () => Promise<T>): Promise<T> {
    const run = this.tail.then(work, work);
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

  transaction<T>(fn: (tx: Omit<Database, 'transaction' | 'close'>) => Promise<T>): Promise<T> {
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
}

class PostgresDatabase implements Database {
  readonly kind = 'postgres' as const;
  constructor(private readonly pool: Pool) {}

  async query<T = Row>(sql: string, params: readonly unknown[] = []): Promise<T[]> {
    return (await this.pool.query(sql, params as unknown[])).rows as T[];
  }

  async exec(sql: string): Promise<void> {
    await this.pool.query(sql);
  }

  async transaction<T>(fn: (tx: Omit<Database, 'transaction' | 'close'>) => Promise<T>): Promise<T> {
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
}

export async function openDatabase({ databaseUrl, dataDir }: OpenOptions): Promise<Database> {
  if (databaseUrl) {
    const { default: pg } = await import('pg');
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
    await pool.query('select 1');
    return new PostgresDatabase(pool);
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
  const db = await PGlite.create(dataDir && dataDir !== 'memory://' ? dataDir : undefined, { extensions: { pg_trgm, unaccent } });
  return new PgliteDatabase(db);
}
