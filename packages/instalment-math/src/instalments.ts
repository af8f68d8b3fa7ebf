import { addMonths } from './rate-protection';
export interface InstalmentTerms {
  /** Goods value financed, minor units. */
  basePrice: number;
  /** Number of instalments (≥ 1). */
  count: number;
  /** Fixed monthly interest factor on the base price, e.g. 0.0079 for 0.79 % a month. Default 0. */
  monthlyInterestFactor?: number;
  /** Monthly rate surcharge factor: an extra share of the base price per instalment (e.g. a fee). Default 0. */
  monthlyRateSurchargeFactor?: number;
  /** Payment pause (spec: 3 or 4 months, tenant setting): months before the first instalment is due. Default 0. */
  pauseMonths?: number;
  /** Surcharge of the payment pause, percent of the goods value. Default 0. */
  pauseSurchargePercent?: number;
  /**
   * The payment pause's surcharge in minor units, when the order already priced it (a percentage of
   * the goods, not of the base price with shipping): replaces the percentage of the base price.
   */
  pauseSurcharge?: number;
  /** Instalments are multiples of this many minor units (1 = cents; 100 = whole euros). Default 1. */
  rateRounding?: number;
}

export interface InstalmentPlan {
  basePrice: number;
  count: number;
  /** Interest, rate surcharges and pause surcharge together, minor units. */
  surcharge: number;
  /** The interest alone (base × monthly interest factor × count), minor units: what the credit costs in interest. */
  interest: number;
  pauseSurcharge: number;
  /** basePrice + surcharge. */
  overallPrice: number;
  firstInstalment: number;
  monthlyInstalment: number;
  lastInstalment: number;
  /** Every instalment in order; sums to overallPrice. */
  instalments: number[];
  monthlyInterestFactor: number;
  monthlyRateSurchargeFactor: number;
  pauseSurchargePercent: number;
  /** Months from purchase to each instalment. */
  dueMonths: number[];
  /** Effective annual interest rate in percent, two decimals (EU CCD Annex I). */
  effectiveAnnualRate: number;
}

/** Spec §3's figures of a plan: what a shop shows of it (the instalment calculator, the checkout). */
export type InstalmentFigures = Pick<
  InstalmentPlan,
  | 'basePrice'
  | 'count'
  | 'firstInstalment'
  | 'monthlyInstalment'
  | 'lastInstalment'
  | 'surcharge'
  | 'interest'
  | 'monthlyInterestFactor'
  | 'monthlyRateSurchargeFactor'
  | 'pauseSurchargePercent'
  | 'overallPrice'
  | 'effectiveAnnualRate'
>;

function assertTerms(t: InstalmentTerms) {
  if (!Number.isSafeInteger(t.basePrice) || t.basePrice <= 0) throw new RangeError('basePrice must be a positive whole number of minor units');
  if (!Number.isInteger(t.count) || t.count < 1 || t.count > 120) throw new RangeError('count must be a whole number from 1 to 120');
  for (const key of ['monthlyInterestFactor', 'monthlyRateSurchargeFactor', 'pauseSurchargePercent'] as const) {
    const v = t[key] ?? 0;
    if (!Number.isFinite(v) || v < 0) throw new RangeError(`${key} must be a finite number ≥ 0`);
  }
  const pause = t.pauseMonths ?? 0;
  if (!Number.isInteger(pause) || pause < 0 || pause > 12) throw new RangeError('pauseMonths must be a whole number from 0 to 12');
  if (t.pauseSurcharge !== undefined && (!Number.isSafeInteger(t.pauseSurcharge) || t.pauseSurcharge < 0)) throw new RangeError('pauseSurcharge must be whole minor units ≥ 0');
  const rounding = t.rateRounding ?? 1;
  if (!Number.isInteger(rounding) || rounding < 1) throw new RangeError('rateRounding must be a whole number ≥ 1');
}

/** The regular instalment: the overall price over the count, rounded down to the rounding unit. */
export function monthlyRate(overallPrice: number, count: number, rateRounding = 1): number {
  return count === 1 ? overallPrice : Math.floor(overallPrice / count / rateRounding) * rateRounding;
}

/**
 * Spreads the overall price over the instalments: all but the first and last are equal and a
 * multiple of `rateRounding`; the first and last absorb the rounding (the first takes the larger half).
 */
export function splitInstalments(overallPrice: number, count: number, rateRounding = 1): number[] {
  if (count === 1) return [overallPrice];
  const monthly = monthlyRate(overallPrice, count, rateRounding);
  const rest = overallPrice - monthly * count;
  const first = monthly + Math.ceil(rest / 2);
  const last = monthly + Math.floor(rest / 2);
  return [first, ...Array.from({ length: count - 2 }, () => monthly), last];
}

/**
 * The effective annual rate X (a fraction) that equates the credit with the payments, EU Consumer
 * Credit Directive Annex I: Σ drawdowns (1+X)^-t = Σ payments (1+X)^-s, times in years
 * (a month is 1/12). Solved by bisection: the present value falls as X grows, so the root is unique.
 */
