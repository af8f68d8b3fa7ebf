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

/**
 * The wait before retry `attempt` (0 for the first retry): the base doubled per attempt, times a
 * random factor from 0.5 to 1 (jitter, so that many browsers do not retry in step), at most a minute,
 * and never less than the server's Retry-After.
 */
export function retryDelayMs(attempt: number, { slow = false, random = Math.random, error }: { slow?: boolean; random?: () => number; error?: unknown } = {}): number {
  const base = slow ? QUERY_DEFAULTS.slowRetryBaseMs : QUERY_DEFAULTS.retryBaseMs;
  const exponential = Math.min(base * 2 ** Math.max(0, attempt), QUERY_DEFAULTS.maxRetryDelayMs);
  // A 429 or 503 that says when to come back (Retry-After) is not asked again sooner.
  const retryAfter = (error as { details?: { retryAfterMs?: unknown } } | null | undefined)?.details?.retryAfterMs;
  const server = typeof retryAfter === 'number' && retryAfter > 0 ? Math.min(retryAfter, QUERY_DEFAULTS.maxRetryDelayMs) : 0;
  return Math.max(server, Math.round(exponential * (0.5 + random() / 2)));
}

/**
 * Whether a failed request is worth trying again: a network failure, a timeout or a server error
 * (HTTP 5xx, 429) may pass; a refusal (4xx, a GraphQL error) will be the same next time.
 */
export function isRetryable(error: unknown): boolean {
  const details = (error as { kind?: string; details?: { status?: number } } | null) ?? {};
  if (details.kind === 'graphql' || details.kind === 'no-content') return false;
  const status = details.details?.status;
  return status === undefined || status >= 500 || status === 429;
}
