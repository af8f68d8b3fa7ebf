import { splitInstalments } from '@vitrine/instalment-math';

/**
 * The values of a product's instalment teaser ("oder 24 × 29,20 € monatlich"). The instalments
 * are the instalment calculator's own split, so they add up to the price exactly: all but the
 * first and last are `amount`, and those two absorb the rounding.
 */
export interface InstalmentTeaser {
  count: number;
  /** The regular monthly instalment, minor units. */
  amount: number;
  /** The first instalment (`amount` or a few minor units more). */
  first: number;
  /** The last instalment (`amount` or a few minor units more). */
  last: number;
}

/** A tenant's teaser settings: its `installmentCalculator` (counts, price range) and the lowest monthly rate it advertises. */
export interface TeaserRules {
  /** False: the tenant shows no teaser. Default true. */
  enabled?: boolean;
  /** The instalment counts the tenant offers. */
  counts: readonly number[];
  /** Prices below this have no teaser (minor units). */
  minBasePrice: number;
  /** Prices above this have no teaser (minor units). Default: no limit. */
  maxBasePrice?: number;
  /** The teaser's regular monthly instalment is never below this (minor units). */
  teaserMinimumRate: number;
}

/**
 * Picks the teaser: the longest plan of `counts` whose regular instalment stays at or above
 * `teaserMinimumRate`, for prices from `minBasePrice` to `maxBasePrice`; interest-free, so the
 * instalments add up to the price. The rules are a tenant's `installmentCalculator` as they are.
 */
export function instalmentTeaser(
  price: number,
  { enabled = true, counts, minBasePrice, maxBasePrice = Number.MAX_SAFE_INTEGER, teaserMinimumRate }: TeaserRules,
): InstalmentTeaser | undefined {
  if (!enabled || !Number.isSafeInteger(price) || price < minBasePrice || price > maxBasePrice) return undefined;
  const fitting = counts.filter((n) => Number.isInteger(n) && n > 1 && n <= 120 && Math.floor(price / n) >= teaserMinimumRate).sort((a, b) => b - a);
  const count = fitting[0];
  if (count === undefined) return undefined;
  const instalments = splitInstalments(price, count);
  return { count, amount: instalments[1]!, first: instalments[0]!, last: instalments.at(-1)! };
}
