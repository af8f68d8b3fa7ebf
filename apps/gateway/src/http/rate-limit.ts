import { addressKey } from './address';
import type { Clock } from './context';

/** A token bucket's size and how fast it fills again. */
export interface BucketRule {
  /** Requests at once. */
  capacity: number;
  /** Tokens added per second. */
  perSecond: number;
}

/**
 * The limits per client address and per visitor (or customer), on every write, every GraphQL read and on search.
 * An address is shared by many shoppers (offices, mobile networks), so its buckets are larger.
 */
export const RATE_LIMITS = {
  write: { ip: { capacity: 40, perSecond: 1 }, visitor: { capacity: 20, perSecond: 0.2 } },
  /**
   * GraphQL queries of shoppers (a page view makes a handful through the shop's server; the shop's
   * own reads for its cache carry no address and no visitor and are not counted): a scraper or a
   * flood from one address or visitor is slowed, a shopper never.
   */
  read: { ip: { capacity: 600, perSecond: 30 }, visitor: { capacity: 300, perSecond: 15 } },
  search: { ip: { capacity: 300, perSecond: 20 }, visitor: { capacity: 120, perSecond: 5 } },
  /** Reports of the browsers (web vitals): a few per page view, never at the expense of writes. */
  beacon: { ip: { capacity: 60, perSecond: 2 }, visitor: { capacity: 30, perSecond: 1 } },
} satisfies Record<string, { ip: BucketRule; visitor: BucketRule }>;

export type LimitKind = keyof typeof RATE_LIMITS;

interface Bucket {
  tokens: number;
  at: number;
}

/** In-memory token buckets (one gateway process); the oldest are dropped past `maxKeys`. */
export class RateLimiter {
  private readonly buckets = new Map<string, Bucket>();
  constructor(
    private readonly clock: Clock,
    private readonly rules: Record<LimitKind, { ip: BucketRule; visitor: BucketRule }> = RATE_LIMITS,
    private readonly maxKeys = 100_000,
  ) {}

  private take(key: string, rule: BucketRule, now: number): number {
    const bucket = this.buckets.get(key) ?? { tokens: rule.capacity, at: now };
    bucket.tokens = Math.min(rule.capacity, bucket.tokens + ((now - bucket.at) / 1000) * rule.perSecond);
    bucket.at = now;
    this.buckets.delete(key);
    this.buckets.set(key, bucket);
    if (this.buckets.size > this.maxKeys) this.buckets.delete(this.buckets.keys().next().value!);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return 0;
    }
    return Math.ceil((1 - bucket.tokens) / rule.perSecond);
  }

  /**
   * Takes one token from each bucket that applies; 0 when the request may go on, else the
   * seconds to wait (Retry-After). No address (a request the shop makes for itself) and no
   * visitor skip their bucket. An IPv6 address counts by its /64.
   */
  check(kind: LimitKind, { ip, owner }: { ip?: string | undefined; owner?: string | undefined }): number {
    const now = this.clock.now().getTime();
    const rule = this.rules[kind];
    const waits = [ip ? this.take(`${kind}|ip|${addressKey(ip)}`, rule.ip, now) : 0, owner ? this.take(`${kind}|owner|${owner}`, rule.visitor, now) : 0];
    return Math.max(...waits);
  }
}
