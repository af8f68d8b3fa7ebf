'use client';
import { Trans, useLingui } from '@lingui/react/macro';
import { Field, submitKeepingValues, ruleMessage as message } from '@vitrine/forms';
import { Alert, Button } from '@vitrine/ui';
import { useActionState } from 'react';
import { FormErrors, RefusalAlert } from './form-parts';
import { emptyState, type ForgotField } from './state';
import type { ForgotPasswordFormProps } from './forgot-password-form';

/**
 * "Forgot password" and its success view. The view says the same whether or not the e-mail has an
 * account (nobody learns from it who is a customer).
 */
export function ForgotPasswordFormView({ action: request, loginHref, validMinutes, initialEmail, initialState }: ForgotPasswordFormProps) {
  const { t } = useLingui();
  const [state, action, pending] = useActionState(request, initialState ?? emptyState<ForgotField>(initialEmail ? { email: initialEmail } : {}));
  if (state.done) {
    const email = state.done;
    return (
      <div className="vt-account-form">
        <Alert role="status">
          <Trans>
            Wenn zu {email} ein Kundenkonto besteht, haben wir Ihnen eine E-Mail mit einem Link geschickt. Der Link gilt {validMinutes} Minuten.
          </Trans>
        </Alert>
        <p className="vt-hint">
          <Trans>Keine E-Mail bekommen? Sehen Sie im Spam-Ordner nach oder fordern Sie in ein paar Minuten einen neuen Link an.</Trans>
        </p>
        <a href={loginHref}>
          <Trans>Zurück zur Anmeldung</Trans>
        </a>
      </div>
    );
  }
  return (
    <form action={action} onSubmit={submitKeepingValues(action)} noValidate className="vt-account-form" aria-label={t`Passwort vergessen`}>
      <p>
        <Trans>Geben Sie die E-Mail-Adresse Ihres Kundenkontos ein. Wir schicken Ihnen einen Link, mit dem Sie ein neues Passwort festlegen.</Trans>
      </p>
      <RefusalAlert refused={state.refused} retryAfterSeconds={state.retryAfterSeconds} />
      <FormErrors state={state} order={['email']} />
      <Field name="email" id="field-forgot-email" label={t`E-Mail-Adresse`} error={message(state.errors.email)}>
        {(control) => <input className="vt-input" type="email" autoComplete="email" defaultValue={state.values.email} maxLength={254} required {...control} />}
      </Field>
      <div className="vt-account-form__actions">
        <Button type="submit" disabled={pending} aria-busy={pending}>
          {pending ? t`Wird gesendet …` : t`Link anfordern`}
        </Button>
        <a href={loginHref}>
          <Trans>Zurück zur Anmeldung</Trans>
        </a>
      </div>
    </form>
  );
}
