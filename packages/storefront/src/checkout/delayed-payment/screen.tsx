import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { PaymentPauseForm } from '@vitrine/checkout';
import type { TenantConfig } from '@vitrine/tenant-config';
import { redirect } from 'next/navigation';
import { localeOf } from '../../common/locale';
import { StepPage, stepMetadata } from '../step/layout';
import { savePause } from './actions';
import { METHOD_ENUM } from '../step/enums';
import { checkoutFor, checkoutPaths } from '../step/load';

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
      <StepPage current="payment" hrefs={paths.steps(paths.delayedPayment)} title={<Trans>Zahlpause</Trans>} summary={{ checkout, tenant, basketHref: paths.basket }}>
        <PaymentPauseForm
          pause={checkout.pauseOffer}
          chosen={checkout.paymentPause}
          possible={possible}
          action={savePause.bind(null, tenant.key, locale, paths.check, { method: METHOD_ENUM[checkout.method], instalmentCount: checkout.instalmentCount })}
          paymentHref={paths.changePayment}
          currency={tenant.currency}
          format={tenant.priceFormat}
        />
      </StepPage>
    );
  }

  const generateMetadata = stepMetadata(tenant, msg`Zahlpause`);

  return { DelayedPaymentPage, generateMetadata };
}
