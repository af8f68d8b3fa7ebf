'use client';
import { Trans, useLingui } from '@lingui/react/macro';
import { Fieldset, submitKeepingValues, ruleMessage as message } from '@vitrine/forms';
import { type Currency, formatMoney, type PriceFormat } from '@vitrine/pricing';
import { Button } from '@vitrine/ui';
import { useActionState, useState } from 'react';
import { CheckoutFormErrors } from './form-parts';
import { InstalmentPlanTable } from './instalment-plan';
import { usePaymentName } from './payment-labels';
import type { CheckoutFormAction, CheckoutFormState, InstalmentPlanView, PaymentField, PaymentMethodKey, PaymentOfferView, PaymentPauseView } from './types';

export interface PaymentFormProps {
  /** The shop's payment methods for this order, each with why it is not possible where it is not. */
  offers: readonly PaymentOfferView[];
  chosen?: { method?: PaymentMethodKey | undefined; instalmentCount?: number | undefined; paymentPause?: boolean | undefined } | undefined;
  /** A plan per instalment count, without and with the payment pause. */
  plans: readonly InstalmentPlanView[];
  pausedPlans: readonly InstalmentPlanView[];
  /** The payment pause the shop offers (absent where it has none). */
  pause?: PaymentPauseView | undefined;
  currency: Currency;
  format: PriceFormat;
  /** The server action that saves the payment (works as a plain form post). */
  action: CheckoutFormAction<PaymentField>;
  initialState?: CheckoutFormState<PaymentField> | undefined;
  /** The label of the button ("Weiter zur Übersicht", or "Übernehmen" when changing). */
  submitLabel?: string | undefined;
}

/**
 * The payment step: the methods (one not possible for this order is shown, disabled, with the
 * reason), the instalment counts with every figure of the chosen plan, and the payment pause with
 * its surcharge stated before the order.
 */
export function PaymentForm({ offers, chosen, plans, pausedPlans, pause, currency, format, action: save, initialState, submitLabel }: PaymentFormProps) {
  const { t, i18n } = useLingui();
  const paymentName = usePaymentName();
  const [state, action, pending] = useActionState(save, initialState ?? { values: {}, errors: {} });
  const { values, errors } = state;
  const money = (amount: number) => formatMoney(amount, currency, format);
  const firstPossible = offers.find((o) => !o.unavailable)?.method;
  const method = values.method ?? chosen?.method ?? firstPossible;
  const [count, setCount] = useState(Number(values.instalmentCount ?? chosen?.instalmentCount ?? plans[0]?.count ?? 0));
  const [paused, setPaused] = useState(values.paymentPause ? values.paymentPause === '1' : Boolean(chosen?.paymentPause));
  const shown = (paused && pause ? pausedPlans : plans).find((p) => p.count === count) ?? (paused && pause ? pausedPlans : plans)[0];
  const describe: Record<PaymentMethodKey, string> = {
    invoice: t`Sie bezahlen bequem innerhalb von 14 Tagen nach Erhalt der Ware.`,
    instalments: t`Sie bezahlen in monatlichen Raten.`,
    prepayment: t`Sie überweisen den Betrag vorab; wir versenden, sobald Ihre Zahlung eingegangen ist.`,
    creditCard: t`Sie bezahlen auf der gesicherten Seite unseres Zahlungsdienstleisters.`,
    ideal: t`Sie bezahlen mit Ihrer Bank über iDEAL.`,
  };
  const surcharge = pause ? money(pause.surcharge) : '';
  const months = pause?.months ?? 0;
  const pausePercent = pause ? new Intl.NumberFormat(i18n.locale, { maximumFractionDigits: 2 }).format(pause.surchargePercent) : '';
  return (
    <form action={action} onSubmit={submitKeepingValues(action)} noValidate className="vt-checkout-form" aria-label={t`Zahlung`}>
      <CheckoutFormErrors state={state} order={['method', 'instalmentCount', 'paymentPause']} labels={{ method: t`Zahlungsart`, instalmentCount: t`Anzahl der Raten` }} />
      <Fieldset name="method" legend={t`Zahlungsart`} error={message(errors.method)}>
        {({ firstId }) => (
          <div className="vt-options">
            {offers.map((offer, i) => (
              <div key={offer.method} className="vt-option-block">
                <label className="vt-option" data-disabled={offer.unavailable ? true : undefined}>
                  <input
                    type="radio"
                    name="method"
                    value={offer.method}
                    id={i === 0 ? firstId : undefined}
                    defaultChecked={method === offer.method && !offer.unavailable}
                    disabled={Boolean(offer.unavailable)}
                    aria-describedby={`method-${offer.method}-hint`}
                  />
                  <span className="vt-option__text">
                    <span className="vt-option__title">{paymentName(offer.method)}</span>
                    <span className="vt-option__hint" id={`method-${offer.method}-hint`}>
                      {offer.unavailable === 'above-invoice-limit'
                        ? t`Für diesen Bestellwert ist Rechnungskauf nicht möglich.`
                        : offer.unavailable === 'outside-instalment-range'
                          ? t`Ratenzahlung ist für diesen Bestellwert nicht möglich.`
                          : describe[offer.method]}
                    </span>
                  </span>
                </label>
                {offer.method === 'instalments' && !offer.unavailable && plans.length ? (
                  <div className="vt-checkout-form__instalments">
                    <Fieldset name="instalmentCount" legend={t`Anzahl der Raten`} error={message(errors.instalmentCount)}>
                      {({ firstId: countId }) => (
                        <div className="vt-options vt-options--compact">
                          {(paused && pause ? pausedPlans : plans).map((plan, j) => {
                            const rate = money(plan.monthlyInstalment);
                            const n = plan.count;
                            return (
                              <label key={plan.count} className="vt-option">
                                <input
                                  type="radio"
                                  name="instalmentCount"
                                  value={plan.count}
                                  id={j === 0 ? countId : undefined}
                                  checked={count === plan.count}
                                  onChange={() => setCount(plan.count)}
                                  aria-controls="instalment-plan"
                                />
                                <span>{t`${n} Monatsraten à ${rate}`}</span>
                              </label>
                            );
                          })}
                        </div>
                      )}
                    </Fieldset>
                    {shown ? (
                      <section aria-labelledby="instalment-plan-title" className="vt-checkout-form__plan">
                        <h3 id="instalment-plan-title">
                          <Trans>Ihr Ratenplan</Trans>
                        </h3>
                        <div aria-live="polite">
                          <InstalmentPlanTable plan={shown} currency={currency} format={format} id="instalment-plan" />
                        </div>
                      </section>
                    ) : null}
                  </div>
                ) : null}
              </div>
            ))}
          </div>
        )}
      </Fieldset>
      {pause ? (
        <fieldset className="vt-form-fieldset">
          <legend>
            <Trans>Zahlpause</Trans>
          </legend>
          <label className="vt-check">
            <input type="checkbox" name="paymentPause" value="1" checked={paused} onChange={(event) => setPaused(event.currentTarget.checked)} />{' '}
            <Trans>
              Erst in {months} Monaten bezahlen, für einen Aufschlag von {surcharge} ({pausePercent} % des Warenwerts). Mit Rechnung und Ratenzahlung möglich.
            </Trans>
          </label>
        </fieldset>
      ) : null}
      <div className="vt-checkout-form__actions">
        <Button type="submit" disabled={pending} aria-busy={pending}>
          {pending ? t`Wird gespeichert …` : (submitLabel ?? t`Weiter zur Übersicht`)}
        </Button>
      </div>
    </form>
  );
}
