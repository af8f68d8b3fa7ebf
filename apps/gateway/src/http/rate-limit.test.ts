import fc from 'fast-check';
import { createClient } from 'redis';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { addressKey } from './address';
import { RATE_LIMITS, RateLimiter, type LimitRules } from './rate-limit';

const rule = { points: 5, duration: 10 };
const rules: LimitRules = {
  write: { ip: rule, visitor: { points: 3, duration: 30 } },
  search: { ip: rule, visitor: rule },
  beacon: { ip: rule, visitor: rule },
  read: { ip: rule, visitor: rule },
};

describe('limits in memory (the embedded default)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lets the window’s points through, then says how long to wait', async () => {
    const limiter = new RateLimiter({ rules });
    const waits = [];
    for (let i = 0; i < 6; i++) waits.push(await limiter.check('write', { ip: '198.51.100.1' }));
    expect(waits).toEqual([0, 0, 0, 0, 0, 10]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await limiter.check('write', { ip: '198.51.100.1' })).toBe(0);
    // The visitor's own, smaller window holds even when the address still has points.
    const visitor = [];
    for (const n of [1, 2, 3, 4]) visitor.push(await limiter.check('write', { ip: `203.0.113.${n}`, owner: 'guest:v' }));
    expect(visitor).toEqual([0, 0, 0, 30]);
  });

  it('never grants more than the points of each window begun (property)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.integer({ min: 0, max: 3000 }), { minLength: 1, maxLength: 120 }), async (gaps) => {
        vi.setSystemTime(0);
        const limiter = new RateLimiter({ rules, keyPrefix: `p${Math.random()}` });
        let granted = 0;
        let elapsed = 0;
        for (const gap of gaps) {
          elapsed += gap;
          vi.setSystemTime(elapsed);
          if ((await limiter.check('search', { ip: '198.51.100.2' })) === 0) granted++;
        }
        expect(granted).toBeLessThanOrEqual(rule.points * (Math.floor(elapsed / (rule.duration * 1000)) + 1));
      }),
      { numRuns: 60 },
    );
  });

  it('asks a flood to wait, and a shopper’s pace never (the shipped limits)', async () => {
    const limiter = new RateLimiter();
    // A shopper: a page view every two seconds for five minutes, each a handful of reads.
    for (let view = 0; view < 150; view++) {
      for (let read = 0; read < 6; read++) expect(await limiter.check('read', { ip: '198.51.100.3', owner: 'guest:a' })).toBe(0);
      vi.setSystemTime(Date.now() + 2000);
    }
    let refused = 0;
    for (let i = 0; i < 400; i++) if ((await limiter.check('read', { ip: '198.51.100.4', owner: 'guest:b' })) > 0) refused++;
    expect(refused).toBe(400 - RATE_LIMITS.read.visitor.points);
  });
});

/*
 * Two gateways on one Redis: `npm test` runs the gateway's tests a second time on a PostgreSQL
 * server and a Redis server of their own (TEST_DATABASE_URL, TEST_REDIS_URL); the first run, on the
 * embedded default, has no Redis.
 */
describe.runIf(process.env.TEST_REDIS_URL)('limits shared through Redis (several gateways)', () => {
  const client = createClient({ url: process.env.TEST_REDIS_URL });
  const other = createClient({ url: process.env.TEST_REDIS_URL });
  beforeAll(async () => {
    await Promise.all([client.connect(), other.connect()]);
  });
  afterAll(async () => {
    await Promise.all([client.close(), other.close()]);
  });

  it('limits a client at the same count whichever gateway answers', async () => {
    const keyPrefix = `test:${crypto.randomUUID()}`;
    const gateways = [new RateLimiter({ redis: client, rules, keyPrefix }), new RateLimiter({ redis: other, rules, keyPrefix })];
    const waits = [];
    // Alternating between the two, in parallel pairs: the increments are atomic.
    for (let i = 0; i < 4; i++) waits.push(...(await Promise.all(gateways.map((g) => g.check('search', { ip: '198.51.100.7' })))));
    expect(waits.filter((w) => w === 0)).toHaveLength(rule.points);
    expect(waits.filter((w) => w > 0).every((w) => w <= rule.duration)).toBe(true);
    // Alone, each in its own memory would have granted all eight.
    const alone = [new RateLimiter({ rules, keyPrefix }), new RateLimiter({ rules, keyPrefix })];
    const separate = [];
    for (let i = 0; i < 4; i++) separate.push(...(await Promise.all(alone.map((g) => g.check('search', { ip: '198.51.100.7' })))));
    expect(separate.filter((w) => w === 0)).toHaveLength(8);
  });

  it('counts in memory while Redis is away, and never refuses for want of a store', async () => {
    const away = createClient({ url: 'redis://127.0.0.1:1', socket: { reconnectStrategy: false } });
    away.on('error', () => undefined);
    const limiter = new RateLimiter({ redis: away, rules, keyPrefix: `test:${crypto.randomUUID()}` });
    const waits = [];
    for (let i = 0; i < 6; i++) waits.push(await limiter.check('write', { ip: '198.51.100.8' }));
    expect(waits.slice(0, 5)).toEqual([0, 0, 0, 0, 0]);
    expect(waits[5]).toBeGreaterThan(0);
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

  it('gives one window to a whole /64: changing the last 64 bits does not start another', async () => {
    const limiter = new RateLimiter({
      rules: { write: { ip: { points: 3, duration: 10 }, visitor: { points: 99, duration: 1 } }, search: RATE_LIMITS.search, beacon: RATE_LIMITS.beacon, read: RATE_LIMITS.read },
    });
    const waits = [];
    for (const tail of ['::1', '::2', '::3', '::4']) waits.push(await limiter.check('write', { ip: `2001:db8:5:6${tail}` }));
    expect(waits.slice(0, 3)).toEqual([0, 0, 0]);
    expect(waits[3]).toBeGreaterThan(0);
    expect(await limiter.check('write', { ip: '2001:db8:5:7::1' })).toBe(0);
  });
});
