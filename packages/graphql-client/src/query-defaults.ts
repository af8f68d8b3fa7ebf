/**
 * The data-fetching defaults of the spec (§9), set once for every client query of a page: requests
 * within 2 s are one, a refetch on window focus at most every 5 s, a loading state becomes "slow"
 * after 3 s (5 s on slow links), and failed requests are retried with exponential backoff from a
 * 5 s base (10 s on slow links) with random jitter (§8).
 */
export const QUERY_DEFAULTS = {
  dedupeMs: 2_000,
  focusThrottleMs: 5_000,
  loadingTimeoutMs: 3_000,
  slowLoadingTimeoutMs: 5_000,
  retryBaseMs: 5_000,
  slowRetryBaseMs: 10_000,
  /** Retries after the first attempt. */
  retries: 3,
  /** No single wait is longer than this. */
  maxRetryDelayMs: 60_000,
} as const;

/** What the Network Information API tells of the link (absent in most browsers: not slow). */
export interface ConnectionLike {
  effectiveType?: string;
  saveData?: boolean;
}

/** A slow link: 2G or 3G by the Network Information API, or data saving asked for. */
export function isSlowConnection(connection: ConnectionLike | undefined): boolean {
  if (!connection) return false;
  return connection.saveData === true || ['slow-2g', '2g', '3g'].includes(connection.effectiveType ?? '');
}

/** After how many ms a load counts as slow (the screen then says it is still loading). */
export function loadingTimeoutMs(slow: boolean): number {
  return slow ? QUERY_DEFAULTS.slowLoadingTimeoutMs : QUERY_DEFAULTS.loadingTimeoutMs;
}
