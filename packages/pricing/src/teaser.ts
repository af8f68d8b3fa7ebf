import { calculateInstalments, instalmentsAvailable } from '@vitrine/instalment-math';

/**
 * The values of a product's instalment teaser ("oder 24 × 31,50 € monatlich"), by the instalment
 * calculator's own plan: the instalments add up to `total` exactly; all but the first and last are
 * `amount`, and those two absorb the rounding. With interest, `total` is more than the price, and
 * the teaser states it with the interest in money and the effective annual rate (EU Consumer Credit
 * Directive, Annex I).
 */
export interface InstalmentTeaser {
  count: number;
  /** The regular monthly instalment, minor units. */
  amount: number;
  /** The first instalment (`amount` or a few minor units more). */
  first: number;
  /** The last instalment (`amount` or a few minor units more). */
  last: number;
  /** The total amount payable: the sum of the instalments (the price plus interest and surcharges). */
  total: number;
  /** The effective annual rate in percent, two decimals (0 when interest-free). */
  effectiveAnnualRate: number;
}

/** A tenant's teaser settings: its `installmentCalculator` (counts, price range, interest) and the lowest monthly rate it advertises. */
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
  /** Interest per month as a share of the base price. Default 0: interest-free. */
  monthlyInterestFactor?: number;
  /** A monthly surcharge as a share of the base price. Default 0. */
  monthlyRateSurchargeFactor?: number;
}

/**
 * Picks the teaser: the longest plan of `counts` whose regular instalment stays at or above
 * `teaserMinimumRate`, for prices where instalments are available (`instalmentsAvailable`), at the
 * tenant's interest. The rules are a tenant's `installmentCalculator` as they are.
 */
export function instalmentTeaser(price: number, rules: TeaserRules): InstalmentTeaser | undefined {
  const { enabled = true, counts, minBasePrice, maxBasePrice = Number.MAX_SAFE_INTEGER, teaserMinimumRate } = rules;
  if (!instalmentsAvailable(price, { enabled, minBasePrice, maxBasePrice }) || price <= 0) return undefined;
  const plans = counts
    .filter((n) => Number.isInteger(n) && n > 1 && n <= 120)
    .map((count) =>
      calculateInstalments({ basePrice: price, count, monthlyInterestFactor: rules.monthlyInterestFactor ?? 0, monthlyRateSurchargeFactor: rules.monthlyRateSurchargeFactor ?? 0 }),
    )
    .filter((plan) => plan.monthlyInstalment >= teaserMinimumRate)
    .sort((a, b) => b.count - a.count);
  const plan = plans[0];
  if (!plan) return undefined;
  return {
    count: plan.count,
    amount: plan.monthlyInstalment,
    first: plan.firstInstalment,
    last: plan.lastInstalment,
    total: plan.overallPrice,
    effectiveAnnualRate: plan.effectiveAnnualRate,
  };
}