export function solveAnnualRate(credit: number, payments: ReadonlyArray<{ amount: number; years: number }>): number {
  const npv = (x: number) => payments.reduce((sum, p) => sum + p.amount * (1 + x) ** -p.years, 0) - credit;
  const total = payments.reduce((s, p) => s + p.amount, 0);
  if (total <= credit) return 0;
  let lo = 0;
  let hi = 1;
  while (npv(hi) > 0 && hi < 1e6) hi *= 2;
  for (let i = 0; i < 200 && hi - lo > 1e-12; i++) {
    const mid = (lo + hi) / 2;
    if (npv(mid) > 0) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

/** Months from purchase to each instalment: the first a month after the purchase (after the pause, when there is one). */
export function dueMonthsOf(count: number, pauseMonths = 0): number[] {
  return Array.from({ length: count }, (_, i) => pauseMonths + i + 1);
}

/** One instalment of a plan as its customer pays it: the day it is due and the amount. */
export interface ScheduledInstalment {
  /** 1 for the first instalment. */
  number: number;
  /** YYYY-MM-DD. */
  due: string;
  amount: number;
}

/**
 * A plan's instalments with their days, from the day of purchase (YYYY-MM-DD): the first, the equal
 * monthly ones and the last, each due `dueMonthsOf` months after the purchase (a 31st falls on the
 * month's last day). What a customer's account lists as open or paid.
 */
export function instalmentSchedule(
  plan: Pick<InstalmentPlan, 'count' | 'firstInstalment' | 'monthlyInstalment' | 'lastInstalment'>,
  purchaseDay: string,
  pauseMonths = 0,
): ScheduledInstalment[] {
  if (!Number.isInteger(plan.count) || plan.count < 1 || plan.count > 120) throw new RangeError('count must be a whole number from 1 to 120');
  const amounts = plan.count === 1 ? [plan.firstInstalment] : [plan.firstInstalment, ...Array.from({ length: plan.count - 2 }, () => plan.monthlyInstalment), plan.lastInstalment];
  const months = dueMonthsOf(plan.count, pauseMonths);
  return amounts.map((amount, i) => ({ number: i + 1, due: addMonths(purchaseDay, months[i]!), amount }));
}

export function calculateInstalments(terms: InstalmentTerms): InstalmentPlan {
  assertTerms(terms);
  const { basePrice, count } = terms;
  const f = terms.monthlyInterestFactor ?? 0;
  const s = terms.monthlyRateSurchargeFactor ?? 0;
  const pauseMonths = terms.pauseMonths ?? 0;
  const pausePercent = terms.pauseSurchargePercent ?? 0;
  const interest = Math.round(basePrice * f * count);
  const rateSurcharge = Math.round(basePrice * s * count);
  const pauseSurcharge = pauseMonths > 0 ? (terms.pauseSurcharge ?? Math.round((basePrice * pausePercent) / 100)) : 0;
  const surcharge = interest + rateSurcharge + pauseSurcharge;
  const overallPrice = basePrice + surcharge;
  const instalments = splitInstalments(overallPrice, count, terms.rateRounding ?? 1);
  const dueMonths = dueMonthsOf(count, pauseMonths);
  const rate = solveAnnualRate(
    basePrice,
    instalments.map((amount, i) => ({ amount, years: dueMonths[i]! / 12 })),
  );
  return {
    basePrice,
    count,
    surcharge,
    interest,
    pauseSurcharge,
    overallPrice,
    firstInstalment: instalments[0]!,
    monthlyInstalment: monthlyRate(overallPrice, count, terms.rateRounding ?? 1),
    lastInstalment: instalments.at(-1)!,
    instalments,
    monthlyInterestFactor: f,
    monthlyRateSurchargeFactor: s,
    pauseSurchargePercent: pausePercent,
    dueMonths,
    effectiveAnnualRate: Math.round(rate * 10_000) / 100,
  };
}

export type BasePriceNotice = 'raised-to-minimum' | 'lowered-to-maximum' | 'invalid-input';

/**
 * Spec §5: an edited base price is corrected to the minimum or into [min, max], with a notice code
 * the screen turns into its message. Input is minor units (already parsed).
 */
export function correctBasePrice(value: number, { min, max }: { min: number; max: number }): { value: number; notice?: BasePriceNotice } {
  if (!Number.isFinite(value)) return { value: min, notice: 'invalid-input' };
  const whole = Math.round(value);
  if (whole < min) return { value: min, notice: 'raised-to-minimum' };
  if (whole > max) return { value: max, notice: 'lowered-to-maximum' };
  return whole === value ? { value: whole } : { value: whole, notice: 'invalid-input' };
}

/** A shop's instalment offer as far as availability goes (its `installmentCalculator`). */
export interface InstalmentOffer {
  /** False: the shop offers no instalments. Default true. */
  enabled?: boolean;
  minBasePrice: number;
  maxBasePrice: number;
}

/**
 * Whether a base price can be paid in instalments: the offer is on and the price lies within its
 * range, both ends included. The one rule behind the product teaser, the product page's
 * calculator, the checkout's payment methods and the gateway.
 */
export function instalmentsAvailable(basePrice: number, { enabled = true, minBasePrice, maxBasePrice }: InstalmentOffer): boolean {
  return enabled && Number.isSafeInteger(basePrice) && basePrice >= minBasePrice && basePrice <= maxBasePrice;
}
