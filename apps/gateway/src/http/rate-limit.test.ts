import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RateLimiter } from './rate-limit';

describe('token buckets', () => {
  const rule = { capacity: 5, perSecond: 0.5 };
  const rules = { write: { ip: rule, visitor: { capacity: 3, perSecond: 0.1 } }, search: { ip: rule, visitor: rule }, beacon: { ip: rule, visitor: rule } };

  it('lets a burst of the capacity through, then says how long to wait', () => {
    let now = 0;
    const limiter = new RateLimiter({ now: () => new Date(now) }, rules);
    const waits = Array.from({ length: 6 }, () => limiter.check('write', { ip: '198.51.100.1' }));
    expect(waits).toEqual([0, 0, 0, 0, 0, 2]);
    now += 2000;
    expect(limiter.check('write', { ip: '198.51.100.1' })).toBe(0);
    // The visitor's own, smaller bucket holds even when the address still has tokens.
    expect([1, 2, 3, 4].map((n) => limiter.check('write', { ip: `203.0.113.${n}`, owner: 'guest:v' }))).toEqual([0, 0, 0, 10]);
  });

  it('never grants more than the capacity plus what the rate refilled (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 3000 }), { minLength: 1, maxLength: 200 }), (gaps) => {
        let now = 0;
        const limiter = new RateLimiter({ now: () => new Date(now) }, rules);
        let granted = 0;
        for (const gap of gaps) {
          now += gap;
          if (limiter.check('search', { ip: '198.51.100.2' }) === 0) granted++;
        }
        expect(granted).toBeLessThanOrEqual(rule.capacity + Math.floor((now / 1000) * rule.perSecond) + 1);
      }),
    );
  });
});
