/** A non-OK answer of the content store (spec §8): carries URL, status and status text. */
export class ContentFetchError extends Error {
  override name = 'ContentFetchError';
  constructor(
    readonly url: string,
    readonly status: number,
    readonly statusText: string,
  ) {
    super(`Content request failed: ${status} ${statusText} (${url})`);
  }
}

export interface Logger {
  error(message: string, detail?: unknown): void;
}

export interface FetchJsonOptions {
  /** Default 5000 ms (spec §7). */
  timeoutMs?: number;
  /** Seconds a framework cache (Next's fetch) may keep the answer. */
  revalidate?: number;
  /** Cache tags for on-demand invalidation (Next's fetch). */
  tags?: string[];
  /** Sent as `x-ec-token` when present. */
  ecToken?: string;
  /** More request headers. */
  headers?: Record<string, string>;
  /** `no-store`: never kept by a framework cache (drafts). */
  cache?: 'no-store';
  fetch?: typeof fetch;
  logger?: Logger;
}

/** GETs JSON; a non-OK answer throws {@link ContentFetchError} and is logged. */
export async function fetchJson<T = unknown>(
  url: string,
  { timeoutMs = 5000, revalidate, tags, ecToken, headers: extra, cache, fetch: fetchImpl = globalThis.fetch, logger = console }: FetchJsonOptions = {},
): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json', ...extra };
  if (ecToken) headers['x-ec-token'] = ecToken;
  const init: RequestInit & { next?: { revalidate?: number; tags?: string[] } } = { method: 'GET', headers, signal: AbortSignal.timeout(timeoutMs) };
  if (cache) init.cache = cache;
  else if (revalidate !== undefined || tags) init.next = { ...(revalidate !== undefined ? { revalidate } : {}), ...(tags ? { tags } : {}) };
  const response = await fetchImpl(url, init);
  if (!response.ok) {
    const error = new ContentFetchError(url, response.status, response.statusText);
    logger.error(error.message, { url, status: response.status, statusText: response.statusText });
    throw error;
  }
  return (await response.json()) as T;
}
