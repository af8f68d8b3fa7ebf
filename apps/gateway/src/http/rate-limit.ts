import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { addressKey } from './address';

/** How many requests a client may make within a window (rate-limiter-flexible's points and duration). */
export interface LimitRule {
  /** Requests within one window. */
  points: number;
  /** The window, in seconds: it starts with a client's first request and its count ends with it. */
  duration: number;
}

/**
 * The limits per client address and per visitor (or customer), on every write, every GraphQL read and on search.
 * An address is shared by many shoppers (offices, mobile networks), so its windows hold more.
 */
export const RATE_LIMITS = {
  write: { ip: { points: 40, duration: 40 }, visitor: { points: 20, duration: 100 } },
  /**
   * GraphQL queries of shoppers (a page view makes a handful through the shop's server; the shop's
   * own reads for its cache carry no address and no visitor and are not counted): a scraper or a
   * flood from one address or visitor is slowed, a shopper never.
   */
  read: { ip: { points: 600, duration: 20 }, visitor: { points: 300, duration: 20 } },
  search: { ip: { points: 300, duration: 15 }, visitor: { points: 120, duration: 24 } },
  /** Reports of the browsers (web vitals): a few per page view, never at the expense of writes. */
  beacon: { ip: { points: 60, duration: 30 }, visitor: { points: 30, duration: 30 } },
} satisfies Record<string, { ip: LimitRule; visitor: LimitRule }>;

export type LimitKind = keyof typeof RATE_LIMITS;
export type LimitRules = Record<LimitKind, { ip: LimitRule; visitor: LimitRule }>;

/** The part of a `redis` (node-redis) client the limiter needs; `REDIS_URL` makes one in `main`. */
export type RedisLike = ConstructorParameters<typeof RateLimiterRedis>[0]['storeClient'];

export interface RateLimiterOptions {
  /**
   * Counts in Redis, shared by every gateway (atomic increments): a client gets the same limit
   * whichever gateway answers. Without it, counts live in this process (the embedded default).
   */
  redis?: RedisLike | undefined;
  rules?: LimitRules;
  /** Namespaces the keys in Redis (tests; several shops on one Redis). */
  keyPrefix?: string;
}

/**
 * The gateway's request limits through rate-limiter-flexible: in memory by default, in Redis when
 * given a client. When Redis is away (not connected, or an answer fails) each gateway counts in its
 * own memory until it is back (the library's insurance limiter): requests go on, limited per
 * instance, never refused for want of a store.
 */
export class RateLimiter {
  private readonly limiters = new Map<string, RateLimiterAbstract>();
  private readonly rules: LimitRules;

  constructor({ redis, rules = RATE_LIMITS, keyPrefix = 'vitrine:limit' }: RateLimiterOptions = {}) {
    this.rules = rules;
    for (const [kind, pair] of Object.entries(rules)) {
      for (const [who, rule] of Object.entries(pair) as [string, LimitRule][]) {
        const memory = new RateLimiterMemory({ ...rule, keyPrefix: `${keyPrefix}:${kind}:${who}` });
        this.limiters.set(
          `${kind}|${who}`,
          redis
            ? new RateLimiterRedis({
                ...rule,
                storeClient: redis,
                useRedisPackage: true,
                keyPrefix: `${keyPrefix}:${kind}:${who}`,
                // A Redis that is not connected is not waited for: the memory counts at once.
                rejectIfRedisNotReady: true,
                insuranceLimiter: memory,
              })
            : memory,
        );
      }
    }
  }

  private async take(kind: LimitKind, who: 'ip' | 'visitor', key: string): Promise<number> {
    try {
      await this.limiters.get(`${kind}|${who}`)!.consume(key);
      return 0;
    } catch (refusal) {
      if (refusal instanceof RateLimiterRes) return Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
      // Neither store answered (not expected: the memory one always does): let the request through.
      return 0;
    }
  }

  /**
   * The limits of a kind as the `RateLimit-Policy` header of the IETF's draft names them
   * (`"search-ip";q=300;w=15, "search-visitor";q=120;w=24`): sent with a refusal, so a client learns the
   * count and the window without reading our source.
   */
  policy(kind: LimitKind): string {
    const { ip, visitor } = this.rules[kind];
    return `"${kind}-ip";q=${ip.points};w=${ip.duration}, "${kind}-visitor";q=${visitor.points};w=${visitor.duration}`;
  }

  /**
   * Counts one request in each window that applies; 0 when the request may go on, else the
   * seconds to wait (Retry-After). No address (a request the shop makes for itself) and no
   * visitor skip their window. An IPv6 address counts by its /64.
   */
  async check(kind: LimitKind, { ip, owner }: { ip?: string | undefined; owner?: string | undefined }): Promise<number> {
    const waits = await Promise.all([ip ? this.take(kind, 'ip', addressKey(ip)) : 0, owner ? this.take(kind, 'visitor', owner) : 0]);
    return Math.max(...waits);
  }
}
