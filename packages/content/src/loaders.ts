import type { Logger } from './fetch-json';

export interface CachedLoaderOptions {
  /** Default 60000 ms (spec §7). */
  ttlMs?: number;
  /** Default `Date.now`. */
  now?: () => number;
}

/**
 * Keeps each key's result for `ttlMs`; concurrent calls for one key share one load; a failed
 * load is not kept.
 */
export function cachedLoader<K extends string, V>(load: (key: K) => Promise<V>, { ttlMs = 60_000, now = Date.now }: CachedLoaderOptions = {}) {
  const cache = new Map<K, { at: number; value: Promise<V> }>();
  const get = (key: K): Promise<V> => {
    const hit = cache.get(key);
    if (hit && now() - hit.at < ttlMs) return hit.value;
    const value = load(key);
    cache.set(key, { at: now(), value });
    value.catch(() => {
      if (cache.get(key)?.value === value) cache.delete(key);
    });
    return value;
  };
  return Object.assign(get, { clear: () => cache.clear() });
}

export const INITIAL_ERROR = 'Error on initial fetching data';

/**
 * Runs the initial loaders in parallel (spec §7); a failed one yields `undefined` and is logged as
 * "Error on initial fetching data", the others are unaffected.
 */
export async function loadInitial<T extends Record<string, () => Promise<unknown>>>(
  loaders: T,
  logger: Logger = console,
): Promise<{ [K in keyof T]: Awaited<ReturnType<T[K]>> | undefined }> {
  const keys = Object.keys(loaders) as (keyof T)[];
  const settled = await Promise.allSettled(keys.map((k) => loaders[k]!()));
  const out = {} as { [K in keyof T]: Awaited<ReturnType<T[K]>> | undefined };
  settled.forEach((result, i) => {
    const key = keys[i]!;
    if (result.status === 'fulfilled') out[key] = result.value as never;
    else {
      logger.error(INITIAL_ERROR, { loader: String(key), error: result.reason });
      out[key] = undefined;
    }
  });
  return out;
}
