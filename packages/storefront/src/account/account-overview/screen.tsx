import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { AccountOverview, VoucherList } from '@vitrine/account';
import { hasRoute, pathFor } from '@vitrine/i18n';
import type { TenantConfig } from '@vitrine/tenant-config';
import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { localeOf } from '../../common/locale';
import { shopSettings } from '../../common/settings';
import { SERVED_SCREENS } from '../../generated/served-screens';
import { loadOpenPayments } from '../account-bookings/load';
import { AccountFrame, accountMetadata, loginFor } from '../frame/frame';
import { loadOverview } from './load';

export interface OverviewPageProps {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/**
 * The account's overview: parcels on their way, open returns, what is still to pay, the premium
 * membership (where the shop offers it) and the vouchers (active and expired tabs, as links). Full
 * login only; open payments that cannot be loaded are said so, with the rest still shown.
 */
export function createOverviewPage(tenant: TenantConfig) {
  const settings = shopSettings(tenant);

  async function OverviewPage({ params, searchParams }: OverviewPageProps) {
    const locale = await localeOf(tenant, params);
    if (!tenant.account.pages.includes('overview')) notFound();
    const here = pathFor('accountOverview', locale, settings.locales);
    const tab = (await searchParams).tab === 'expired' ? 'expired' : 'active';
    const [data, payments] = await Promise.all([loadOverview(tenant, locale), loadOpenPayments(tenant)]);
    if (!data || payments === null) redirect(loginFor(tenant, locale, here));
    // Open payments in full: the bookings page, or the payment dates where the shop serves only those.
    const paymentsPage = (['accountBookings', 'accountPaymentDates'] as const).find(
      (screen) => tenant.account.pages.includes(screen === 'accountBookings' ? 'bookings' : 'paymentDates') && SERVED_SCREENS.has(screen) && hasRoute(screen, locale),
    );
    return (
      <AccountFrame tenant={tenant} locale={locale} current="overview" title={<Trans>Meine Übersicht</Trans>}>
        <AccountOverview
          shipments={data.shipments}
          openReturns={data.openReturns}
          payments={payments}
          premiumUntil={tenant.order.premium.enabled ? data.premiumUntil : undefined}
          currency={tenant.currency}
          format={tenant.priceFormat}
          timeZone={tenant.timeZone}
          ordersHref={pathFor('accountOrders', locale, settings.locales)}
          paymentsHref={paymentsPage ? pathFor(paymentsPage, locale, settings.locales) : undefined}
          reloadHref={here}
          vouchers={
            <VoucherList
              active={data.vouchers.active}
              expired={data.vouchers.expired}
              tab={tab}
              tabHref={{ active: here, expired: `${here}?tab=expired` }}
              currency={tenant.currency}
              format={tenant.priceFormat}
              timeZone={tenant.timeZone}
            />
          }
        />
      </AccountFrame>
    );
  }

  function generateMetadata({ params }: Pick<OverviewPageProps, 'params'>): Promise<Metadata> {
    return accountMetadata(tenant, params, msg`Meine Übersicht`);
  }

  return { OverviewPage, generateMetadata };
}
