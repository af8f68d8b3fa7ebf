import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { CheckoutSteps, OrderSummary, PaymentPauseForm } from '@vitrine/checkout';
import { initLingui } from '@vitrine/next-adapter';
import type { TenantConfig } from '@vitrine/tenant-config';
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { localeOf } from '../../common/locale';
import { savePause } from '../actions';
import { checkoutFor, checkoutPaths, METHOD_ENUM } from '../checkout-data';

/**
 * Delayed payment (`/kasse/zahlpause`): the payment pause with its months and surcharge, chosen for
 * this order or not (with invoice or instalments); a shop without it goes on to check and order.
 */
export function createDelayedPaymentPage(tenant: TenantConfig) {
  const locales = { defaultLocale: tenant.i18n.defaultLocale, locales: tenant.i18n.locales };

  async function DelayedPaymentPage({ params }: { params: Promise<{ locale: string }> }) {
    const locale = await localeOf(tenant, params);
    const paths = checkoutPaths(locale, locales);
    const checkout = await checkoutFor(tenant, locale, paths.delayedPayment);
    if (!checkout.pauseOffer) redirect(paths.check);
    if (checkout.missing.includes('delivery')) redirect(paths.delivery);
    if (!checkout.method) redirect(paths.payment);
    const possible = checkout.method === 'invoice' || checkout.method === 'instalments';
    return (
      <div className="vt-checkout-page">
        <CheckoutSteps current="payment" hrefs={paths.steps(paths.delayedPayment)} />
        <h1>
          <Trans>Zahlpause</Trans>
        </h1>
        <div className="vt-checkout-layout">
          <PaymentPauseForm
            pause={checkout.pauseOffer}
            chosen={checkout.paymentPause}
            possible={possible}
            action={savePause.bind(null, tenant.key, locale, paths.check, { method: METHOD_ENUM[checkout.method], instalmentCount: checkout.instalmentCount })}
            paymentHref={paths.changePayment}
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
    return { title: i18n._(msg`Zahlpause`), robots: { index: false, follow: false } };
  }

  return { DelayedPaymentPage, generateMetadata };
}
