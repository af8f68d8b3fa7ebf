import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where this run keeps the migrated and seeded databases that test files start copies of (see harness.ts). */
    testDatabases: { dir: string; run: string };
  }
}

/**
 * Once per run: a folder for PGlite's dumped databases and a name for the server's template
 * databases, both removed afterwards. A test file then copies a migrated and seeded database
 * instead of migrating and seeding its own.
 */
export default function setup({ provide }: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-test-db-'));
  const run = randomBytes(4).toString('hex');
  provide('testDatabases', { dir, run });
  return async () => {
    rmSync(dir, { recursive: true, force: true });
    const server = process.env.TEST_DATABASE_URL;
    if (!server) return;
    const client = new pg.Client({ connectionString: server });
    await client.connect();
    try {
      const { rows } = await client.query<{ name: string }>('select datname as name from pg_database where datname like $1', [`tpl_${run}_%`]);
      for (const { name } of rows) await client.query(`drop database if exists ${name} with (force)`);
    } finally {
      await client.end();
    }
  };
}
