'use client';
import { Trans, useLingui } from '@lingui/react/macro';
import { submitKeepingValues } from '@vitrine/forms';
import { Alert, Button } from '@vitrine/ui';
import { useActionState } from 'react';
import { RefusalAlert } from './form-parts';
import { emptyState, type FormAction, type FormState } from './state';

/** What the mailed link confirms: a new e-mail, the account's erasure, or a registration (the account opens). */
export type ConfirmationKind = 'email' | 'erasure' | 'registration';

export interface LinkConfirmationProps {
  kind: ConfirmationKind;
  /** The link's token (sent with the form). */
  token: string;
  /**
   * Confirms: `done` is the new e-mail (email) or the moment of erasure (erasure); a registration
   * logs in and goes on (a redirect). `link-invalid` a used or expired link, `email-taken` when
   * another account took the address meanwhile.
   */
  action: FormAction<'token'>;
  /** Where to go next: the account (email), the shop's start (erasure), the login (registration). */
  nextHref: string;
  /** A link without a token is invalid from the start. */
  invalid?: boolean;
  initialState?: FormState<'token'> | undefined;
}

/**
 * The page a mailed link opens: it confirms only when the button is pressed (a mail program that
 * opens links to check them confirms nothing), once; a used or expired link says so.
 */
export function LinkConfirmation({ kind, token, action: confirm, nextHref, invalid = false, initialState }: LinkConfirmationProps) {
  const { t } = useLingui();
  const [state, action, pending] = useActionState(confirm, initialState ?? emptyState<'token'>());
  if (state.done !== undefined) {
    const email = state.done;
    return (
      <div className="vt-account-form">
        <Alert role="status">
          {kind === 'email' ? (
            <Trans>Ihre neue E-Mail-Adresse {email} ist bestätigt. Sie melden sich ab sofort damit an.</Trans>
          ) : (
            <Trans>Ihr Kundenkonto ist gelöscht. Wir haben Ihnen eine letzte Bestätigung geschickt.</Trans>
          )}
        </Alert>
        <a href={nextHref}>{kind === 'email' ? <Trans>Zu meinem Konto</Trans> : <Trans>Zur Startseite</Trans>}</a>
      </div>
    );
  }
  if (invalid || state.refused === 'link-invalid') {
    return (
      <div className="vt-account-form">
        <Alert role="alert">
          {kind === 'registration' ? (
            <Trans>Der Link ist ungültig, abgelaufen oder schon benutzt. Ist Ihr Kundenkonto schon bestätigt, melden Sie sich an; sonst registrieren Sie sich bitte neu.</Trans>
          ) : (
            <Trans>Der Link ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen Link an.</Trans>
          )}
        </Alert>
        <a href={nextHref}>{kind === 'email' ? <Trans>Zu meinem Konto</Trans> : kind === 'registration' ? <Trans>Zur Anmeldung</Trans> : <Trans>Zur Startseite</Trans>}</a>
      </div>
    );
  }
  return (
    <form
      action={action}
      onSubmit={submitKeepingValues(action)}
      className="vt-account-form"
      aria-label={kind === 'email' ? t`Neue E-Mail-Adresse bestätigen` : kind === 'registration' ? t`Kundenkonto bestätigen` : t`Löschen des Kundenkontos bestätigen`}
    >
      <input type="hidden" name="token" value={token} />
      {state.refused === 'email-taken' ? (
        <Alert role="alert">
          {kind === 'registration' ? (
            <Trans>Zu dieser E-Mail-Adresse gibt es inzwischen ein Kundenkonto. Bitte melden Sie sich damit an.</Trans>
          ) : (
            <Trans>Zu dieser E-Mail-Adresse gibt es inzwischen ein anderes Kundenkonto. Ihre E-Mail-Adresse bleibt, wie sie war.</Trans>
          )}
        </Alert>
      ) : (
        <RefusalAlert refused={state.refused} />
      )}
      <p>
        {kind === 'email' ? (
          <Trans>Bitte bestätigen Sie, dass Sie sich künftig mit der neuen E-Mail-Adresse anmelden möchten.</Trans>
        ) : kind === 'registration' ? (
          <Trans>Bestätigen Sie Ihre E-Mail-Adresse: Dann ist Ihr Kundenkonto eröffnet, und Sie sind angemeldet.</Trans>
        ) : (
          <Trans>
            Wenn Sie bestätigen, löschen wir Ihre persönlichen Daten, Ihr Adressbuch und Ihren Merkzettel und melden Sie überall ab. Das lässt sich nicht rückgängig machen.
          </Trans>
        )}
      </p>
      <div className="vt-account-form__actions">
        <Button type="submit" disabled={pending} aria-busy={pending}>
          {pending ? t`Wird gesendet …` : kind === 'email' ? t`E-Mail-Adresse bestätigen` : kind === 'registration' ? t`Kundenkonto bestätigen` : t`Kundenkonto endgültig löschen`}
        </Button>
      </div>
    </form>
  );
}
