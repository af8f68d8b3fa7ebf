/** A discount code (a percentage, once a day) or the newsletter's welcome voucher (an amount, once). */
export type VoucherKind = 'discount-code' | 'newsletter';

/** What a voucher is (spec §3: value, valid until, customer group, minimum order value). */
export interface VoucherTerms {
  kind: VoucherKind;
  /** Minor units off, or percent when `percent` is set. */
  value: number;
  percent: boolean;
  /** The goods it applies to must reach this (minor units); the newsletter voucher's "kept goods". */
  minimumOrder: number;
  /** ISO date-times, inclusive. */
  validFrom: string;
  validUntil: string;
}

/** One line of the basket as the voucher rules see it. */
export interface VoucherGoods {
  /** Line total, minor units. */
  amount: number;
  /** A reduced price (the product has an original price above it): discount codes leave it out. */
  reduced: boolean;
  /** Electrical goods: the newsletter voucher leaves them out. */
  technical: boolean;
}

export interface VoucherSituation {
  now: Date;
  /** The shop's time zone: "once a day" is a calendar day there. */
  timeZone: string;
  goods: readonly VoucherGoods[];
  /** When this customer redeemed this voucher before (ISO date-times). */
  redemptions: readonly string[];
  /** The newsletter voucher: when the customer received it (ISO). */
  receivedAt?: string | null | undefined;
  /** A voucher already on this order (another one cannot join it). */
  applied?: string | null | undefined;
  /** The code asked for (compared with `applied`). */
  code: string;
}

export type VoucherRefusal = 'not-combinable' | 'not-yet-valid' | 'expired' | 'used-today' | 'already-used' | 'received-too-long-ago' | 'nothing-applies' | 'minimum-not-reached';

/** The newsletter voucher is redeemed within this many days of receipt (spec §9). */
export const NEWSLETTER_VOUCHER_DAYS = 30;

/** The calendar day (`YYYY-MM-DD`) of an instant in a time zone: the shop's "today". */
export const localDay = (date: Date, timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);

/** The goods a voucher applies to: a discount code not to reduced items, the newsletter voucher not to technical ones. */
export function voucherEligible(kind: VoucherKind, goods: readonly VoucherGoods[]): number {
  return goods.filter((g) => (kind === 'discount-code' ? !g.reduced : !g.technical)).reduce((sum, g) => sum + g.amount, 0);
}

/** Where a voucher stands for a customer: not yet valid, redeemable now, used up, or past its time. */
export type VoucherStanding = 'upcoming' | 'active' | 'used' | 'expired';

/**
 * Where a voucher stands for a customer now (the account's active and expired vouchers), by the same
 * rules as `redeemVoucher`: the newsletter voucher is used up by its one redemption and can be
 * redeemed only within 30 days of receipt; a discount code is never used up (once a day). Answers
 * the last moment it can be redeemed too (ISO).
 */
export function voucherStanding(
  terms: Pick<VoucherTerms, 'kind' | 'validFrom' | 'validUntil'>,
  { now, redemptions, receivedAt }: Pick<VoucherSituation, 'now' | 'redemptions' | 'receivedAt'>,
): { standing: VoucherStanding; redeemableUntil: string } {
  let until = Date.parse(terms.validUntil);
  if (terms.kind === 'newsletter') until = Math.min(until, receivedAt ? Date.parse(receivedAt) + NEWSLETTER_VOUCHER_DAYS * 86_400_000 : Number.NEGATIVE_INFINITY);
  const redeemableUntil = Number.isFinite(until) ? new Date(until).toISOString() : terms.validUntil;
  if (terms.kind === 'newsletter' && redemptions.length) return { standing: 'used', redeemableUntil };
  if (!Number.isFinite(until) || now.getTime() > until) return { standing: 'expired', redeemableUntil };
  if (now.getTime() < Date.parse(terms.validFrom)) return { standing: 'upcoming', redeemableUntil };
  return { standing: 'active', redeemableUntil };
}

/**
 * Spec §9's voucher rules, one home for the shop and the gateway: a discount code once per
 * calendar day, not combinable, not on reduced items; the newsletter voucher once, within 30 days
 * of receipt, from a minimum of kept goods, not on technical items. The answer is the discount
 * (never more than the goods it applies to) or the reason it is refused.
 */
export function redeemVoucher(terms: VoucherTerms, situation: VoucherSituation): { discount: number } | { refusal: VoucherRefusal } {
  const { now } = situation;
  if (situation.applied && situation.applied !== situation.code) return { refusal: 'not-combinable' };
  if (now.getTime() < Date.parse(terms.validFrom)) return { refusal: 'not-yet-valid' };
  if (now.getTime() > Date.parse(terms.validUntil)) return { refusal: 'expired' };
  if (terms.kind === 'discount-code') {
    const today = localDay(now, situation.timeZone);
    if (situation.redemptions.some((at) => localDay(new Date(at), situation.timeZone) === today)) return { refusal: 'used-today' };
  } else {
    if (situation.redemptions.length) return { refusal: 'already-used' };
    if (!situation.receivedAt || now.getTime() > Date.parse(situation.receivedAt) + NEWSLETTER_VOUCHER_DAYS * 86_400_000) return { refusal: 'received-too-long-ago' };
  }
  const eligible = voucherEligible(terms.kind, situation.goods);
  if (eligible === 0) return { refusal: 'nothing-applies' };
  if (eligible < terms.minimumOrder) return { refusal: 'minimum-not-reached' };
  const raw = terms.percent ? Math.round((eligible * terms.value) / 100) : terms.value;
  return { discount: Math.max(0, Math.min(raw, eligible)) };
}
