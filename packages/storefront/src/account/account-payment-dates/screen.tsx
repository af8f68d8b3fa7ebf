import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { OpenPayments } from '@vitrine/account';
import { pathFor } from '@vitrine/i18n';
import type { TenantConfig } from '@vitrine/tenant-config';
import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { localeOf } from '../../common/locale';
import { shopSettings } from '../../common/settings';
import { loadOpenPayments } from '../account-bookings/load';
import { AccountFrame, accountMetadata, loginFor } from '../frame/frame';

export interface PaymentDatesPageProps {
  params: Promise<{ locale: string }>;
}

/**
 * Payment dates (de-DE): when which instalment, invoice or prepayment is due and how much, only
 * what is still to pay, by day. Full login only.
 */
export function createPaymentDatesPage(tenant: TenantConfig) {
  const settings = shopSettings(tenant);

  async function PaymentDatesPage({ params }: PaymentDatesPageProps) {
    const locale = await localeOf(tenant, params);
    if (!tenant.account.pages.includes('paymentDates')) notFound();
    const here = pathFor('accountPaymentDates', locale, settings.locales);
    const open = await loadOpenPayments(tenant);
    if (open === null) redirect(loginFor(tenant, locale, here));
    return (
      <AccountFrame tenant={tenant} locale={locale} current="paymentDates" title={<Trans>Meine Zahltermine</Trans>}>
        <OpenPayments payments={open?.payments} open={open?.open ?? 0} showPaid={false} currency={tenant.currency} format={tenant.priceFormat} reloadHref={here} />
      </AccountFrame>
    );
  }

  function generateMetadata({ params }: PaymentDatesPageProps): Promise<Metadata> {
    return accountMetadata(tenant, params, msg`Meine Zahltermine`);
  }

  return { PaymentDatesPage, generateMetadata };
}
