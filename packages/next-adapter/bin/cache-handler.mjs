// The shops' page and data cache in Redis, shared by every instance of a shop: Next's `cacheHandler`
// (ISR pages, the fetch cache, `unstable_cache`, `revalidateTag`) through
// @fortedigital/nextjs-cache-handler's `redis-strings` handler (the maintained successor of
// @neshca/cache-handler, for Next 15 and 16). `createNextConfig()` names this file when `REDIS_URL`
// is set; without it the shop keeps Next's own cache on its disk (the embedded default).
//
// - Keys are `vitrine:<app>:<build id>:…`: the instances of one build share entries, a new build
//   starts with its own (entries of another build's format are never read).
// - A tag revalidated on one instance (the gateway's word that a product went stale reaches one of
//   them through the load balancer) deletes the tagged entries in Redis: every instance renders the
//   page afresh on its next request.
// - While Redis is away, every read is a miss (commands fail at once, no offline queue): pages are
//   rendered per request, correct but slower, until it is back. No per-instance copy is kept, since
//   it could not learn of revalidations meanwhile.
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { basename, dirname } from 'node:path';
import { createClient } from 'redis';

/** How long a cache read or write may take before it counts as a miss. */
const TIMEOUT_MS = 500;
/** How long the handler's creation waits for Redis at a start (a Redis away: it goes on without). */
const CONNECT_WAIT_MS = 2000;

/** The Redis client of this process (one, whatever the number of handler instances Next makes). */
function client() {
  globalThis.__vitrineCacheRedis ??= (() => {
    const redis = createClient({
      url: process.env.REDIS_URL,
      socket: { connectTimeout: 2000, reconnectStrategy: (retries) => Math.min(50 * 2 ** retries, 2000) },
      disableOfflineQueue: true,
      pingInterval: 10_000,
    });
    let down = false;
    redis.on('error', (error) => {
      if (down) return;
      down = true;
      console.warn(`[cache] redis: ${error?.message ?? error} (rendering without the shared cache until it is back)`);
    });
    redis.on('ready', () => {
      if (down) console.warn('[cache] redis: connected again');
      down = false;
    });
    // The first renders wait for the connection a moment (else they would neither find nor keep anything).
    globalThis.__vitrineCacheRedisReady = Promise.race([
      redis.connect().then(
        () => true,
        () => false,
      ),
      new Promise((resolve) => setTimeout(() => resolve(false), CONNECT_WAIT_MS).unref()),
    ]);
    return redis;
  })();
  return globalThis.__vitrineCacheRedis;
}

CacheHandler.onCreation(async ({ buildId, serverDistDir }) => {
  // During `next build` (no REDIS_URL there) nothing is shared: no handler, nothing cached.
  if (!process.env.REDIS_URL) return { handlers: [] };
  // serverDistDir is <app>/.next/server.
  const app = process.env.VITRINE_CACHE_APP || basename(dirname(dirname(serverDistDir)));
  const redis = client();
  await globalThis.__vitrineCacheRedisReady;
  return {
    handlers: [createRedisHandler({ client: redis, keyPrefix: `vitrine:${app}:${buildId ?? 'dev'}:`, timeoutMs: TIMEOUT_MS })],
  };
});

export default CacheHandler;
