export interface Voucher {
  /** Minor units off, or a percentage when `percent` is set. */
  value: number;
  percent?: boolean;
  /** Minimum value of the goods the shopper keeps (after returns), minor units. */
  minimumOrder: number;
  /** ISO date-time; the voucher is valid until then (inclusive). */
  validUntil: string;
  /** Items it does not apply to, e.g. reduced or technical goods. */
  excludes?: (line: VoucherLine) => boolean;
}

export interface VoucherLine {
  sku: string;
  /** Line total, minor units. */
  amount: number;
  reduced?: boolean;
  category?: string;
}

export type VoucherProblem = 'expired' | 'minimum-not-reached' | 'nothing-applies';

/**
 * What a voucher takes off a basket: never more than the eligible goods, and nothing when the
 * eligible goods stay under the minimum order value or the voucher has expired.
 */
export function voucherDiscount(voucher: Voucher, lines: readonly VoucherLine[], now: Date): { discount: number; problem?: VoucherProblem } {
  if (now.getTime() > Date.parse(voucher.validUntil)) return { discount: 0, problem: 'expired' };
  const eligible = lines.filter((l) => !voucher.excludes?.(l)).reduce((sum, l) => sum + l.amount, 0);
  if (eligible === 0) return { discount: 0, problem: 'nothing-applies' };
  if (eligible < voucher.minimumOrder) return { discount: 0, problem: 'minimum-not-reached' };
  const raw = voucher.percent ? Math.round((eligible * voucher.value) / 100) : voucher.value;
  return { discount: Math.min(raw, eligible) };
}

/** After a return: the voucher stays only while the kept goods reach the minimum order value. */
export function voucherSurvivesReturn(voucher: Pick<Voucher, 'minimumOrder'>, keptAmount: number): boolean {
  return keptAmount >= voucher.minimumOrder;
}
