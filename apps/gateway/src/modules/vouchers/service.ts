import { voucherStanding } from '@vitrine/pricing';
import { fullLoginOf, type GatewayContext } from '../../http/context';
import { type VoucherRow, voucherOfCustomer } from '../checkout/vouchers';

export interface AccountVoucherModel {
  code: string;
  kind: 'DISCOUNT_CODE' | 'NEWSLETTER';
  /** Minor units off, or percent when `percent`. */
  value: number;
  percent: boolean;
  /** The goods it applies to must reach this, and still reach it after a return (spec §3). */
  minimumOrder: number;
  validFrom: string;
  /** The last moment it can be redeemed (a newsletter voucher: 30 days after receipt at most). */
  validUntil: string;
  /** Every customer of the shop, or this customer alone. */
  customerGroup: 'ALL_CUSTOMERS' | 'PERSONAL';
  standing: 'UPCOMING' | 'ACTIVE' | 'USED' | 'EXPIRED';
}

export interface AccountVouchersModel {
  /** Redeemable now or later, newest first. */
  active: AccountVoucherModel[];
  /** Used up or past their time, the most recently ended first. */
  expired: AccountVoucherModel[];
}

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * The customer's vouchers in this shop (full login; null otherwise): the shop's discount codes and
 * the customer's own (the newsletter's welcome), each where it stands by @vitrine/pricing's rules.
 */
export async function accountVouchers(context: GatewayContext): Promise<AccountVouchersModel | null> {
  const customer = fullLoginOf(context);
  if (!customer) return null;
  const rows = await context.db.query<
    VoucherRow & {
      redemptions: (Date | string)[];
      email: string | null;
    }
  >(
    `select v.code, v.kind, v.value, v.percent, v.minimum_order, v.valid_from, v.valid_until, v.customer_id, v.received_at, v.email,
            coalesce(array_agg(r.redeemed_at order by r.redeemed_at) filter (where r.redeemed_at is not null), '{}') as redemptions
       from vouchers v left join voucher_redemptions r on r.tenant = v.tenant and r.code = v.code and r.customer_id = $2
      where v.tenant = $1 and ${voucherOfCustomer('v')}
      group by v.tenant, v.code`,
    [context.tenant.key, customer],
  );
  const now = context.clock.now();
  const all = rows.map((row): AccountVoucherModel => {
    const { standing, redeemableUntil } = voucherStanding(
      { kind: row.kind, validFrom: iso(row.valid_from), validUntil: iso(row.valid_until) },
      { now, redemptions: row.redemptions.map(iso), receivedAt: row.received_at === null ? null : iso(row.received_at) },
    );
    return {
      code: row.code,
      kind: row.kind === 'newsletter' ? 'NEWSLETTER' : 'DISCOUNT_CODE',
      value: row.value,
      percent: row.percent,
      minimumOrder: row.minimum_order,
      validFrom: iso(row.valid_from),
      validUntil: redeemableUntil,
      customerGroup: row.customer_id || row.email ? 'PERSONAL' : 'ALL_CUSTOMERS',
      standing: standing.toUpperCase() as AccountVoucherModel['standing'],
    };
  });
  const byDate = (key: 'validFrom' | 'validUntil') => (a: AccountVoucherModel, b: AccountVoucherModel) =>
    a[key] === b[key] ? a.code.localeCompare(b.code) : a[key] < b[key] ? 1 : -1;
  return {
    active: all.filter((v) => v.standing === 'ACTIVE' || v.standing === 'UPCOMING').sort(byDate('validFrom')),
    expired: all.filter((v) => v.standing === 'USED' || v.standing === 'EXPIRED').sort(byDate('validUntil')),
  };
}
