import { Trans, useLingui } from '@lingui/react/macro';
import { type Currency, formatMoney, type PriceFormat } from '@vitrine/pricing';
import { AddressBlock } from '@vitrine/forms';
import { DeliveryDates, useDeliveryName } from './delivery-labels';
import { formatLongDay } from './formats';
import { BankTransferHint } from './bank-transfer-hint';
import { usePaymentName } from './payment-labels';
import { InstalmentPlanTable } from './instalment-plan';
import { OrderSummary } from './order-summary';
import type { AddressView, DeliveryOptionKey, InstalmentPlanView, OrderLineView, PaymentMethodKey, TotalsView } from './types';

export interface OrderConfirmationViewProps {
  number: string;
  /** The customer's e-mail (where the confirmation went). */
  email?: string | undefined;
  address: Omit<AddressView, 'id'>;
  delivery: { option: DeliveryOptionKey; earliest: string; latest: string };
  /** With instalments, `plan`: every figure of the plan the customer agreed to. */
  payment: { method: PaymentMethodKey; pauseMonths?: number | null | undefined; plan?: InstalmentPlanView | null | undefined };
  /** Prepayment: what to transfer, the reference, and the last day to pay (`YYYY-MM-DD`; the order is cancelled after it). */
  prepayment?: { amount: number; bankTransferReference: string; payBy?: string | null | undefined } | null | undefined;
  lines: readonly OrderLineView[];
  totals: TotalsView;
  currency: Currency;
  format: PriceFormat;
  continueHref: string;
  /** `YYYY-MM-DD`: the premium membership bought with the order runs until then. */
  premiumUntil?: string | null | undefined;
  /** The rate-protection insurance taken out with the order. */
  rateProtection?: { monthlyPremium: number; totalPremium: number } | null | undefined;
  /** Where the open amount can be paid online now (the order's payment link). */
  payLink?: string | null | undefined;
}

/** The order confirmation: the number, where the mail went, when it comes, how it is paid (the prepayment hint, every figure of an instalment plan), what was ordered. */
export function OrderConfirmationView({
  number,
  email,
  address,
  delivery,
  payment,
  prepayment,
  lines,
  totals,
  currency,
  format,
  continueHref,
  premiumUntil,
  rateProtection,
  payLink,
}: OrderConfirmationViewProps) {
  const { t, i18n } = useLingui();
  const deliveryName = useDeliveryName();
  const premium = premiumUntil ? formatLongDay(i18n.locale, premiumUntil) : null;
  const paymentName = usePaymentName();
  const amount = prepayment ? formatMoney(prepayment.amount, currency, format) : '';
  const reference = prepayment?.bankTransferReference ?? '';
  const payBy = prepayment?.payBy ? formatLongDay(i18n.locale, prepayment.payBy) : null;
  const months = payment.pauseMonths ?? 0;
  const protectionMonthly = rateProtection ? formatMoney(rateProtection.monthlyPremium, currency, format) : '';
  const protectionTotal = rateProtection ? formatMoney(rateProtection.totalPremium, currency, format) : '';
  return (
    <div className="vt-order-confirmation">
      <p className="vt-order-confirmation__lead" role="status">
        <Trans>Vielen Dank für Ihre Bestellung! Ihre Auftragsnummer lautet {number}.</Trans>
      </p>
      {email ? (
        <p>
          <Trans>Die Bestätigung haben wir an {email} gesendet.</Trans>
        </p>
      ) : null}
      {premium ? (
        <p>
          <Trans>Ihre Premium-Mitgliedschaft gilt bis {premium}.</Trans>
        </p>
      ) : null}
      {payLink ? (
        <p>
          <Trans>Sie möchten lieber gleich online bezahlen? Das geht mit Ihrem persönlichen Zahlungslink.</Trans>{' '}
          <a href={payLink}>
            <Trans>Jetzt online bezahlen</Trans>
          </a>
        </p>
      ) : null}
      {rateProtection ? (
        <p>
          <Trans>
            Ihre Raten sind mit dem Ratenschutz abgesichert: {protectionMonthly} monatlich, insgesamt {protectionTotal}.
          </Trans>
        </p>
      ) : null}
      {prepayment ? (
        <BankTransferHint amount={amount} reference={reference} id="prepayment-title">
          <p>
            <Trans>Wir versenden Ihre Bestellung, sobald Ihre Zahlung bei uns eingegangen ist.</Trans>
          </p>
          {payBy ? (
            <p className="vt-order-confirmation__pay-by">
              <Trans>Bitte zahlen Sie bis {payBy}: Ist Ihre Zahlung bis dahin nicht eingegangen, stornieren wir die Bestellung.</Trans>
            </p>
          ) : null}
        </BankTransferHint>
      ) : null}
      <div className="vt-check-order__boxes">
        <section aria-labelledby="confirmation-address">
          <h2 id="confirmation-address">
            <Trans>Lieferadresse</Trans>
          </h2>
          <AddressBlock address={address} />
        </section>
        <section aria-labelledby="confirmation-delivery">
          <h2 id="confirmation-delivery">
            <Trans>Versand</Trans>
          </h2>
          <p>{deliveryName(delivery.option)}</p>
          <p>
            <DeliveryDates earliest={delivery.earliest} latest={delivery.latest} />
          </p>
        </section>
        <section aria-labelledby="confirmation-payment">
          <h2 id="confirmation-payment">
            <Trans>Zahlung</Trans>
          </h2>
          <p>{paymentName(payment.method)}</p>
          {months ? <p>{t`Mit Zahlpause: Sie zahlen erst in ${months} Monaten.`}</p> : null}
        </section>
      </div>
      {payment.plan ? (
        <section aria-labelledby="confirmation-plan">
          <h2 id="confirmation-plan">
            <Trans>Ihre Raten</Trans>
          </h2>
          <InstalmentPlanTable plan={payment.plan} currency={currency} format={format} />
        </section>
      ) : null}
      <OrderSummary lines={lines} totals={totals} currency={currency} format={format} />
      <p>
        <a className="vt-button" data-variant="primary" href={continueHref}>
          <Trans>Weiter einkaufen</Trans>
        </a>
      </p>
    </div>
  );
}
