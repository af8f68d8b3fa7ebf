'use client';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { ErrorSummary, type FieldCode, useRuleMessage } from '@vitrine/forms';
import { Alert } from '@vitrine/ui';
import type { FormState, Refusal } from './state';

/** The refusal above a form, in the spec's words where it has them. */
export function RefusalAlert({ refused, retryAfterSeconds }: { refused: Refusal | undefined; retryAfterSeconds?: number | undefined }) {
  if (!refused) return null;
  // The throttle's waits grow from a second to a quarter of an hour: seconds under a minute, then minutes.
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds ?? 60));
  const minutes = Math.ceil(seconds / 60);
  return (
    <Alert role="alert">
      {refused === 'invalid-credentials' ? (
        <Trans>Die Anmeldedaten passen nicht zusammen. Bitte prüfen Sie Ihre Eingaben.</Trans>
      ) : refused === 'too-many-attempts' ? (
        seconds < 60 ? (
          <Trans>
            Zu viele Versuche in kurzer Zeit. Bitte versuchen Sie es in <Plural value={seconds} one="# Sekunde" other="# Sekunden" /> noch einmal.
          </Trans>
        ) : (
          <Trans>
            Zu viele Versuche in kurzer Zeit. Bitte versuchen Sie es in <Plural value={minutes} one="# Minute" other="# Minuten" /> noch einmal.
          </Trans>
        )
      ) : refused === 'link-invalid' ? (
        <Trans>Der Link ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen Link an.</Trans>
      ) : refused === 'code-invalid' ? (
        <Trans>Der Code stimmt nicht oder ist abgelaufen. Bitte prüfen Sie ihn oder fordern Sie einen neuen Code an.</Trans>
      ) : refused === 'not-enabled' ? (
        <Trans>Die Anmeldung mit Kundennummer ist in diesem Shop nicht möglich.</Trans>
      ) : refused === 'not-found' ? (
        <Trans>Diese Adresse gibt es in Ihrem Adressbuch nicht mehr.</Trans>
      ) : refused === 'book-full' ? (
        <Trans>Ihr Adressbuch ist voll. Bitte löschen Sie zuerst eine Adresse, die Sie nicht mehr brauchen.</Trans>
      ) : (
        <Trans>Ein Fehler ist aufgetreten. Bitte versuchen Sie es später noch einmal.</Trans>
      )}
    </Alert>
  );
}

/** The problems of a refused form as GOV.UK's summary, in the form's order. */
export function FormErrors<F extends string>({ state, order }: { state: FormState<F>; order: readonly F[] }) {
  const { t } = useLingui();
  const message = useRuleMessage();
  const errors = order.flatMap((field) => {
    const text = message(state.errors[field] as FieldCode | undefined);
    return text ? [{ field, message: text }] : [];
  });
  return <ErrorSummary title={t`Bitte überprüfen Sie Ihre Eingaben und füllen Sie alle Pflichtfelder aus.`} errors={errors} />;
}
