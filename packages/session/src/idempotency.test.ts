import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isIdempotencyKey } from './idempotency';

describe('isIdempotencyKey', () => {
  it('takes UUIDs and 8 to 128 letters, digits and -_.:', () => {
    fc.assert(fc.property(fc.uuid(), (uuid) => isIdempotencyKey(uuid)));
    expect(isIdempotencyKey('attempt-1')).toBe(true);
    expect(isIdempotencyKey('a'.repeat(128))).toBe(true);
  });
  it('refuses what is shorter, longer, or carries anything else', () => {
    for (const bad of ['short', 'a'.repeat(129), 'with space1', 'semi;colon1', 'ümlaut-key', 'x\ny-123456', undefined, 12345678]) expect(isIdempotencyKey(bad)).toBe(false);
  });
});
