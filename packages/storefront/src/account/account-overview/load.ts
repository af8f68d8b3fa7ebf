import type { ParcelView, ReturnView, VoucherView } from '@vitrine/account';
import { type AccountVoucherFieldsFragment, AccountOverviewPageDocument } from '@vitrine/graphql-client';
import type { ProductLocale } from '@vitrine/i18n';
import { knownShopperGateway } from '@vitrine/next-adapter';
import type { TenantConfig } from '@vitrine/tenant-config';
import { parcelView, returnView } from '../account-orders/load';

export interface OverviewData {
  shipments: { orderNumber: string; parcel: ParcelView }[];
  openReturns: { orderNumber: string; back: ReturnView }[];
  vouchers: { active: VoucherView[]; expired: VoucherView[] };
  premiumUntil: string | null;
}

const voucherView = (v: AccountVoucherFieldsFragment): VoucherView => ({
  code: v.code,
  value: v.value,
  percent: v.percent,
  minimumOrder: v.minimumOrder,
  validUntil: v.validUntil,
  customerGroup: v.customerGroup === 'PERSONAL' ? 'personal' : 'allCustomers',
  standing: v.standing === 'USED' ? 'used' : v.standing === 'EXPIRED' ? 'expired' : v.standing === 'UPCOMING' ? 'upcoming' : 'active',
});

/** The overview's parcels, returns, vouchers and premium in the kit's shapes; null for a guest and a soft login. */
export async function loadOverview(tenant: TenantConfig, locale: ProductLocale): Promise<OverviewData | null> {
  const gateway = await knownShopperGateway(tenant);
  if (!gateway) return null;
  const { accountOverview, accountVouchers, me } = await gateway.request(AccountOverviewPageDocument, { locale }, { init: { cache: 'no-store' } });
  if (!accountOverview || !accountVouchers || !me) return null;
  return {
    shipments: accountOverview.shipments.map((s) => ({ orderNumber: s.orderNumber, parcel: parcelView(s.delivery) })),
    openReturns: accountOverview.openReturns.map((r) => ({ orderNumber: r.orderNumber, back: returnView(r.return) })),
    vouchers: { active: accountVouchers.active.map(voucherView), expired: accountVouchers.expired.map(voucherView) },
    premiumUntil: me.premiumUntil ?? null,
  };
}
