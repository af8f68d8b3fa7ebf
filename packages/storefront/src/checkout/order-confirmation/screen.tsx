import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { OrderConfirmationView } from '@vitrine/checkout';
import { MeDocument, OrderPageDocument } from '@vitrine/graphql-client';
import { initLingui, knownShopperGateway } from '@vitrine/next-adapter';
import type { TenantConfig } from '@vitrine/tenant-config';
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { localeOf } from '../../common/locale';
import { BasketCount } from '../basket/basket-count';
import { METHOD_KEY, OPTION_KEY } from '../step/enums';
import { checkoutPaths, reshapeAddress } from '../step/load';

const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);

/**
 * The order confirmation (`/kasse/auftrag?order=…`): the customer's own order read from the gateway
 * (someone else's number shows nothing), the prepayment hint where it applies.
 */
export function createOrderConfirmationPage(tenant: TenantConfig) {
  const locales = { defaultLocale: tenant.i18n.defaultLocale, locales: tenant.i18n.locales };

  async function OrderConfirmationPage({ params, searchParams }: { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
    const locale = await localeOf(tenant, params);
    const paths = checkoutPaths(locale, locales);
    const number = one((await searchParams).order) ?? '';
    const here = `${paths.confirmation}?${new URLSearchParams({ order: number })}`;
    const gateway = await knownShopperGateway(tenant);
    if (!gateway) redirect(paths.login(here));
    const [{ order }, { me }] = await Promise.all([
      /^\d{8,12}$/.test(number) ? gateway.request(OrderPageDocument, { number, locale }, { init: { cache: 'no-store' } }) : { order: null },
      gateway.request(MeDocument, {}, { init: { cache: 'no-store' } }),
    ]);
    if (!me) redirect(paths.login(here));
    if (!order) {
      return (
        <div className="vt-checkout-page">
          <h1>
            <Trans>Bestellung nicht gefunden</Trans>
          </h1>
          <p>
            <Trans>Zu dieser Auftragsnummer finden wir in Ihrem Kundenkonto keine Bestellung.</Trans>
          </p>
          <p>
            <a href={paths.home}>
              <Trans>Zur Startseite</Trans>
            </a>
          </p>
        </div>
      );
    }
    return (
      <div className="vt-checkout-page">
        {/* The ordered lines left the basket: the header's count hears it (the page came by a client-side redirect). */}
        <BasketCount count={0} />
        <h1>
          <Trans>Ihre Bestellung ist eingegangen</Trans>
        </h1>
        <OrderConfirmationView
          number={order.number}
          email={me.email}
          address={reshapeAddress(order.address)}
          delivery={{ option: OPTION_KEY[order.deliveryOption], earliest: order.deliveryEarliest, latest: order.deliveryLatest }}
          payment={{ method: METHOD_KEY[order.paymentMethod], pauseMonths: order.paymentPause ? tenant.order.paymentPause.months : null, plan: order.instalmentPlan }}
          prepayment={order.prepayment}
          lines={order.lines}
          totals={order.totals}
          currency={tenant.currency}
          format={tenant.priceFormat}
          continueHref={paths.home}
          premiumUntil={order.premiumUntil}
          rateProtection={order.rateProtection}
          payLink={order.payLink}
        />
      </div>
    );
  }

  async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
    const locale = await localeOf(tenant, params);
    const i18n = await initLingui(locale);
    return { title: i18n._(msg`Bestellbestätigung`), robots: { index: false, follow: false } };
  }

  return { OrderConfirmationPage, generateMetadata };
}
