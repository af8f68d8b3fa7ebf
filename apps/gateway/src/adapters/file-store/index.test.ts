import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bucketFileStore, directoryFileStore, type FileStore, fileStoreFrom } from './index';

let dir: string;
let s3: S3rver;
let endpoint: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'vitrine-files-'));
  // A fake S3 on loopback (s3rver): the bucket store speaks S3's API to it as to any compatible service.
  s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: join(dir, 's3'), configureBuckets: [{ name: 'vitrine-uploads', configs: [] }] });
  const address = await s3.run();
  endpoint = `http://127.0.0.1:${address.port}`;
});
afterAll(async () => {
  await s3.close();
  await rm(dir, { recursive: true, force: true });
});

const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);

async function roundTrip(store: FileStore) {
  const key = 'upload/AbCdEfGhIjKlMnOpQrStUvWx';
  await store.put(key, bytes, new Date());
  expect(await store.get(key)).toEqual(bytes);
  expect(await store.get('upload/NoSuchFileNoSuchFile00')).toBeUndefined();
  await store.remove([key]);
  expect(await store.get(key)).toBeUndefined();
}

describe('file stores (the contact form’s files)', () => {
  it('a directory keeps, reads and removes a file, and refuses a key that would leave it', async () => {
    const store = directoryFileStore(join(dir, 'files'));
    await roundTrip(store);
    await expect(store.put('../../etc/passwd', bytes, new Date())).rejects.toThrow(/not a file store key/);
  });

  it('an object-storage bucket (S3 API) keeps, reads and removes a file under its prefix', async () => {
    const store = bucketFileStore({ bucket: 'vitrine-uploads', prefix: 'test/', endpoint, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
    await roundTrip(store);
  });

  it('is chosen by VITRINE_FILE_STORE', () => {
    const db = { query: async () => [] };
    expect(fileStoreFrom({}, db).kind).toBe('database');
    expect(fileStoreFrom({ VITRINE_FILE_STORE: `directory:${dir}` }, db).kind).toBe('directory');
    expect(fileStoreFrom({ VITRINE_FILE_STORE: 's3://vitrine-uploads/contact', VITRINE_FILE_STORE_ENDPOINT: endpoint }, db).kind).toBe('bucket');
    expect(() => fileStoreFrom({ VITRINE_FILE_STORE: 'ftp://x' }, db)).toThrow(/VITRINE_FILE_STORE/);
  });
});
