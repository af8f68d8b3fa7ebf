import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { PaymentPauseForm } from '@vitrine/checkout';
import type { TenantConfig } from '@vitrine/tenant-config';
import { localeOf } from '../../common/locale';
import { StepPage, stepMetadata } from '../step/layout';
import { savePause } from './actions';
import { METHOD_ENUM } from '../step/enums';
import { loadDelayedPayment } from './load';
import { renderKey } from '../../common/form-key';

/**
 * Delayed payment (`/kasse/zahlpause`): the payment pause with its months and surcharge, chosen for
 * this order or not (with invoice or instalments); a shop without it goes on to check and order.
 */
export function createDelayedPaymentPage(tenant: TenantConfig) {
  async function DelayedPaymentPage({ params }: { params: Promise<{ locale: string }> }) {
    const locale = await localeOf(tenant, params);
    const { paths, checkout, pause, method } = await loadDelayedPayment(tenant, locale);
    const possible = method === 'invoice' || method === 'instalments';
    return (
      <StepPage current="payment" hrefs={paths.steps(paths.delayedPayment)} title={<Trans>Zahlpause</Trans>} summary={{ checkout, tenant, basketHref: paths.basket }}>
        <PaymentPauseForm
          pause={pause}
          chosen={checkout.paymentPause}
          possible={possible}
          action={savePause.bind(null, tenant.key, locale, paths.check, { method: METHOD_ENUM[method], instalmentCount: checkout.instalmentCount }, renderKey())}
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
