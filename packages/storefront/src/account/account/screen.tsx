import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { AccountHome, LoggedInPanel } from '@vitrine/account';
import { pathFor } from '@vitrine/i18n';
import { currentSessionInfo } from '@vitrine/next-adapter';
import type { TenantConfig } from '@vitrine/tenant-config';
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { localeOf } from '../../common/locale';
import { shopSettings } from '../../common/settings';
import { currentCustomer } from '../../identity/customer';
import { accountItems, accountMetadata, loginFor } from '../frame/frame';

export interface AccountStartPageProps {
  params: Promise<{ locale: string }>;
}

/**
 * The account's start: who is logged in (and logout), then a tile per account page this shop
 * serves. Full login only: a guest and a soft login are sent to the login, which asks for the
 * password, and come back here.
 */
export function createAccountStartPage(tenant: TenantConfig) {
  const settings = shopSettings(tenant);

  async function AccountStartPage({ params }: AccountStartPageProps) {
    const locale = await localeOf(tenant, params);
    const here = pathFor('account', locale, settings.locales);
    const [customer, session] = await Promise.all([currentCustomer(tenant), currentSessionInfo()]);
    if (!customer || session?.type !== 2) redirect(loginFor(tenant, locale, here));
    return (
      <div className="vt-account-frame">
        <h1>
          <Trans>Mein Konto</Trans>
        </h1>
        <LoggedInPanel
          firstName={customer.firstName}
          lastName={customer.lastName}
          customerNumber={customer.customerNumber}
          logoutAction="/api/session/logout"
          next={pathFor('storefront', locale, settings.locales)}
        />
        <AccountHome items={accountItems(tenant, locale)} />
      </div>
    );
  }

  function generateMetadata({ params }: AccountStartPageProps): Promise<Metadata> {
    return accountMetadata(tenant, params, msg`Mein Konto`);
  }

  return { AccountStartPage, generateMetadata };
}
