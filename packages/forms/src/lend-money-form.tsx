'use client';
import { Trans, useLingui } from '@lingui/react/macro';
import { LEND_MONEY_FORM, type LendMoneyField, validate } from '@vitrine/form-rules';
import { Alert, Button } from '@vitrine/ui';
import { LazyDialog } from './lazy-dialog';
import { useActionState, useState } from 'react';
import { ErrorSummary } from './error-summary';
import { Field } from './field';
import type { FieldCode } from './rule-message';
import { ruleMessage as message } from './rule-message-node';
import { summaryErrors } from './summary-errors';
import { submitKeepingValues } from './submit';

/** Why a lend-money request did not go through (spec §8), or `failed`: a condition is not met (the failed page). */
export type LendMoneyRefusal = 'failed' | 'status-check-failed' | 'cannot-be-processed' | 'technical-error';

/** What the form shows after an answer: the values as typed, each field's problem, a refusal, or the request's reference. */
export interface LendMoneyState {
  values: Partial<Record<LendMoneyField, string>>;
  errors: Partial<Record<LendMoneyField, FieldCode>>;
  refused?: LendMoneyRefusal | undefined;
  /** The request went through: its reference. */
  reference?: string | undefined;
}

export interface LendMoneyFormProps {
  /** The server action (works as a plain form post). */
  action: (previous: LendMoneyState, form: FormData) => Promise<LendMoneyState>;
  initialState?: LendMoneyState | undefined;
  /** The customer's name as the shop has it (the account holder to start with). */
  accountHolder: string;
  /** The IBAN the shop knows, masked; it is paid to this account. */
  iban: string;
  /** The phone on file, if any. */
  phone?: string | null | undefined;
  /** The range of amounts, whole euros. */
  minAmount: number;
  maxAmount: number;
  /** The service page (the failed view's way on). */
  serviceHref: string;
}

const ORDER: readonly LendMoneyField[] = ['accountHolder', 'amount', 'phone'];

/** The conditions of spec §5, as the dialog lists them. */
function Conditions() {
  return (
    <ul className="vt-lend-money__conditions">
      <li>
        <Trans>keine Zahlungsrückstände bei uns in den letzten 6 Monaten</Trans>
      </li>
      <li>
        <Trans>Sie sind mindestens 25 und unter 70 Jahre alt</Trans>
      </li>
      <li>
        <Trans>keine Zahlungsrückstände bei einer Auskunftei in den letzten 5 Jahren</Trans>
      </li>
      <li>
        <Trans>kein Darlehen im letzten Monat</Trans>
      </li>
      <li>
        <Trans>mindestens eine frühere Zahlung an uns</Trans>
      </li>
      <li>
        <Trans>keine Ratenvereinbarung</Trans>
      </li>
      <li>
        <Trans>eine Einnahmen-Ausgaben-Prüfung, nicht älter als 3 Jahre, oder eine neue, wenn Ihr neuer Saldo 250 € übersteigt</Trans>
      </li>
    </ul>
  );
}

/**
 * The lend-money request for existing customers (spec §3, §5, §8): the account holder, the desired
 * amount, the IBAN the shop knows (shown, not typed), a phone number, and the conditions in a dialog.
 * Checked in the browser with the shared rules (nothing is sent until the fields pass) and again by
 * the gateway; what was typed stays after any refusal. The failed view says a condition is not met;
 * the spec's three other errors are said above the form.
 */
export function LendMoneyForm({ action: act, initialState, accountHolder, iban, phone, minAmount, maxAmount, serviceHref }: LendMoneyFormProps) {
  const { t } = useLingui();
  const [state, action, pending] = useActionState(act, initialState ?? { values: { accountHolder, phone: phone ?? '' }, errors: {} });
  const [local, setLocal] = useState<Partial<Record<LendMoneyField, FieldCode>> | null>(null);
  const errors = local ?? state.errors;
  if (state.reference) {
    const reference = state.reference;
    return (
      <Alert role="status">
        <Trans>Vielen Dank! Ihre Anfrage {reference} ist bei uns eingegangen. Wir haben Ihnen eine Bestätigung per E-Mail geschickt.</Trans>
      </Alert>
    );
  }
  if (state.refused === 'failed') {
    return (
      <div className="vt-lend-money__failed">
        <Alert role="alert">
          <Trans>Leider können wir Ihnen im Moment kein Geld leihen: Nicht alle Bedingungen sind erfüllt.</Trans>
        </Alert>
        <Conditions />
        <a href={serviceHref}>
          <Trans>Zum Kundenservice</Trans>
        </a>
      </div>
    );
  }
  const summary = summaryErrors(ORDER, errors);
  return (
    <form
      action={action}
      onSubmit={(event) => {
        // The shared rules first: nothing is sent while a field is wrong (the gateway checks again).
        const data = new FormData(event.currentTarget);
        const values = Object.fromEntries(ORDER.map((field) => [field, String(data.get(field) ?? '').trim()])) as Record<LendMoneyField, string>;
        const problems = validate(values, LEND_MONEY_FORM);
        setLocal(Object.keys(problems).length ? problems : null);
        if (Object.keys(problems).length) {
          event.preventDefault();
          return;
        }
        submitKeepingValues(action)(event);
      }}
      noValidate
      className="vt-account-form vt-lend-money"
      aria-label={t`Geld leihen`}
    >
      {state.refused ? (
        <Alert role="alert">
          {state.refused === 'status-check-failed' ? (
            <Trans>Ihre Anfrage konnte gerade nicht geprüft werden. Bitte versuchen Sie es später noch einmal.</Trans>
          ) : state.refused === 'cannot-be-processed' ? (
            <Trans>Ihre Anfrage kann online nicht bearbeitet werden. Bitte wenden Sie sich an unseren Kundenservice.</Trans>
          ) : (
            <Trans>Ein technischer Fehler ist aufgetreten. Bitte versuchen Sie es später noch einmal.</Trans>
          )}
        </Alert>
      ) : null}
      <ErrorSummary title={t`Bitte überprüfen Sie Ihre Eingaben und füllen Sie alle Pflichtfelder aus.`} errors={summary} />
      <Field name="accountHolder" label={t`Kontoinhaber`} error={message(errors.accountHolder)}>
        {(control) => <input className="vt-input" autoComplete="name" defaultValue={state.values.accountHolder} maxLength={80} required {...control} />}
      </Field>
      <Field name="amount" label={t`Gewünschter Betrag in Euro`} hint={t`Von ${minAmount} bis ${maxAmount} Euro, ganze Euro`} error={message(errors.amount)}>
        {(control) => <input className="vt-input" inputMode="numeric" defaultValue={state.values.amount} maxLength={7} required {...control} />}
      </Field>
      <p className="vt-lend-money__iban">
        <Trans>Wir überweisen auf Ihr Konto {iban}.</Trans>
      </p>
      <Field name="phone" label={t`Telefonnummer`} error={message(errors.phone)}>
        {(control) => <input className="vt-input" type="tel" autoComplete="tel" defaultValue={state.values.phone} maxLength={40} required {...control} />}
      </Field>
      <LazyDialog title={t`Bedingungen`} label={t`Bedingungen ansehen`} size="small">
        <p>
          <Trans>Geld leihen können Kundinnen und Kunden, bei denen alles Folgende zutrifft:</Trans>
        </p>
        <Conditions />
      </LazyDialog>
      <div className="vt-account-form__actions">
        <Button type="submit" disabled={pending} aria-busy={pending}>
          {pending ? t`Wird gesendet …` : t`Anfrage senden`}
        </Button>
      </div>
    </form>
  );
}
