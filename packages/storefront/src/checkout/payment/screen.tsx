import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { CheckoutSteps, OrderSummary, PaymentForm } from '@vitrine/checkout';
import { Alert } from '@vitrine/ui';
import { initLingui } from '@vitrine/next-adapter';
import type { TenantConfig } from '@vitrine/tenant-config';
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { localeOf } from '../../common/locale';
import { savePayment } from '../actions';
import { checkoutFor, checkoutPaths } from '../checkout-data';

/**
 * The payment step (`/kasse/zahlung`) and its change from check and order (`/kasse/zahlung-aendern`):
 * the methods this order can have, the instalment plans, the payment pause; the order so far beside.
 */
export function createPaymentPage(tenant: TenantConfig, mode: 'step' | 'change') {
  const locales = { defaultLocale: tenant.i18n.defaultLocale, locales: tenant.i18n.locales };

  async function PaymentPage({ params, searchParams }: { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
    const locale = await localeOf(tenant, params);
    const paths = checkoutPaths(locale, locales);
    const here = mode === 'step' ? paths.payment : paths.changePayment;
    const checkout = await checkoutFor(tenant, locale, here);
    if (checkout.missing.includes('delivery')) redirect(paths.delivery);
    const i18n = await initLingui(locale);
    const payment = (await searchParams).payment;
    // The step goes on to the rate protection (instalments, where the shop insures them), the premium (where offered), check and order;
    // a change goes back to check and order (which asks for the rate protection again when its premium changed).
    const afterProtection = mode === 'step' && tenant.order.premium.enabled ? paths.premium : paths.check;
    const next = { instalments: mode === 'step' && tenant.order.rateProtection.enabled ? paths.paymentProtection : afterProtection, other: afterProtection };
    return (
      <div className="vt-checkout-page">
        <CheckoutSteps current="payment" hrefs={paths.steps(here)} />
        <h1>{mode === 'step' ? <Trans>Zahlung</Trans> : <Trans>Zahlung ändern</Trans>}</h1>
        {payment === 'declined' ? (
          <Alert role="alert">
            <Trans>
              Die Zahlung wurde abgelehnt. Es wurde nichts bestellt und nichts berechnet; Ihr Warenkorb ist unverändert. Bitte versuchen Sie es noch einmal oder wählen Sie eine
              andere Zahlungsart.
            </Trans>
          </Alert>
        ) : payment === 'abandoned' ? (
          <Alert role="alert">
            <Trans>Sie haben die Zahlung abgebrochen. Es wurde nichts bestellt; Ihr Warenkorb ist unverändert.</Trans>
          </Alert>
        ) : null}
        <div className="vt-checkout-layout">
          <PaymentForm
            offers={checkout.methods}
            chosen={{ method: checkout.method ?? undefined, instalmentCount: checkout.instalmentCount ?? undefined, paymentPause: checkout.paymentPause }}
            plans={checkout.plans}
            pausedPlans={checkout.pausedPlans}
            pause={checkout.pauseOffer ?? undefined}
            currency={tenant.currency}
            format={tenant.priceFormat}
            action={savePayment.bind(null, tenant.key, locale, next)}
            submitLabel={mode === 'change' ? i18n._(msg`Übernehmen`) : undefined}
          />
          <OrderSummary lines={checkout.lines} totals={checkout.totals} currency={tenant.currency} format={tenant.priceFormat} changeHref={paths.basket} />
        </div>
      </div>
    );
  }

  async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
    const locale = await localeOf(tenant, params);
    const i18n = await initLingui(locale);
    return { title: mode === 'step' ? i18n._(msg`Zahlung`) : i18n._(msg`Zahlung ändern`), robots: { index: false, follow: false } };
  }

  return { PaymentPage, generateMetadata };
}
