'use client';
import { Trans, useLingui } from '@lingui/react/macro';
import { ErrorSummary, submitKeepingValues } from '@vitrine/forms';
import { Alert, Button } from '@vitrine/ui';
import { type ReactNode, useActionState } from 'react';
import { longDay as day } from './dates';
import type { ParcelLineView } from './order-history';

export type ReturnReasonKey = 'tooSmall' | 'tooBig' | 'notAsDescribed' | 'damaged' | 'wrongItem' | 'changedMind';
export const RETURN_REASONS: readonly ReturnReasonKey[] = ['tooSmall', 'tooBig', 'notAsDescribed', 'damaged', 'wrongItem', 'changedMind'];

/** A field's problem after the gateway's check (the form says it at the field and in the summary). */
export type ReturnProblem =
  'nothing-selected' | 'quantity-too-high' | 'pickup-date-missing' | 'pickup-date-invalid' | 'pickup-too-early' | 'pickup-too-late' | 'pickup-not-working-day';

/**
 * What the return form shows after an answer: what was chosen (`quantity-<position>`,
 * `reason-<position>`, `method`, `pickupOn`), each field's problem, the earliest pickup day, or a
 * refusal. Kept across a post without JavaScript too.
 */
export interface ReturnFormState {
  values: Record<string, string>;
  errors: Partial<Record<'lines' | 'pickupOn', ReturnProblem>>;
  /** `YYYY-MM-DD`: the earliest pickup day now (with a pickup problem). */
  earliest?: string | undefined;
  refused?: 'not-found' | 'unavailable' | undefined;
}

export type ReturnFormAction = (previous: ReturnFormState, form: FormData) => Promise<ReturnFormState>;

export interface ReturnFormProps {
  orderNumber: string;
  /** What can still be sent back. */
  lines: readonly ParcelLineView[];
  /** The days a pickup can be booked (`YYYY-MM-DD`), earliest first. */
  pickupDays: readonly string[];
  action: ReturnFormAction;
  /** The order list without the form. */
  cancelHref: string;
  /** The parcel-shop finder for a drop-off (an island of the shop). */
  parcelShopFinder?: ReactNode;
  initialState?: ReturnFormState | undefined;
}

function useReasonLabels(): Record<ReturnReasonKey, string> {
  const { t } = useLingui();
  return {
    tooSmall: t`Zu klein`,
    tooBig: t`Zu groß`,
    notAsDescribed: t`Entspricht nicht der Beschreibung`,
    damaged: t`Beschädigt oder fehlerhaft`,
    wrongItem: t`Falscher Artikel geliefert`,
    changedMind: t`Gefällt mir nicht`,
  };
}

function useProblemText(): (problem: ReturnProblem | undefined, earliest: string) => string | undefined {
  const { t } = useLingui();
  return (problem, earliest) => {
    switch (problem) {
      case undefined:
        return undefined;
      case 'nothing-selected':
        return t`Bitte wählen Sie mindestens einen Artikel und seine Menge.`;
      case 'quantity-too-high':
        return t`Diese Menge können Sie nicht zurücksenden: Es wurde weniger geliefert, oder ein Teil ist schon angemeldet.`;
      case 'pickup-date-missing':
        return t`Bitte wählen Sie einen Abholtag.`;
      case 'pickup-date-invalid':
        return t`Bitte geben Sie den Abholtag als Datum ein.`;
      case 'pickup-too-early':
        return t`Die Abholung ist frühestens drei Werktage nach heute möglich, also ab ${earliest}.`;
      case 'pickup-too-late':
        return t`Die Abholung lässt sich höchstens 30 Tage im Voraus planen.`;
      case 'pickup-not-working-day':
        return t`An Wochenenden und Feiertagen wird nicht abgeholt. Bitte wählen Sie einen Werktag, frühestens ${earliest}.`;
    }
  };
}

/**
 * The return of delivered goods of one order: per line a quantity and a reason; pickup on a day
 * (a date field: the shop checks the day, at least three working days ahead, no weekend or public
 * holiday) or drop-off at any parcel service point. Every problem at its field and in the summary;
 * nothing chosen is lost. A plain form: it works without JavaScript.
 */
