import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { paybackPoints } from './index';

describe('PAYBACK points', () => {
  it('gives one point per full 2 € and none for less', () => {
    expect(paybackPoints(199)).toBe(0);
    expect(paybackPoints(200)).toBe(1);
    expect(paybackPoints(7_499)).toBe(37);
    expect(paybackPoints(-500)).toBe(0);
    expect(paybackPoints(Number.NaN)).toBe(0);
  });

  it('never takes back more for a part of an invoice than the whole invoice gave, and adds up no higher than the whole', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 10_000_000 }), (a, b) => {
        expect(paybackPoints(Math.min(a, a + b))).toBeLessThanOrEqual(paybackPoints(a + b));
        expect(paybackPoints(a) + paybackPoints(b)).toBeLessThanOrEqual(paybackPoints(a + b));
        expect(paybackPoints(a + b) - paybackPoints(a) - paybackPoints(b)).toBeLessThanOrEqual(1);
      }),
    );
  });
});
