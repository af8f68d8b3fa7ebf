import { QUERY_DEFAULTS } from './query-defaults';

// Apart from the defaults: a first-load component that only tells a slow load (`useSlowLoading`)
// carries no retry policy; the query islands that retry load it with TanStack Query.

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
