import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Database } from './database';

/** One change of the database: `src/db/migrations/<YYYYMMDDHHMMSS>_<name>.sql`. */
export interface Migration {
  /** The timestamp of its name: migrations apply in this order. */
  id: string;
  file: string;
  sql: string;
  /** sha256 of the file, recorded when applied: an applied migration never changes. */
  checksum: string;
  /** The version number a migration had before migrations were SQL files (`-- legacy-version: N`). */
  legacyVersion?: number;
}

/** A migration that cannot be trusted: the start stops with this message. */
export class MigrationError extends Error {
  override name = 'MigrationError';
}

const FILE = /^(\d{14})_([a-z0-9-]+)\.sql$/;

/** The gateway package's folder, found from here whether running from src/ (tsx, vitest) or dist/ (the bundle). */
export function gatewayRoot(from: string = import.meta.dirname): string {
  let dir = from;
  for (;;) {
    const pkg = join(dir, 'package.json');
    if (existsSync(pkg) && (JSON.parse(readFileSync(pkg, 'utf8')) as { name?: string }).name === '@vitrine/gateway') return dir;
    const up = dirname(dir);
    if (up === dir) throw new Error(`No @vitrine/gateway package above ${from}`);
    dir = up;
  }
}

export const MIGRATIONS_DIR = join(gatewayRoot(), 'src/db/migrations');

/** The migration files of a folder, in timestamp order; a file with another name stops everything. */
export function readMigrations(dir: string = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .map((file) => {
      const m = FILE.exec(file);
      if (!m) throw new MigrationError(`${file}: a migration is named <YYYYMMDDHHMMSS>_<name>.sql (lower-case name, dashes)`);
      const sql = readFileSync(join(dir, file), 'utf8');
      const legacy = /^-- legacy-version: (\d+)$/m.exec(sql);
      return { id: m[1]!, file, sql, checksum: createHash('sha256').update(sql).digest('hex'), ...(legacy ? { legacyVersion: Number(legacy[1]) } : {}) };
    })
    .sort((a, b) => a.id.localeCompare(b.id));
}

/** The advisory lock every migration run takes: any number of gateways may start together, one migrates, the others then find nothing to do. */
export const MIGRATION_LOCK = 'vitrine:migrations';

/**
 * Applies the migrations a database lacks and records each with its checksum in `schema_changes`,
 * all in one transaction under an advisory lock ({@link MIGRATION_LOCK}): a second gateway starting
 * at the same moment waits, then finds them applied. A database from before SQL files
 * (`schema_migrations` with version numbers) is upgraded in place: what it applied is recorded,
 * nothing is run twice. An applied migration that was edited or removed stops the start with a
 * message naming it. Migrations from parallel branches apply in timestamp order, whichever landed first.
 */
export async function migrate(db: Database, { log = () => undefined, dir = MIGRATIONS_DIR }: { log?: (line: string) => void; dir?: string } = {}): Promise<number> {
  const migrations = readMigrations(dir);
  const done: string[] = [];
  const count = await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock(hashtext($1))', [MIGRATION_LOCK]);
    await tx.exec(`create table if not exists schema_changes (
      id text primary key, file text not null, checksum text not null, applied_at timestamptz not null default now())`);
    const applied = new Map((await tx.query<{ id: string; file: string; checksum: string }>('select id, file, checksum from schema_changes')).map((r) => [r.id, r]));

    const [legacyTable] = await tx.query<{ exists: boolean }>(`select to_regclass('schema_migrations') is not null as exists`);
    if (legacyTable?.exists) {
      const versions = new Set((await tx.query<{ version: number }>('select version from schema_migrations')).map((r) => Number(r.version)));
      for (const migration of migrations) {
        if (applied.has(migration.id) || migration.legacyVersion === undefined || !versions.has(migration.legacyVersion)) continue;
        await tx.query('insert into schema_changes (id, file, checksum) values ($1, $2, $3)', [migration.id, migration.file, migration.checksum]);
        applied.set(migration.id, { id: migration.id, file: migration.file, checksum: migration.checksum });
        done.push(`migration ${migration.file} recorded (applied before as version ${migration.legacyVersion})`);
      }
    }

    for (const record of applied.values()) {
      const migration = migrations.find((m) => m.id === record.id);
      if (!migration)
        throw new MigrationError(`Migration ${record.file} was applied to this database, but its file is gone from ${dir}. Restore it: an applied migration is never removed.`);
      if (migration.checksum !== record.checksum) {
        throw new MigrationError(
          `Migration ${migration.file} was edited after it was applied to this database (recorded sha256 ${record.checksum.slice(0, 12)}…, the file now ${migration.checksum.slice(0, 12)}…). Restore it and put the change into a new migration.`,
        );
      }
    }

    let applying = 0;
    for (const migration of migrations) {
      if (applied.has(migration.id)) continue;
      await tx.exec(migration.sql);
      await tx.query('insert into schema_changes (id, file, checksum) values ($1, $2, $3)', [migration.id, migration.file, migration.checksum]);
      done.push(`migration ${migration.file} applied`);
      applying++;
    }
    return applying;
  });
  // Said once the transaction committed.
  for (const line of done) log(line);
  return count;
}
