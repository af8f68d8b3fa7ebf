'use client';
import { Trans, useLingui } from '@lingui/react/macro';
import { type Currency, formatAmount, formatMoney, parseAmount, type PriceFormat } from '@vitrine/pricing';
import { Button } from '@vitrine/ui';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { InstalmentPlanTable } from './instalment-plan';
import type { InstalmentPlanView, PaymentPauseView } from './types';

/** What the gateway calculated for a base price (the product page's calculator). */
export interface InstalmentCalculationView {
  /** The base price calculated with: corrected into the range when the one asked for was outside it. */
  basePrice: number;
  notice: 'raised-to-minimum' | 'lowered-to-maximum' | 'invalid-input' | null;
  minBasePrice: number;
  maxBasePrice: number;
  plans: readonly InstalmentPlanView[];
  /** With the payment pause (empty where the shop has none). */
  pausedPlans: readonly InstalmentPlanView[];
  pause: PaymentPauseView | null;
}

export interface InstalmentCalculatorProps {
  /** The price to start with (the product's), minor units. */
  basePrice: number;
  currency: Currency;
  format: PriceFormat;
  /** Asks the gateway; null when it cannot answer (the spec's "calculation unavailable"). */
  calculate: (basePrice: number) => Promise<InstalmentCalculationView | null>;
  /** A calculation already made (stories, tests): shown without asking. */
  initial?: InstalmentCalculationView | null | undefined;
}

type State = { kind: 'loading' } | { kind: 'ready'; calculation: InstalmentCalculationView } | { kind: 'unavailable' };

/**
 * The instalment calculator (spec §3, §5): an editable base price (corrected into the shop's range
 * with a notice), every count with its monthly instalment, the payment pause, and every figure of the
 * chosen plan; when the gateway cannot calculate, the spec's message.
 */
export function InstalmentCalculator({ basePrice, currency, format, calculate, initial }: InstalmentCalculatorProps) {
  const { t } = useLingui();
  const id = useId();
  const [state, setState] = useState<State>(initial === undefined ? { kind: 'loading' } : initial ? { kind: 'ready', calculation: initial } : { kind: 'unavailable' });
  const [typed, setTyped] = useState(formatAmount(basePrice, format));
  const [typo, setTypo] = useState(false);
  const [count, setCount] = useState<number | null>(null);
  const [paused, setPaused] = useState(false);
  const asked = useRef(false);
  const money = (amount: number) => formatMoney(amount, currency, format);

  async function run(value: number) {
    setState({ kind: 'loading' });
    try {
      const calculation = await calculate(value);
      setState(calculation ? { kind: 'ready', calculation } : { kind: 'unavailable' });
      if (calculation) setTyped(formatAmount(calculation.basePrice, format));
    } catch {
      setState({ kind: 'unavailable' });
    }
  }

  useEffect(() => {
    if (initial !== undefined || asked.current) return;
    asked.current = true;
    void run(basePrice);
    // The first calculation only: later ones are the shopper's.
  }, []);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = parseAmount(typed, format);
    setTypo(value === undefined);
    if (value !== undefined) void run(value);
  }

  const calculation = state.kind === 'ready' ? state.calculation : null;
  const plans = calculation ? (paused && calculation.pause ? calculation.pausedPlans : calculation.plans) : [];
  const shown = plans.find((p) => p.count === count) ?? plans[Math.min(1, plans.length - 1)];
  const min = calculation ? money(calculation.minBasePrice) : '';
  const max = calculation ? money(calculation.maxBasePrice) : '';
  const used = calculation ? money(calculation.basePrice) : '';
  const example = formatAmount(129_900, format);
  const months = calculation?.pause?.months ?? 0;
  const surcharge = calculation?.pause ? money(calculation.pause.surcharge) : '';
  return (
    <div className="vt-instalment-calculator">
      <form className="vt-instalment-calculator__amount" onSubmit={submit} noValidate>
        <label htmlFor={`${id}-amount`}>
          <Trans>Finanzierungsbetrag</Trans>
        </label>
        <div className="vt-instalment-calculator__row">
          <input
            id={`${id}-amount`}
            className="vt-input"
            inputMode="decimal"
            autoComplete="off"
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            aria-describedby={typo ? `${id}-typo` : undefined}
            aria-invalid={typo || undefined}
          />
          <Button type="submit" variant="secondary" disabled={state.kind === 'loading'}>
            {t`Berechnen`}
          </Button>
        </div>
        {typo ? (
          <p id={`${id}-typo`} className="vt-field-error">
            <Trans>Bitte geben Sie einen Betrag ein, zum Beispiel {example}.</Trans>
          </p>
        ) : null}
      </form>
      <div aria-live="polite" aria-busy={state.kind === 'loading'}>
        {state.kind === 'loading' ? (
          <p className="vt-hint">
            <Trans>Die Raten werden berechnet …</Trans>
          </p>
        ) : state.kind === 'unavailable' ? (
          <p role="alert" className="vt-instalment-calculator__unavailable">
            <Trans>Die Ratenberechnung ist aus technischen Gründen gerade nicht möglich. Bitte laden Sie die Seite neu oder versuchen Sie es später noch einmal.</Trans>
          </p>
        ) : calculation && shown ? (
          <>
            {calculation.notice ? (
              <p className="vt-instalment-calculator__notice">
                {calculation.notice === 'raised-to-minimum' ? (
                  <Trans>
                    Ratenzahlung ist ab {min} möglich: Wir haben mit {min} gerechnet.
                  </Trans>
                ) : calculation.notice === 'lowered-to-maximum' ? (
                  <Trans>
                    Ratenzahlung ist bis {max} möglich: Wir haben mit {max} gerechnet.
                  </Trans>
                ) : (
                  <Trans>Wir haben mit {used} gerechnet (auf den Cent gerundet).</Trans>
                )}
              </p>
            ) : null}
            <fieldset className="vt-form-fieldset">
              <legend>
                <Trans>Laufzeit</Trans>
              </legend>
              <div className="vt-options vt-options--compact">
                {plans.map((plan) => {
                  const monthly = money(plan.monthlyInstalment);
                  const n = plan.count;
                  return (
                    <label key={plan.count} className="vt-option">
                      <input type="radio" name={`${id}-count`} value={plan.count} checked={plan.count === shown.count} onChange={() => setCount(plan.count)} />
                      <span className="vt-option__title">{t`${n} Monatsraten à ${monthly}`}</span>
                    </label>
                  );
                })}
              </div>
            </fieldset>
            {calculation.pause ? (
              <label className="vt-check">
                <input type="checkbox" checked={paused} onChange={(event) => setPaused(event.currentTarget.checked)} />{' '}
                <Trans>
                  Mit Zahlpause: erst in {months} Monaten zahlen, für einen Aufschlag von {surcharge}.
                </Trans>
              </label>
            ) : null}
            <InstalmentPlanTable plan={shown} currency={currency} format={format} />
          </>
        ) : null}
      </div>
    </div>
  );
}
