import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { CheckoutSteps, OrderSummary, PremiumForm } from '@vitrine/checkout';
import { initLingui } from '@vitrine/next-adapter';
import type { TenantConfig } from '@vitrine/tenant-config';
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { localeOf } from '../../common/locale';
import { savePremium } from '../actions';
import { checkoutFor, checkoutPaths } from '../checkout-data';

/**
 * Premium (`/kasse/premium`, shop-ch): the membership offered after the payment step, bought with
 * the order or not; a shop without it goes on to check and order.
 */
export function createPremiumPage(tenant: TenantConfig) {
  const locales = { defaultLocale: tenant.i18n.defaultLocale, locales: tenant.i18n.locales };

  async function PremiumPage({ params }: { params: Promise<{ locale: string }> }) {
    const locale = await localeOf(tenant, params);
    const paths = checkoutPaths(locale, locales);
    const checkout = await checkoutFor(tenant, locale, paths.premium);
    if (!checkout.premiumOffer) redirect(paths.check);
    if (checkout.missing.includes('delivery')) redirect(paths.delivery);
    if (checkout.missing.includes('payment')) redirect(paths.payment);
    return (
      <div className="vt-checkout-page">
        <CheckoutSteps current="payment" hrefs={paths.steps(paths.premium)} />
        <h1>
          <Trans>Premium-Mitgliedschaft</Trans>
        </h1>
        <div className="vt-checkout-layout">
          <PremiumForm
            offer={checkout.premiumOffer}
            chosen={checkout.premium}
            action={savePremium.bind(null, tenant.key, locale, paths.check)}
            currency={tenant.currency}
            format={tenant.priceFormat}
          />
          <OrderSummary lines={checkout.lines} totals={checkout.totals} currency={tenant.currency} format={tenant.priceFormat} changeHref={paths.basket} />
        </div>
      </div>
    );
  }

  async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
    const locale = await localeOf(tenant, params);
    const i18n = await initLingui(locale);
    return { title: i18n._(msg`Premium-Mitgliedschaft`), robots: { index: false, follow: false } };
  }

  return { PremiumPage, generateMetadata };
}
