import { Trans, useLingui } from '@lingui/react/macro';
import { type Currency, formatMoney, type PriceFormat } from '@vitrine/pricing';
import { Button } from '@vitrine/ui';
import type { PaymentPauseView } from './types';

export interface PaymentPauseFormProps {
  pause: PaymentPauseView;
  /** Chosen for this order (the form starts with it). */
  chosen: boolean;
  /** False with a payment method that has no pause (prepayment, card, iDEAL): the form says so and leads to the payment step. */
  possible: boolean;
  /** Posts `paymentPause` (`1` or `0`): a server action or a URL. */
  action: string | ((form: FormData) => void | Promise<void>);
  /** The payment step, to choose invoice or instalments. */
  paymentHref: string;
  currency: Currency;
  format: PriceFormat;
}

/**
 * The payment pause (`/kasse/zahlpause`): pay in the tenant's months (3 or 4) for a surcharge of a
 * percentage of the goods, stated before the order; a plain form that works without JavaScript.
 */
export function PaymentPauseForm({ pause, chosen, possible, action, paymentHref, currency, format }: PaymentPauseFormProps) {
  const { t, i18n } = useLingui();
  const months = pause.months;
  const surcharge = formatMoney(pause.surcharge, currency, format);
  const percent = new Intl.NumberFormat(i18n.locale, { maximumFractionDigits: 2 }).format(pause.surchargePercent);
  return (
    <div className="vt-payment-pause">
      <p>
        <Trans>
          Mit der Zahlpause bezahlen Sie Ihre Bestellung erst in {months} Monaten. Dafür berechnen wir {percent} % des Warenwerts: {surcharge}.
        </Trans>
      </p>
      {possible ? (
        <form action={action} className="vt-checkout-form" aria-label={t`Zahlpause`}>
          <fieldset className="vt-form-fieldset">
            <legend>{t`Zahlpause für diese Bestellung?`}</legend>
            <div className="vt-options">
              <label className="vt-option vt-option--offer">
                <input type="radio" name="paymentPause" value="1" defaultChecked={chosen} />
                <span className="vt-option__title">{t`Ja, erst in ${months} Monaten bezahlen`}</span>
                <span className="vt-option__price">+{surcharge}</span>
              </label>
              <label className="vt-option">
                <input type="radio" name="paymentPause" value="0" defaultChecked={!chosen} />
                <span className="vt-option__title">{t`Nein, wie gewohnt bezahlen`}</span>
              </label>
            </div>
          </fieldset>
          <div className="vt-checkout-form__actions">
            <Button type="submit">{t`Weiter zur Übersicht`}</Button>
          </div>
        </form>
      ) : (
        <p role="status">
          <Trans>
            Die Zahlpause ist mit Rechnung und Ratenzahlung möglich. <a href={paymentHref}>Zahlungsart ändern</a>
          </Trans>
        </p>
      )}
    </div>
  );
}
