import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { delayAfter, THROTTLE } from './throttle';

describe('the throttle’s waits', () => {
  it('are none within the free failures, then 1, 2, 4 … seconds up to the cap', () => {
    expect([0, 4, 5, 6, 7, 8].map((n) => delayAfter(n, 5))).toEqual([0, 0, 1, 2, 4, 8]);
    expect(delayAfter(40, 5)).toBe(THROTTLE.maxDelaySeconds);
    expect(delayAfter(10_000, 5)).toBe(THROTTLE.maxDelaySeconds);
  });

  it('never shrink with another failure, at most double, and never pass the cap (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 0, max: 50 }), (failures, free) => {
        const now = delayAfter(failures, free);
        const next = delayAfter(failures + 1, free);
        expect(next).toBeGreaterThanOrEqual(now);
        expect(next).toBeLessThanOrEqual(Math.max(THROTTLE.firstDelaySeconds, 2 * now));
        expect(next).toBeLessThanOrEqual(THROTTLE.maxDelaySeconds);
        expect(now === 0).toBe(failures < free);
      }),
    );
  });

  it('let a guesser try at most a few dozen times per pair in a window', () => {
    // Waiting out every delay, how many failures fit into one window of one account and address.
    let elapsed = 0;
    let failures = 0;
    while (elapsed <= THROTTLE.windowSeconds) elapsed += delayAfter(++failures, THROTTLE.pairFree);
    expect(failures).toBeLessThanOrEqual(THROTTLE.pairFree + 11);
  });
});
