import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const HANDLER = join(import.meta.dirname, '../bin/cache-handler.mjs');

/**
 * One instance of a shop: a Node process of its own with the cache handler Next would load, doing
 * what Next does with it (`set` after a render, `get` before one, `revalidateTag` on the gateway's
 * word), printing what `get` found.
 */
async function instance(serverDistDir: string, steps: string): Promise<string> {
  const script = `
    const { default: CacheHandler } = await import(${JSON.stringify(HANDLER)});
    const cache = new CacheHandler({ serverDistDir: ${JSON.stringify(serverDistDir)}, dev: false });
    const entry = (body) => ({ kind: 'FETCH', data: { headers: {}, body, status: 200, url: 'http://gateway/product/100001' }, revalidate: 60 });
    const read = async (key) => (await cache.get(key, { kind: 'FETCH', revalidate: 60, tags: ['product:100001'], softTags: [] }))?.value?.data?.body ?? 'miss';
    ${steps}
    globalThis.__vitrineCacheRedis?.destroy();
  `;
  const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], { env: { ...process.env, REDIS_URL: process.env.TEST_REDIS_URL } });
  return stdout.trim();
}

/* The shared page cache of several shop instances, on the Redis of npm test's server stage (TEST_REDIS_URL). */
describe.runIf(process.env.TEST_REDIS_URL)('the page cache shared by every instance of a shop (Redis)', () => {
  let dir: string;
  let serverDistDir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'vitrine-cache-'));
    serverDistDir = join(dir, `shop-test-${process.pid}`, '.next', 'server');
    mkdirSync(serverDistDir, { recursive: true });
    writeFileSync(join(serverDistDir, '..', 'BUILD_ID'), `build-${Date.now()}`);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('serves on one instance what another cached, and forgets it everywhere when one hears a tag went stale', async () => {
    const key = `product-page-${Date.now()}`;
    expect(
      await instance(
        serverDistDir,
        `await cache.set('${key}', entry('in stock'), { fetchCache: true, tags: ['product:100001'], revalidate: 60 }); console.log(await read('${key}'));`,
      ),
    ).toBe('in stock');
    // Another process (another instance) finds it.
    expect(await instance(serverDistDir, `console.log(await read('${key}'));`)).toBe('in stock');
    // A third hears the gateway's word (its revalidateTag): the first finds nothing, renders afresh.
    await instance(serverDistDir, `await cache.revalidateTag('product:100001');`);
    expect(await instance(serverDistDir, `console.log(await read('${key}'));`)).toBe('miss');
  }, 30_000);

  it('another build does not read this build’s entries', async () => {
    const key = `build-page-${Date.now()}`;
    await instance(serverDistDir, `await cache.set('${key}', entry('old build'), { fetchCache: true, tags: [], revalidate: 60 });`);
    writeFileSync(join(serverDistDir, '..', 'BUILD_ID'), `build-${Date.now()}-next`);
    expect(await instance(serverDistDir, `console.log(await read('${key}'));`)).toBe('miss');
  }, 30_000);
});
