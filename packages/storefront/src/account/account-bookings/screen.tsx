import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { BookingLedger, OpenPayments } from '@vitrine/account';
import { pathFor } from '@vitrine/i18n';
import type { TenantConfig } from '@vitrine/tenant-config';
import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { localeOf } from '../../common/locale';
import { shopSettings } from '../../common/settings';
import { AccountFrame, accountMetadata, loginFor } from '../frame/frame';
import { loadBookings, loadOpenPayments } from './load';

export interface BookingsPageProps {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/**
 * Bookings: what is still to pay (invoices, every instalment of a plan, prepayments) and the ledger
 * with its running balance. Full login only; open payments that cannot be loaded are said so, with
 * the ledger still shown.
 */
export function createBookingsPage(tenant: TenantConfig) {
  const settings = shopSettings(tenant);

  async function BookingsPage({ params, searchParams }: BookingsPageProps) {
    const locale = await localeOf(tenant, params);
    if (!tenant.account.pages.includes('bookings')) notFound();
    const here = pathFor('accountBookings', locale, settings.locales);
    const all = (await searchParams).alle === '1';
    const [ledger, open] = await Promise.all([loadBookings(tenant, all), loadOpenPayments(tenant)]);
    if (!ledger || open === null) redirect(loginFor(tenant, locale, here));
    return (
      <AccountFrame tenant={tenant} locale={locale} current="bookings" title={<Trans>Meine Buchungen</Trans>}>
        <OpenPayments payments={open?.payments} open={open?.open ?? 0} currency={tenant.currency} format={tenant.priceFormat} reloadHref={here} />
        <BookingLedger
          entries={ledger.entries}
          balance={ledger.balance}
          count={ledger.count}
          currency={tenant.currency}
          format={tenant.priceFormat}
          allHref={all ? undefined : `${here}?alle=1`}
        />
      </AccountFrame>
    );
  }

  function generateMetadata({ params }: Pick<BookingsPageProps, 'params'>): Promise<Metadata> {
    return accountMetadata(tenant, params, msg`Meine Buchungen`);
  }

  return { BookingsPage, generateMetadata };
}
