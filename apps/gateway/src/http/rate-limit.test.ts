import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addressKey } from './address';
import { RATE_LIMITS, RateLimiter } from './rate-limit';

describe('token buckets', () => {
  const rule = { capacity: 5, perSecond: 0.5 };
  const rules = {
    write: { ip: rule, visitor: { capacity: 3, perSecond: 0.1 } },
    search: { ip: rule, visitor: rule },
    beacon: { ip: rule, visitor: rule },
    read: { ip: rule, visitor: rule },
  };

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

describe('client address keys', () => {
  it('counts an IPv6 address by its /64 and an IPv4-mapped one as the IPv4 address', () => {
    expect(addressKey('2001:db8:1:2::a')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002:ffff:1:2:3')).toBe('2001:db8:1:2::/64');
    expect(addressKey('[2001:db8:1:3::1]')).toBe('2001:db8:1:3::/64');
    expect(addressKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('203.0.113.9')).toBe('203.0.113.9');
  });

  it('gives one bucket to a whole /64: changing the last 64 bits does not refill it', () => {
    const limiter = new RateLimiter(
      { now: () => new Date(0) },
      { write: { ip: { capacity: 3, perSecond: 0.1 }, visitor: { capacity: 99, perSecond: 1 } }, search: RATE_LIMITS.search, beacon: RATE_LIMITS.beacon, read: RATE_LIMITS.read },
    );
    const waits = ['::1', '::2', '::3', '::4'].map((tail) => limiter.check('write', { ip: `2001:db8:5:6${tail}` }));
    expect(waits).toEqual([0, 0, 0, 10]);
    expect(limiter.check('write', { ip: '2001:db8:5:7::1' })).toBe(0);
  });
});
