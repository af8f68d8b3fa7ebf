import { Trans, useLingui } from '@lingui/react/macro';
import { type Currency, formatMoney, type PriceFormat } from '@vitrine/pricing';
import { Alert } from '@vitrine/ui';
import type { ReactNode } from 'react';
import { InstalmentPlanTable } from './instalment-plan';
import { AddressBlock } from '@vitrine/forms';
import { DeliveryDates, useDeliveryName } from './delivery-labels';
import { formatLongDay } from './formats';
import { usePaymentName } from './payment-labels';
import { OrderButton } from './order-button';
import { OrderSummary } from './order-summary';
import type { AddressView, DeliveryOptionKey, InstalmentPlanView, OrderLineView, ParcelShopView, PaymentMethodKey, TotalsView } from './types';

export interface CheckAndOrderViewProps {
  address: Omit<AddressView, 'id'>;
  delivery: { option: DeliveryOptionKey; earliest: string; latest: string; parcelShop?: ParcelShopView | null | undefined };
  payment: { method: PaymentMethodKey; plan?: InstalmentPlanView | null | undefined; pauseMonths?: number | null | undefined };
  lines: readonly OrderLineView[];
  totals: TotalsView;
  currency: Currency;
  format: PriceFormat;
  hrefs: { changeDelivery: string; changePayment: string; basket: string; terms: string; revocation: string; privacy: string; paymentPause?: string | undefined };
  /** Places the order: a plain form post with `attempt` and `expectedTotal` (a server action or a URL). */
  action: string | ((form: FormData) => void | Promise<void>);
  /** The id of this attempt (one per page): a double click or a retry places one order. */
  attempt: string;
  /** What the page said before (the total changed since the shopper last saw it). */
  notice?: 'total-changed' | undefined;
  /** The voucher's box (`VoucherBox`), shown before the summary. */
  voucher?: ReactNode;
  /** The voucher's line in the summary ("Gutschein HERBST10"). */
  discountLabel?: string | undefined;
  /** The premium membership where the shop offers it: bought with this order (until when), and where to change it. */
  premium?: { chosen: boolean; until: string | null; changeHref: string } | undefined;
  /** The rate-protection insurance where it is offered for the plan: its premium (null: not chosen), and where to change it. */
  rateProtection?: { chosen: { monthlyPremium: number; totalPremium: number } | null; changeHref: string } | undefined;
}

/**
 * Check and order: the address, the delivery and its dates, the payment (with the plan of the
 * instalments and the pause), the lines and everything that will be charged, the terms, revocation
 * and privacy of the locale, and the button that states the obligation to pay.
 */
