import { localDay, redeemVoucher, type VoucherGoods, type VoucherKind, type VoucherRefusal, type VoucherTerms } from '@vitrine/pricing';
import type { GatewayContext } from '../../http/context';

export type RefusalEnum =
  'UNKNOWN' | 'NOT_COMBINABLE' | 'NOT_YET_VALID' | 'EXPIRED' | 'USED_TODAY' | 'ALREADY_USED' | 'RECEIVED_TOO_LONG_AGO' | 'NOTHING_APPLIES' | 'MINIMUM_NOT_REACHED';

export interface AppliedVoucherModel {
  code: string;
  kind: 'DISCOUNT_CODE' | 'NEWSLETTER';
  value: number;
  discount: number;
  problem: RefusalEnum | null;
}

/** A voucher as the table holds it. */
export interface VoucherRow {
  code: string;
  kind: VoucherKind;
  value: number;
  percent: boolean;
  minimum_order: number;
  valid_from: Date | string;
  valid_until: Date | string;
  customer_id: string | null;
  received_at: Date | string | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();
const refusalEnum = (refusal: VoucherRefusal) => refusal.toUpperCase().replace(/-/g, '_') as RefusalEnum;

/** A code as the shopper types it, as it is stored: trimmed, upper case, at most 40 characters. */
export const normaliseCode = (code: string) => code.trim().toUpperCase().slice(0, 40);

/**
 * Which vouchers of the shop `$1` the customer `$2` may use (SQL over the `vouchers` row named
 * `alias`): everyone's, the customer's own, and a newsletter voucher mailed to the customer's address.
 */
export function voucherOfCustomer(alias: string, tenant = '$1', customer = '$2'): string {
  return `((${alias}.customer_id is null and ${alias}.email is null) or ${alias}.customer_id = ${customer}
    or (${alias}.customer_id is null and ${alias}.email = (select lower(email) from customers where id = ${customer} and tenant = ${tenant})))`;
}

/** The voucher of this shop with this code that this customer may use ({@link voucherOfCustomer}). */
async function voucherOf(context: Pick<GatewayContext, 'db' | 'tenant'>, customer: string, code: string): Promise<VoucherRow | undefined> {
  const [row] = await context.db.query<VoucherRow>(
    `select code, kind, value, percent, minimum_order, valid_from, valid_until, customer_id, received_at from vouchers v
      where tenant = $1 and code = $3 and ${voucherOfCustomer('v')}`,
    [context.tenant.key, customer, normaliseCode(code)],
  );
  return row;
}

const termsOf = (row: VoucherRow): VoucherTerms => ({
  kind: row.kind,
  value: row.value,
  percent: row.percent,
  minimumOrder: row.minimum_order,
  validFrom: iso(row.valid_from),
  validUntil: iso(row.valid_until),
});

/**
 * What a voucher does for these goods now: the discount, or the refusal (spec §9's rules from
 * @vitrine/pricing, with this customer's redemptions and the voucher's receipt).
 */
export async function evaluateVoucher(
  context: Pick<GatewayContext, 'db' | 'tenant' | 'clock'>,
  customer: string,
  code: string,
  goods: readonly VoucherGoods[],
  applied: string | null,
): Promise<{ voucher: VoucherRow; answer: { discount: number } | { refusal: VoucherRefusal } } | null> {
  const voucher = await voucherOf(context, customer, code);
  if (!voucher) return null;
  const redemptions = await context.db.query<{ redeemed_at: Date | string }>('select redeemed_at from voucher_redemptions where tenant = $1 and code = $2 and customer_id = $3', [
    context.tenant.key,
    voucher.code,
    customer,
  ]);
  const answer = redeemVoucher(termsOf(voucher), {
    now: context.clock.now(),
    timeZone: context.tenant.timeZone,
    goods,
    redemptions: redemptions.map((r) => iso(r.redeemed_at)),
    receivedAt: voucher.received_at ? iso(voucher.received_at) : null,
    applied,
    code: voucher.code,
  });
  return { voucher, answer };
}

/** The applied voucher as the checkout shows it. */
export function appliedVoucher(voucher: VoucherRow, answer: { discount: number } | { refusal: VoucherRefusal }): AppliedVoucherModel {
  return {
    code: voucher.code,
    kind: voucher.kind === 'discount-code' ? 'DISCOUNT_CODE' : 'NEWSLETTER',
    value: voucher.value,
    discount: 'discount' in answer ? answer.discount : 0,
    problem: 'refusal' in answer ? refusalEnum(answer.refusal) : null,
  };
}

export { refusalEnum };

/** The key that lets a voucher be redeemed once (a day): a second order at the same moment conflicts on it. */
export function onceKey(context: Pick<GatewayContext, 'tenant' | 'clock'>, kind: VoucherKind, code: string, customer: string): string {
  if (kind === 'newsletter') return `${code}:${customer}`;
  return `${code}:${customer}:${localDay(context.clock.now(), context.tenant.timeZone)}`;
}
