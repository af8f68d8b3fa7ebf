import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Database } from '../../db/database';

/**
 * Where the files shoppers attach are kept (the contact form's uploads). Never served back to the
 * public: the gateway reads a file only for the people who answer the message. The embedded
 * default keeps them in the database (`stored_files`); a directory (a mounted volume) by
 * configuration; an object-storage bucket plugs in behind the same interface.
 */
export interface FileStore {
  /** `database` or `directory`: where the files are (the operations page says so). */
  readonly kind: string;
  put(key: string, bytes: Uint8Array, at: Date): Promise<void>;
  get(key: string): Promise<Uint8Array | undefined>;
  remove(keys: readonly string[]): Promise<void>;
}

/** The embedded default: the bytes in the `stored_files` table. */
export function databaseFileStore(db: Pick<Database, 'query'>): FileStore {
  return {
    kind: 'database',
    async put(key, bytes, at) {
      await db.query('insert into stored_files (key, bytes, created_at) values ($1, $2, $3) on conflict (key) do nothing', [key, bytes, at]);
    },
    async get(key) {
      const [row] = await db.query<{ bytes: Uint8Array }>('select bytes from stored_files where key = $1', [key]);
      return row ? new Uint8Array(row.bytes) : undefined;
    },
    async remove(keys) {
      if (keys.length) await db.query('delete from stored_files where key = any($1::text[])', [keys]);
    },
  };
}

/** Keys are the gateway's own (`upload/<random>`): anything else would leave the directory. */
function pathIn(dir: string, key: string): string {
  if (!/^[a-z]+\/[A-Za-z0-9_-]{16,64}$/.test(key)) throw new Error(`not a file store key: ${key}`);
  return join(dir, key.replace('/', '-'));
}

/** Files in a directory of their own (readable by the gateway's user only). */
export function directoryFileStore(dir: string): FileStore {
  const root = resolve(dir);
  return {
    kind: 'directory',
    async put(key, bytes) {
      await mkdir(root, { recursive: true, mode: 0o700 });
      await writeFile(pathIn(root, key), bytes, { mode: 0o600, flag: 'wx' }).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'EEXIST') throw error;
      });
    },
    async get(key) {
      return readFile(pathIn(root, key)).then(
        (bytes) => new Uint8Array(bytes),
        (error: NodeJS.ErrnoException) => {
          if (error.code === 'ENOENT') return undefined;
          throw error;
        },
      );
    },
    async remove(keys) {
      await Promise.all(keys.map((key) => rm(pathIn(root, key), { force: true })));
    },
  };
}

/**
 * The file store a deployment configures (`VITRINE_FILE_STORE`): unset or `database` keeps the
 * files in the database, `directory:/path` in that directory.
 */
export function fileStoreFrom(env: Record<string, string | undefined>, db: Pick<Database, 'query'>): FileStore {
  const setting = (env.VITRINE_FILE_STORE ?? '').trim();
  if (!setting || setting === 'database') return databaseFileStore(db);
  if (setting.startsWith('directory:') && setting.length > 'directory:'.length) return directoryFileStore(setting.slice('directory:'.length));
  throw new Error(`VITRINE_FILE_STORE is "${setting}": database, or directory:/a/path`);
}
