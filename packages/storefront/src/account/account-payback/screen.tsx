import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { PaybackView } from '@vitrine/account';
import { pathFor } from '@vitrine/i18n';
import type { TenantConfig } from '@vitrine/tenant-config';
import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { renderKey } from '../../common/form-key';
import { localeOf } from '../../common/locale';
import { shopSettings } from '../../common/settings';
import { AccountFrame, accountMetadata, loginFor } from '../frame/frame';
import { linkCard, unlinkCard } from './actions';
import { loadPayback } from './load';

export interface PaybackPageProps {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** PAYBACK (de-DE): the linked card, the points collected in this shop and their history. Full login only. */
export function createPaybackPage(tenant: TenantConfig) {
  const settings = shopSettings(tenant);

  async function PaybackPage({ params, searchParams }: PaybackPageProps) {
    const locale = await localeOf(tenant, params);
    if (!tenant.account.pages.includes('payback')) notFound();
    const here = pathFor('accountPayback', locale, settings.locales);
    const data = await loadPayback(tenant);
    if (!data) redirect(loginFor(tenant, locale, here));
    const asked = (await searchParams).notice;
    const notice = asked === 'unlinked' || asked === 'failed' ? asked : undefined;
    const render = renderKey();
    return (
      <AccountFrame tenant={tenant} locale={locale} current="payback" title={<Trans>PAYBACK</Trans>}>
        <PaybackView {...data} linkAction={linkCard.bind(null, tenant.key, here, render)} unlinkAction={unlinkCard.bind(null, tenant.key, here, render)} notice={notice} />
      </AccountFrame>
    );
  }

  function generateMetadata({ params }: Pick<PaybackPageProps, 'params'>): Promise<Metadata> {
    return accountMetadata(tenant, params, msg`PAYBACK`);
  }

  return { PaybackPage, generateMetadata };
}
