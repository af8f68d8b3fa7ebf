import { describe, expect, it } from 'vitest';
import { missingSecrets } from './env';

describe('the secrets of a shop', () => {
  it('names each one that is missing or shorter than 32 characters', () => {
    expect(missingSecrets({})).toEqual(['VITRINE_VISITOR_SECRET', 'VITRINE_GATEWAY_SECRET', 'VITRINE_LINK_SECRET']);
    expect(missingSecrets({ VITRINE_VISITOR_SECRET: 'x'.repeat(32), VITRINE_GATEWAY_SECRET: 'short', VITRINE_LINK_SECRET: 'z'.repeat(32) })).toEqual(['VITRINE_GATEWAY_SECRET']);
    expect(missingSecrets({ VITRINE_VISITOR_SECRET: 'x'.repeat(32), VITRINE_GATEWAY_SECRET: 'y'.repeat(64), VITRINE_LINK_SECRET: 'z'.repeat(32) })).toEqual([]);
  });
});
