import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { DeleteObjectsCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { Database } from '../../db/database';

/**
 * Where the files shoppers attach are kept (the contact form's uploads). Never served back to the
 * public: the gateway reads a file only for the people who answer the message. The embedded
 * default keeps them in the database (`stored_files`); a directory (a mounted volume) or an
 * object-storage bucket by configuration ({@link fileStoreFrom}).
 */
export interface FileStore {
  /** `database`, `directory` or `bucket`: where the files are. */
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

export interface BucketOptions {
  bucket: string;
  /** Key prefix inside the bucket (`vitrine/uploads/`). */
  prefix?: string;
  /** An S3-compatible service's address (MinIO, Ceph, R2, …); AWS's own when not given. */
  endpoint?: string | undefined;
  region?: string;
  /** Given by tests; otherwise the SDK's chain (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, a role, …). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/**
 * Files in an object-storage bucket (S3's API, any compatible service), private: the bucket needs
 * no public access, the gateway reads what it wrote with its own credentials.
 */
export function bucketFileStore({ bucket, prefix = '', endpoint, region = 'eu-central-1', credentials }: BucketOptions): FileStore {
  const client = new S3Client({ region, ...(endpoint ? { endpoint, forcePathStyle: true } : {}), ...(credentials ? { credentials } : {}) });
  const keyOf = (key: string) => `${prefix}${key}`;
  return {
    kind: 'bucket',
    async put(key, bytes) {
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: keyOf(key), Body: bytes, ContentType: 'application/octet-stream' }));
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: keyOf(key) }));
        return answer.Body ? await answer.Body.transformToByteArray() : undefined;
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return undefined;
        throw error;
      }
    },
    async remove(keys) {
      // At most 1000 keys per request (S3's limit).
      for (let at = 0; at < keys.length; at += 1000) {
        const batch = keys.slice(at, at + 1000).map((key) => ({ Key: keyOf(key) }));
        await client.send(new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: batch, Quiet: true } }));
      }
    },
  };
}

/**
 * The file store a deployment configures (`VITRINE_FILE_STORE`): unset or `database` keeps the
 * files in the database, `directory:/path` in that directory, `s3://bucket/prefix/` in an
 * object-storage bucket (`VITRINE_FILE_STORE_ENDPOINT` for an S3-compatible service,
 * `VITRINE_FILE_STORE_REGION`; the credentials as the AWS SDK finds them).
 */
export function fileStoreFrom(env: Record<string, string | undefined>, db: Pick<Database, 'query'>): FileStore {
  const setting = (env.VITRINE_FILE_STORE ?? '').trim();
  if (!setting || setting === 'database') return databaseFileStore(db);
  if (setting.startsWith('directory:') && setting.length > 'directory:'.length) return directoryFileStore(setting.slice('directory:'.length));
  const bucket = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(?:\/(.*))?$/.exec(setting);
  if (bucket)
    return bucketFileStore({
      bucket: bucket[1]!,
      prefix: bucket[2] ? `${bucket[2].replace(/\/?$/, '/')}` : '',
      endpoint: env.VITRINE_FILE_STORE_ENDPOINT || undefined,
      region: env.VITRINE_FILE_STORE_REGION || 'eu-central-1',
    });
  throw new Error(`VITRINE_FILE_STORE is "${setting}": database, directory:/a/path or s3://bucket/prefix`);
}