export function CheckAndOrderView({
  address,
  delivery,
  payment,
  lines,
  totals,
  currency,
  format,
  hrefs,
  action,
  attempt,
  notice,
  voucher,
  discountLabel,
  premium,
  rateProtection,
}: CheckAndOrderViewProps) {
  const { t, i18n } = useLingui();
  const deliveryName = useDeliveryName();
  const paymentName = usePaymentName();
  const months = payment.pauseMonths ?? 0;
  const premiumUntil = premium?.until ? formatLongDay(i18n.locale, premium.until) : '';
  const shop = delivery.parcelShop;
  const protectionMonthly = rateProtection?.chosen ? formatMoney(rateProtection.chosen.monthlyPremium, currency, format) : '';
  const protectionTotal = rateProtection?.chosen ? formatMoney(rateProtection.chosen.totalPremium, currency, format) : '';
  return (
    <div className="vt-check-order">
      {notice === 'total-changed' ? (
        <Alert role="alert">
          <Trans>Der Gesamtbetrag hat sich geändert (Preise, Bestand oder Versand). Bitte prüfen Sie die Angaben und bestellen Sie dann.</Trans>
        </Alert>
      ) : null}
      <div className="vt-check-order__boxes">
        <section aria-labelledby="check-address">
          <h2 id="check-address">
            <Trans>Lieferadresse</Trans>
          </h2>
          <AddressBlock address={address} />
          <a href={hrefs.changeDelivery} aria-label={t`Lieferadresse ändern`}>
            <Trans>Ändern</Trans>
          </a>
        </section>
        <section aria-labelledby="check-delivery">
          <h2 id="check-delivery">
            <Trans>Versand</Trans>
          </h2>
          <p>{deliveryName(delivery.option)}</p>
          {shop ? (
            <p>
              {shop.name}, {shop.street}, {shop.postalCode} {shop.city}
            </p>
          ) : null}
          <p>
            <DeliveryDates earliest={delivery.earliest} latest={delivery.latest} />
          </p>
          <a href={hrefs.changeDelivery} aria-label={t`Versandart ändern`}>
            <Trans>Ändern</Trans>
          </a>
        </section>
        <section aria-labelledby="check-payment">
          <h2 id="check-payment">
            <Trans>Zahlung</Trans>
          </h2>
          <p>{paymentName(payment.method)}</p>
          {months ? (
            <p>
              <Trans>Mit Zahlpause: Sie zahlen erst in {months} Monaten.</Trans>
            </p>
          ) : null}
          {payment.plan ? <InstalmentPlanTable plan={payment.plan} currency={currency} format={format} /> : null}
          <a href={hrefs.changePayment} aria-label={t`Zahlungsart ändern`}>
            <Trans>Ändern</Trans>
          </a>
          {hrefs.paymentPause ? (
            <>
              {' '}
              <a href={hrefs.paymentPause}>{months ? t`Zahlpause ändern` : t`Zahlpause wählen`}</a>
            </>
          ) : null}
        </section>
        {premium ? (
          <section aria-labelledby="check-premium">
            <h2 id="check-premium">
              <Trans>Premium</Trans>
            </h2>
            <p>{premium.chosen ? <Trans>Premium-Mitgliedschaft bis {premiumUntil}</Trans> : <Trans>Keine Premium-Mitgliedschaft</Trans>}</p>
            <a href={premium.changeHref} aria-label={t`Premium-Mitgliedschaft ändern`}>
              <Trans>Ändern</Trans>
            </a>
          </section>
        ) : null}
        {rateProtection ? (
          <section aria-labelledby="check-rate-protection">
            <h2 id="check-rate-protection">
              <Trans>Ratenschutz</Trans>
            </h2>
            <p>
              {rateProtection.chosen ? (
                <Trans>
                  {protectionMonthly} monatlich zu jeder Rate, insgesamt {protectionTotal} (Versicherungsbeitrag, nicht in der Bestellsumme)
                </Trans>
              ) : (
                <Trans>Ohne Ratenschutz</Trans>
              )}
            </p>
            <a href={rateProtection.changeHref} aria-label={t`Ratenschutz ändern`}>
              <Trans>Ändern</Trans>
            </a>
          </section>
        ) : null}
      </div>
      {voucher}
      <OrderSummary
        lines={lines}
        discountLabel={discountLabel}
        totals={totals}
        currency={currency}
        format={format}
        changeHref={hrefs.basket}
        surchargeLabel={payment.method === 'instalments' ? t`Zinsen und Aufschläge` : t`Aufschlag Zahlpause`}
      />
      <form action={action} className="vt-check-order__form">
        <input type="hidden" name="attempt" value={attempt} />
        <input type="hidden" name="expectedTotal" value={totals.total} />
        <p className="vt-hint">
          <Trans>
            Mit Ihrer Bestellung akzeptieren Sie unsere <a href={hrefs.terms}>Allgemeinen Geschäftsbedingungen</a>. Lesen Sie auch unsere{' '}
            <a href={hrefs.revocation}>Widerrufsbelehrung</a> und unsere <a href={hrefs.privacy}>Datenschutzerklärung</a>.
          </Trans>
        </p>
        <OrderButton />
      </form>
    </div>
  );
}
