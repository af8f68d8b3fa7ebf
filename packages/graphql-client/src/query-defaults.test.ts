import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GatewayError } from './errors';
import { isSlowConnection, loadingTimeoutMs, QUERY_DEFAULTS } from './query-defaults';
import { isRetryable, retryDelayMs } from './retry';

describe('query defaults (spec §9)', () => {
  it('are the spec’s numbers', () => {
    expect(QUERY_DEFAULTS).toMatchObject({
      dedupeMs: 2_000,
      focusThrottleMs: 5_000,
      loadingTimeoutMs: 3_000,
      slowLoadingTimeoutMs: 5_000,
      retryBaseMs: 5_000,
      slowRetryBaseMs: 10_000,
    });
    expect(loadingTimeoutMs(false)).toBe(3_000);
    expect(loadingTimeoutMs(true)).toBe(5_000);
  });
  it('knows a slow link', () => {
    expect(isSlowConnection(undefined)).toBe(false);
    expect(isSlowConnection({ effectiveType: '4g' })).toBe(false);
    expect(isSlowConnection({ effectiveType: '3g' })).toBe(true);
    expect(isSlowConnection({ effectiveType: '4g', saveData: true })).toBe(true);
  });
  it('backs off from the base, doubling, with jitter between half and all of it, at most a minute (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20 }), fc.boolean(), fc.double({ min: 0, max: 0.999999, noNaN: true }), (attempt, slow, r) => {
        const full = Math.min((slow ? 10_000 : 5_000) * 2 ** attempt, 60_000);
        const delay = retryDelayMs(attempt, { slow, random: () => r });
        expect(delay).toBeGreaterThanOrEqual(Math.floor(full / 2));
        expect(delay).toBeLessThanOrEqual(full);
      }),
    );
    expect(retryDelayMs(0, { random: () => 1 })).toBe(5_000);
    expect(retryDelayMs(1, { slow: true, random: () => 0 })).toBe(10_000);
    expect(retryDelayMs(-3, { random: () => 1 })).toBe(5_000);
    expect(retryDelayMs(0)).toBeGreaterThanOrEqual(2_500);
  });
});

describe('retries', () => {
  it('tries again after network failures and server errors, never after a refusal', () => {
    expect(isRetryable(new GatewayError('network', 'fetch failed'))).toBe(true);
    expect(isRetryable(new GatewayError('network', 'HTTP 503', { status: 503 }))).toBe(true);
    expect(isRetryable(new GatewayError('network', 'HTTP 429', { status: 429 }))).toBe(true);
    expect(isRetryable(new GatewayError('network', 'HTTP 404', { status: 404 }))).toBe(false);
    expect(isRetryable(new GatewayError('graphql', 'BAD_USER_INPUT'))).toBe(false);
    expect(isRetryable(new GatewayError('no-content', ''))).toBe(false);
    expect(isRetryable(new Error('aborted'))).toBe(true);
    expect(isRetryable(null)).toBe(true);
  });
});
