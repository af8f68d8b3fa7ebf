import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { PaylinkSuccessView, PaylinkView } from '@vitrine/checkout';
import { CompletePaylinkPaymentDocument, PaylinkPageDocument } from '@vitrine/graphql-client';
import { pathFor } from '@vitrine/i18n';
import { initLingui, knownShopperGateway, serverGateway } from '@vitrine/next-adapter';
import type { TenantConfig } from '@vitrine/tenant-config';
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { localeOf } from '../../common/locale';
import { payPaylink } from './actions';
import { isKeyOf, PAYLINK_METHOD_KEY, PAYLINK_STATUS } from '../step/enums';
import { renderKey } from '../../common/form-key';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;
const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value.slice(0, 120) : '');
const NOTICES = { declined: true, abandoned: true, failed: true } as const;
/** A render cannot set the visitor cookie: the known visitor's client, or (a link opened from a mail) the shop's own. */
const pageGateway = async (tenant: TenantConfig) => (await knownShopperGateway(tenant)) ?? serverGateway(tenant);

/**
 * The payment link (`/paylink?token=…`, fr-CH `/fr/paylink`): the open amount of an order paid
 * online without a login, with the methods the shop allows for links; a paid, expired or unknown
 * link says so. The returning-success page (`/paylink/returning-success/`) takes the provider's
 * signed word: paid, it thanks; declined or cancelled, back to the link with the reason.
 */
export function createPaylinkPage(tenant: TenantConfig) {
  const locales = { defaultLocale: tenant.i18n.defaultLocale, locales: tenant.i18n.locales };

  async function PaylinkPage({ params, searchParams }: { params: Promise<{ locale: string }>; searchParams: SearchParams }) {
    const locale = await localeOf(tenant, params);
    const query = await searchParams;
    const token = one(query.token);
    let link: Awaited<ReturnType<typeof load>> = null;
    let failed = false;
    async function load() {
      return token ? (await (await pageGateway(tenant)).request(PaylinkPageDocument, { token, locale }, { init: { cache: 'no-store' } })).paylink : null;
    }
    try {
      link = await load();
    } catch (error) {
      console.error('paylink: the link could not be read', error);
      failed = true;
    }
    const notice = one(query.payment);
    return (
      <div className="vt-checkout-page">
        <h1>
          <Trans>Online bezahlen</Trans>
        </h1>
        {failed ? (
          <p role="alert">
            <Trans>Ein Fehler ist aufgetreten. Bitte versuchen Sie es später noch einmal.</Trans>
          </p>
        ) : (
          <PaylinkView
            link={
              link
                ? {
                    reference: link.reference,
                    amount: link.amount,
                    status: PAYLINK_STATUS[link.status],
                    expiresAt: link.expiresAt,
                    paidAt: link.paidAt ?? null,
                    methods: link.methods.map((m) => PAYLINK_METHOD_KEY[m]),
                    bankTransferReference: link.bankTransferReference,
                  }
                : null
            }
            currency={tenant.currency}
            format={tenant.priceFormat}
            action={payPaylink.bind(null, tenant.key, locale, token, pathFor('paylink', locale, locales), renderKey())}
            notice={isKeyOf(NOTICES, notice) ? notice : undefined}
            transfer={one(query.transfer) === '1'}
            serviceHref={pathFor('service', locale, locales)}
          />
        )}
      </div>
    );
  }

  async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
    const locale = await localeOf(tenant, params);
    const i18n = await initLingui(locale);
    return { title: i18n._(msg`Online bezahlen`), robots: { index: false, follow: false } };
  }

  return { PaylinkPage, generateMetadata };
}

export function createPaylinkReturnPage(tenant: TenantConfig) {
  const locales = { defaultLocale: tenant.i18n.defaultLocale, locales: tenant.i18n.locales };

  async function PaylinkReturnPage({ params, searchParams }: { params: Promise<{ locale: string }>; searchParams: SearchParams }) {
    const locale = await localeOf(tenant, params);
    const query = await searchParams;
    const [token, paymentId, status, signature] = [one(query.token), one(query.payment), one(query.status), one(query.sig)];
    const back = (reason: string) => `${pathFor('paylink', locale, locales)}?${new URLSearchParams({ token, payment: reason })}`;
    let answer: { __typename: string; reason?: string; reference?: string; amount?: number; status?: string } | undefined;
    if (token && paymentId && status && signature) {
      try {
        answer = (await (await pageGateway(tenant)).request(CompletePaylinkPaymentDocument, { token, paymentId, status, signature })).completePaylinkPayment;
      } catch (error) {
        console.error('paylink: completePaylinkPayment failed', error);
      }
    }
    if (answer?.reason === 'DECLINED' || answer?.reason === 'ABANDONED') redirect(back(answer.reason.toLowerCase()));
    return (
      <div className="vt-checkout-page">
        <h1>
          <Trans>Online bezahlen</Trans>
        </h1>
        {answer?.__typename === 'Paylink' && answer.reference && answer.amount ? (
          <PaylinkSuccessView
            reference={answer.reference}
            amount={answer.amount}
            currency={tenant.currency}
            format={tenant.priceFormat}
            continueHref={pathFor('storefront', locale, locales)}
          />
        ) : (
          <>
            <p role="status">
              {answer?.reason === 'PENDING' ? (
                <Trans>Ihre Zahlung ist noch nicht abgeschlossen. Bitte schließen Sie sie auf der Seite des Zahlungsdienstleisters ab oder versuchen Sie es noch einmal.</Trans>
              ) : (
                <Trans>Diese Zahlung können wir nicht zuordnen. Es wurde nichts berechnet.</Trans>
              )}
            </p>
            {token ? (
              <p>
                <a className="vt-button" data-variant="primary" href={`${pathFor('paylink', locale, locales)}?${new URLSearchParams({ token })}`}>
                  <Trans>Zurück zum Zahlungslink</Trans>
                </a>
              </p>
            ) : null}
          </>
        )}
      </div>
    );
  }

  async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
    const locale = await localeOf(tenant, params);
    const i18n = await initLingui(locale);
    return { title: i18n._(msg`Online bezahlen`), robots: { index: false, follow: false } };
  }

  return { PaylinkReturnPage, generateMetadata };
}
