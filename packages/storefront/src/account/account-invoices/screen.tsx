import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { InvoiceList } from '@vitrine/account';
import { pathFor } from '@vitrine/i18n';
import type { TenantConfig } from '@vitrine/tenant-config';
import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { localeOf } from '../../common/locale';
import { shopSettings } from '../../common/settings';
import { AccountFrame, accountMetadata, loginFor } from '../frame/frame';
import { loadInvoices } from './load';

export interface InvoicesPageProps {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/**
 * Invoices: one per parcel, newest first, each with its PDF (the gateway makes it; the shop's
 * `/api/account/invoices/{number}.pdf` forwards with the customer's identity). Full login only.
 */
export function createInvoicesPage(tenant: TenantConfig) {
  const settings = shopSettings(tenant);

  async function InvoicesPage({ params, searchParams }: InvoicesPageProps) {
    const locale = await localeOf(tenant, params);
    if (!tenant.account.pages.includes('invoices')) notFound();
    const here = pathFor('accountInvoices', locale, settings.locales);
    const after = (await searchParams).after;
    const data = await loadInvoices(tenant, typeof after === 'string' && /^\d{8,12}$/.test(after) ? after : undefined);
    if (!data) redirect(loginFor(tenant, locale, here));
    return (
      <AccountFrame tenant={tenant} locale={locale} current="invoices" title={<Trans>Meine Rechnungen</Trans>}>
        <InvoiceList
          invoices={data.invoices}
          currency={tenant.currency}
          format={tenant.priceFormat}
          moreHref={data.next ? `${here}?${new URLSearchParams({ after: data.next })}` : undefined}
        />
      </AccountFrame>
    );
  }

  function generateMetadata({ params }: Pick<InvoicesPageProps, 'params'>): Promise<Metadata> {
    return accountMetadata(tenant, params, msg`Meine Rechnungen`);
  }

  return { InvoicesPage, generateMetadata };
}
