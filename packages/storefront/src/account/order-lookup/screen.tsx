import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { OrderLookup } from '@vitrine/account';
import { pathFor } from '@vitrine/i18n';
import { initLingui } from '@vitrine/next-adapter';
import type { TenantConfig } from '@vitrine/tenant-config';
import type { Metadata } from 'next';
import { renderKey } from '../../common/form-key';
import { localeOf } from '../../common/locale';
import { shopSettings } from '../../common/settings';
import { loginFor } from '../frame/frame';
import { lookUpOrder } from './actions';

export interface OrderLookupPageProps {
  params: Promise<{ locale: string }>;
}

/** An order's status and parcels without logging in: order number, e-mail and postal code. */
export function createOrderLookupPage(tenant: TenantConfig) {
  const settings = shopSettings(tenant);

  async function OrderLookupPage({ params }: OrderLookupPageProps) {
    const locale = await localeOf(tenant, params);
    return (
      <div className="vt-account-frame">
        <h1>
          <Trans>Bestellstatus</Trans>
        </h1>
        <OrderLookup
          action={lookUpOrder.bind(null, tenant.key, locale, renderKey())}
          timeZone={tenant.timeZone}
          loginHref={loginFor(tenant, locale, pathFor('accountOrders', locale, settings.locales))}
        />
      </div>
    );
  }

  async function generateMetadata({ params }: OrderLookupPageProps): Promise<Metadata> {
    const locale = await localeOf(tenant, params);
    const i18n = await initLingui(locale);
    return { title: i18n._(msg`Bestellstatus`), robots: { index: false, follow: true } };
  }

  return { OrderLookupPage, generateMetadata };
}
