import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { migrate, MigrationError, MIGRATIONS_DIR, readMigrations } from '../src/db/migrate';
import { openTestDatabase } from './harness';

// Every case on a new, empty database (PGlite in memory, or its own on the TEST_DATABASE_URL server).
let closeDb: (() => Promise<void>) | undefined;
const dirs: string[] = [];
afterEach(async () => {
  await closeDb?.();
  closeDb = undefined;
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const fresh = async (): Promise<Database> => {
  const test = await openTestDatabase();
  closeDb = test.close;
  return test.db;
};
const copyOfMigrations = () => {
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-migrations-'));
  dirs.push(dir);
  cpSync(MIGRATIONS_DIR, dir, { recursive: true });
  return dir;
};

describe('SQL migrations', () => {
  it('apply in timestamp order on a new database, each recorded with its checksum; a second run applies nothing', async () => {
    const database = await fresh();
    const files = readMigrations();
    expect(files.length).toBeGreaterThan(0);
    expect(files.map((f) => f.id)).toEqual([...files.map((f) => f.id)].sort());
    const lines: string[] = [];
    expect(await migrate(database, { log: (l) => lines.push(l) })).toBe(files.length);
    expect(lines).toHaveLength(files.length);
    expect(await migrate(database)).toBe(0);
    const [row] = await database.query<{ n: number }>('select count(*)::int as n from schema_changes');
    expect(row!.n).toBe(files.length);
  });

  it('let two gateways start together: one applies every migration, the other waits under the lock and finds nothing to do', async () => {
    const database = await fresh();
    const files = readMigrations();
    const [a, b] = await Promise.all([migrate(database), migrate(database)]);
    expect([a, b].sort((x, y) => x - y)).toEqual([0, files.length]);
    const [{ n }] = (await database.query<{ n: number }>('select count(*)::int as n from schema_changes')) as [{ n: number }];
    expect(n).toBe(files.length);
  });

  it('upgrade a database of the numbered TypeScript migrations in place: nothing runs twice, rows stay', async () => {
    const database = await fresh();
    // The shape of a .data from before: schema_migrations with versions 1–8, their SQL applied.
    await database.exec('create table schema_migrations (version int primary key, name text not null, applied_at timestamptz not null default now())');
    const legacy = readMigrations().filter((m) => m.legacyVersion !== undefined);
    expect(legacy.map((m) => m.legacyVersion)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    for (const m of legacy) {
      await database.exec(m.sql);
      await database.query('insert into schema_migrations (version, name) values ($1, $2)', [m.legacyVersion, m.file]);
    }
    await database.exec(`insert into categories (key, name) values ('mode', '{"de":"Mode"}')`);
    const lines: string[] = [];
    const applied = await migrate(database, { log: (l) => lines.push(l) });
    expect(applied).toBe(readMigrations().length - legacy.length);
    expect(lines.filter((l) => l.includes('recorded'))).toHaveLength(8);
    const [row] = await database.query<{ n: number }>('select count(*)::int as n from categories');
    expect(row!.n).toBe(1);
    expect(await migrate(database)).toBe(0);
  });

  it('stop the start when an applied migration was edited, naming the file', async () => {
    const database = await fresh();
    const dir = copyOfMigrations();
    await migrate(database, { dir });
    const first = readMigrations(dir)[0]!;
    writeFileSync(join(dir, first.file), `${readFileSync(join(dir, first.file), 'utf8')}\n-- an afterthought\n`);
    await expect(migrate(database, { dir })).rejects.toThrow(MigrationError);
    await expect(migrate(database, { dir })).rejects.toThrow(new RegExp(`${first.file} was edited after it was applied`));
  });

  it('stop the start when an applied migration was removed, and refuse a file with a wrong name', async () => {
    const database = await fresh();
    const dir = copyOfMigrations();
    await migrate(database, { dir });
    const last = readMigrations(dir).at(-1)!;
    rmSync(join(dir, last.file));
    await expect(migrate(database, { dir })).rejects.toThrow(new RegExp(`${last.file} was applied to this database, but its file is gone`));
    writeFileSync(join(dir, 'add-wishlist.sql'), 'select 1;');
    expect(() => readMigrations(dir)).toThrow(/named <YYYYMMDDHHMMSS>_<name>\.sql/);
  });

  it('apply a new migration from a parallel branch even when its timestamp is older than an applied one', async () => {
    const database = await fresh();
    const dir = copyOfMigrations();
    await migrate(database, { dir });
    writeFileSync(join(dir, '20261120095000_parallel-feature.sql'), 'create table parallel_feature (id int primary key);');
    expect(await migrate(database, { dir })).toBe(1);
    const [row] = await database.query<{ exists: boolean }>(`select to_regclass('parallel_feature') is not null as exists`);
    expect(row!.exists).toBe(true);
  });
});