export function ReturnForm({ orderNumber, lines, pickupDays, action, cancelHref, parcelShopFinder, initialState }: ReturnFormProps) {
  const { t, i18n } = useLingui();
  const [state, formAction, pending] = useActionState(action, initialState ?? { values: {}, errors: {} });
  const reasons = useReasonLabels();
  const problemText = useProblemText();
  const earliestDay = state.earliest ?? pickupDays[0];
  const earliest = earliestDay ? day(i18n.locale, earliestDay, true) : '';
  const value = (name: string, fallback = '') => state.values[name] ?? fallback;
  const method = value('method', 'pickup');
  const linesProblem = problemText(state.errors.lines, earliest);
  const pickupProblem = problemText(state.errors.pickupOn, earliest);
  const firstLine = lines[0] ? `quantity-${lines[0].position}` : 'lines';
  const summary = [...(linesProblem ? [{ field: firstLine, message: linesProblem }] : []), ...(pickupProblem ? [{ field: 'pickupOn', message: pickupProblem }] : [])];
  return (
    <form action={formAction} onSubmit={submitKeepingValues(formAction)} noValidate className="vt-return-form" id="return-form" aria-labelledby={`return-title-${orderNumber}`}>
      <h3 id={`return-title-${orderNumber}`}>
        <Trans>Artikel zurücksenden</Trans>
      </h3>
      {state.refused ? (
        <Alert role="alert">
          {state.refused === 'not-found' ? (
            <Trans>Diese Bestellung gibt es in Ihrem Kundenkonto nicht.</Trans>
          ) : (
            <Trans>Ein Fehler ist aufgetreten. Bitte versuchen Sie es später noch einmal.</Trans>
          )}
        </Alert>
      ) : null}
      <ErrorSummary title={t`Bitte überprüfen Sie Ihre Eingaben und füllen Sie alle Pflichtfelder aus.`} errors={summary} />
      <input type="hidden" name="orderNumber" value={orderNumber} />
      <fieldset className="vt-return-form__lines" aria-describedby={linesProblem ? 'field-lines-error' : undefined}>
        <legend>
          <Trans>Welche Artikel senden Sie zurück?</Trans>
        </legend>
        {linesProblem ? (
          <p id="field-lines-error" className="vt-form-field__error">
            {linesProblem}
          </p>
        ) : null}
        {lines.map((line) => {
          const name = line.variantLabel ? `${line.productName}, ${line.variantLabel}` : line.productName;
          return (
            <div key={line.position} className="vt-return-form__line">
              <p className="vt-return-form__product">{name}</p>
              <label htmlFor={`field-quantity-${line.position}`}>
                <Trans>Menge</Trans>
                <span className="vt-visually-hidden">: {name}</span>
              </label>
              <select id={`field-quantity-${line.position}`} name={`quantity-${line.position}`} defaultValue={value(`quantity-${line.position}`, '0')}>
                {Array.from({ length: line.quantity + 1 }, (_, n) => (
                  <option key={n} value={String(n)}>
                    {n}
                  </option>
                ))}
              </select>
              <label htmlFor={`field-reason-${line.position}`}>
                <Trans>Grund</Trans>
                <span className="vt-visually-hidden">: {name}</span>
              </label>
              <select id={`field-reason-${line.position}`} name={`reason-${line.position}`} defaultValue={value(`reason-${line.position}`, 'changedMind')}>
                {RETURN_REASONS.map((reason) => (
                  <option key={reason} value={reason}>
                    {reasons[reason]}
                  </option>
                ))}
              </select>
            </div>
          );
        })}
      </fieldset>
      <fieldset className="vt-return-form__method">
        <legend>
          <Trans>Wie geben Sie das Paket ab?</Trans>
        </legend>
        <div className="vt-return-form__choice">
          <input type="radio" id="field-method-pickup" name="method" value="pickup" defaultChecked={method === 'pickup'} />
          <label htmlFor="field-method-pickup">
            <Trans>Abholung bei Ihnen</Trans>
          </label>
        </div>
        <div className="vt-return-form__pickup">
          <label htmlFor="field-pickupOn">
            <Trans>Abholtag</Trans>
          </label>
          <p id="field-pickupOn-hint" className="vt-form-field__hint">
            <Trans>Frühestens {earliest}; an Wochenenden und Feiertagen wird nicht abgeholt.</Trans>
          </p>
          {pickupProblem ? (
            <p id="field-pickupOn-error" className="vt-form-field__error">
              {pickupProblem}
            </p>
          ) : null}
          <input
            type="date"
            id="field-pickupOn"
            name="pickupOn"
            min={pickupDays[0]}
            max={pickupDays.at(-1)}
            defaultValue={value('pickupOn', pickupDays[0] ?? '')}
            aria-invalid={pickupProblem ? true : undefined}
            aria-describedby={pickupProblem ? 'field-pickupOn-hint field-pickupOn-error' : 'field-pickupOn-hint'}
          />
        </div>
        <div className="vt-return-form__choice">
          <input type="radio" id="field-method-drop-off" name="method" value="drop-off" defaultChecked={method === 'drop-off'} />
          <label htmlFor="field-method-drop-off">
            <Trans>Abgabe in einer Paketannahmestelle</Trans>
          </label>
        </div>
        {parcelShopFinder ? <div className="vt-return-form__finder">{parcelShopFinder}</div> : null}
      </fieldset>
      <p className="vt-return-form__actions">
        <Button type="submit" disabled={pending}>
          <Trans>Rücksendung anmelden</Trans>
        </Button>{' '}
        <a href={cancelHref}>
          <Trans>Abbrechen</Trans>
        </a>
      </p>
    </form>
  );
}
