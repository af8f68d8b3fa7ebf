'use client';
import { Plural, Trans } from '@lingui/react/macro';
import { Alert } from '@vitrine/ui';
import type { RefusalAlertProps } from './form-parts';

/** The refusal above a form, in the spec's words where it has them (loaded by {@link RefusalAlert} when there is one). */
export function RefusalAlertView({ refused, retryAfterSeconds }: RefusalAlertProps) {
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
