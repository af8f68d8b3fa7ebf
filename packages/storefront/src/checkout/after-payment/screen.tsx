import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { CompletePaymentDocument } from '@vitrine/graphql-client';
import { initLingui, knownShopperGateway } from '@vitrine/next-adapter';
import type { TenantConfig } from '@vitrine/tenant-config';
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { localeOf } from '../../common/locale';
import { checkoutPaths } from '../step/load';

const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);

/**
 * After payment (`/kasse/bezahlt/`): the shopper back from the payment provider with its signed
 * word. Paid: on to the order confirmation. Declined or abandoned: back to the payment step (the
 * order cancelled, the basket as it was) with the reason. Not finished yet: a page that says so.
 */
export function createAfterPaymentPage(tenant: TenantConfig) {
  const locales = { defaultLocale: tenant.i18n.defaultLocale, locales: tenant.i18n.locales };

  async function AfterPaymentPage({ params, searchParams }: { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
    const locale = await localeOf(tenant, params);
    const paths = checkoutPaths(locale, locales);
    const query = await searchParams;
    const [paymentId, status, signature] = [one(query.payment), one(query.status), one(query.sig)];
    const gateway = await knownShopperGateway(tenant);
    if (!gateway) redirect(paths.login(paths.check));
    let answer: { __typename: string; number?: string; reason?: string } | undefined;
    if (paymentId && status && signature) {
      try {
        answer = (await gateway.request(CompletePaymentDocument, { paymentId: paymentId.slice(0, 80), status: status.slice(0, 20), signature: signature.slice(0, 200), locale }))
          .completePayment;
      } catch (error) {
        // Logged for the operators; the shopper reads that the payment is not assigned and can go back.
        console.error('after payment: completePayment failed', error);
        answer = undefined;
      }
    }
    if (answer?.__typename === 'Order' && answer.number) redirect(`${paths.confirmation}?${new URLSearchParams({ order: answer.number })}`);
    if (answer?.reason === 'DECLINED' || answer?.reason === 'ABANDONED') redirect(`${paths.changePayment}?${new URLSearchParams({ payment: answer.reason.toLowerCase() })}`);
    return (
      <div className="vt-checkout-page">
        <h1>
          <Trans>Zahlung</Trans>
        </h1>
        <p role="status">
          {answer?.reason === 'PENDING' ? (
            <Trans>Ihre Zahlung ist noch nicht abgeschlossen. Bitte schließen Sie sie auf der Seite des Zahlungsdienstleisters ab oder versuchen Sie es noch einmal.</Trans>
          ) : (
            <Trans>Diese Zahlung können wir nicht zuordnen. Es wurde nichts berechnet.</Trans>
          )}
        </p>
        <p>
          <a className="vt-button" data-variant="primary" href={paths.check}>
            <Trans>Zurück zur Kasse</Trans>
          </a>
        </p>
      </div>
    );
  }

  async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
    const locale = await localeOf(tenant, params);
    const i18n = await initLingui(locale);
    return { title: i18n._(msg`Zahlung`), robots: { index: false, follow: false } };
  }

  return { AfterPaymentPage, generateMetadata };
}
