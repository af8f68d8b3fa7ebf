import { describe, expect, it } from 'vitest';
import { missingSecrets, pageMicrocache } from './env';

describe('the secrets of a shop', () => {
  it('names each one that is missing or shorter than 32 characters', () => {
    expect(missingSecrets({})).toEqual(['VITRINE_VISITOR_SECRET', 'VITRINE_GATEWAY_SECRET', 'VITRINE_LINK_SECRET']);
    expect(missingSecrets({ VITRINE_VISITOR_SECRET: 'x'.repeat(32), VITRINE_GATEWAY_SECRET: 'short', VITRINE_LINK_SECRET: 'z'.repeat(32) })).toEqual(['VITRINE_GATEWAY_SECRET']);
    expect(missingSecrets({ VITRINE_VISITOR_SECRET: 'x'.repeat(32), VITRINE_GATEWAY_SECRET: 'y'.repeat(64), VITRINE_LINK_SECRET: 'z'.repeat(32) })).toEqual([]);
  });
});

describe('the page microcache of the request stamp', () => {
  it('is on for one instance with its own cache, off where instances share one or when turned off', () => {
    expect(pageMicrocache({})).toBe(true);
    expect(pageMicrocache({ REDIS_URL: 'redis://127.0.0.1:6379' })).toBe(false);
    expect(pageMicrocache({ VITRINE_PAGE_MICROCACHE: '0' })).toBe(false);
    expect(pageMicrocache({ VITRINE_PAGE_MICROCACHE: '1', REDIS_URL: 'redis://127.0.0.1:6379' })).toBe(false);
  });
});
