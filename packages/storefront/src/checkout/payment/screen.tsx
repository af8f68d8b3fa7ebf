import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { PaymentForm } from '@vitrine/checkout';
import { Alert } from '@vitrine/ui';
import { initLingui } from '@vitrine/next-adapter';
import type { TenantConfig } from '@vitrine/tenant-config';
import { localeOf } from '../../common/locale';
import { StepPage, stepMetadata } from '../step/layout';
import { savePayment } from './actions';
import { loadPayment } from './load';
import { renderKey } from '../../common/form-key';

/**
 * The payment step (`/kasse/zahlung`) and its change from check and order (`/kasse/zahlung-aendern`):
 * the methods this order can have, the instalment plans, the payment pause; the order so far beside.
 */
export function createPaymentPage(tenant: TenantConfig, mode: 'step' | 'change') {
  async function PaymentPage({ params, searchParams }: { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
    const locale = await localeOf(tenant, params);
    const { paths, here, checkout, next } = await loadPayment(tenant, locale, mode);
    const i18n = await initLingui(locale);
    const payment = (await searchParams).payment;
    return (
      <StepPage
        current="payment"
        hrefs={paths.steps(here)}
        title={mode === 'step' ? <Trans>Zahlung</Trans> : <Trans>Zahlung ändern</Trans>}
        notice={
          <>
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
          </>
        }
        summary={{ checkout, tenant, basketHref: paths.basket }}
      >
        <PaymentForm
          offers={checkout.methods}
          chosen={{ method: checkout.method ?? undefined, instalmentCount: checkout.instalmentCount ?? undefined, paymentPause: checkout.paymentPause }}
          plans={checkout.plans}
          pausedPlans={checkout.pausedPlans}
          pause={checkout.pauseOffer ?? undefined}
          currency={tenant.currency}
          format={tenant.priceFormat}
          action={savePayment.bind(null, tenant.key, locale, next, renderKey())}
          submitLabel={mode === 'change' ? i18n._(msg`Übernehmen`) : undefined}
        />
      </StepPage>
    );
  }

  const generateMetadata = stepMetadata(tenant, mode === 'step' ? msg`Zahlung` : msg`Zahlung ändern`);

  return { PaymentPage, generateMetadata };
}
