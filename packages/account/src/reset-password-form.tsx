'use client';
import { Trans, useLingui } from '@lingui/react/macro';
import { Field, submitKeepingValues, ruleMessage as message } from '@vitrine/forms';
import { Alert, Button } from '@vitrine/ui';
import { useActionState } from 'react';
import { FormErrors } from './form-parts';
import { emptyState, type FormAction, type FormState, type ResetField } from './state';

/** What the reset page knows before the form is sent. */
export type ResetLinkState = 'usable' | 'invalid';

export interface ResetPasswordFormProps {
  /** Where the form starts (a story's or a test's state); default: empty. */
  initialState?: FormState<ResetField> | undefined;
  /** The link's token (sent with the form). */
  token: string;
  /** The server action that sets the password: `done` is the account's e-mail; `link-invalid` a used or expired link. */
  action: FormAction<ResetField>;
  /** Where to ask for a new link. */
  forgotHref: string;
  /** The login page; after the change the link adds `email=` (the login form fills it in). */
  loginHref: string;
  /** A link without a token is invalid from the start. */
  link?: ResetLinkState;
}

/** The page of the reset link: a new password (8+ characters, not a common one), once. */
export function ResetPasswordForm({ token, action: reset, forgotHref, loginHref, link = 'usable', initialState }: ResetPasswordFormProps) {
  const { t } = useLingui();
  const [state, action, pending] = useActionState(reset, initialState ?? emptyState<ResetField>());
  if (state.done !== undefined) {
    return (
      <div className="vt-account-form">
        <Alert role="status">
          <Trans>Ihr Passwort ist geändert. Bitte melden Sie sich mit dem neuen Passwort an.</Trans>
        </Alert>
        <a href={`${loginHref}${loginHref.includes('?') ? '&' : '?'}${new URLSearchParams({ email: state.done })}`}>
          <Trans>Zur Anmeldung</Trans>
        </a>
      </div>
    );
  }
  if (link === 'invalid' || state.refused === 'link-invalid') {
    return (
      <div className="vt-account-form">
        <Alert role="alert">
          <Trans>Der Link ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen Link an.</Trans>
        </Alert>
        <a href={forgotHref}>
          <Trans>Neuen Link anfordern</Trans>
        </a>
      </div>
    );
  }
  return (
    <form action={action} onSubmit={submitKeepingValues(action)} noValidate className="vt-account-form" aria-label={t`Neues Passwort festlegen`}>
      <input type="hidden" name="token" value={token} />
      {state.refused === 'unavailable' ? (
        <Alert role="alert">
          <Trans>Ihre Anfrage konnte nicht bearbeitet werden. Bitte versuchen Sie es später noch einmal.</Trans>
        </Alert>
      ) : null}
      <FormErrors state={state} order={['password']} />
      <Field
        name="password"
        label={t`Neues Passwort`}
        hint={t`Mindestens 8 Zeichen. Ein Satz aus mehreren Wörtern ist leicht zu merken und schwer zu erraten.`}
        error={message(state.errors.password)}
      >
        {(control) => <input className="vt-input" type="password" autoComplete="new-password" placeholder={t`Mindestens 8 Zeichen`} maxLength={128} required {...control} />}
      </Field>
      <div className="vt-account-form__actions">
        <Button type="submit" disabled={pending} aria-busy={pending}>
          {pending ? t`Wird gesendet …` : t`Passwort speichern`}
        </Button>
      </div>
    </form>
  );
}
