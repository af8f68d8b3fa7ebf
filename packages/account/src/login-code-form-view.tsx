'use client';
import { Trans, useLingui } from '@lingui/react/macro';
import { Field, submitKeepingValues, ruleMessage as message } from '@vitrine/forms';
import { Alert, Button } from '@vitrine/ui';
import { useActionState } from 'react';
import { FormErrors, RefusalAlert } from './form-parts';
import { emptyState, type LoginCodeField } from './state';
import type { LoginCodeFormProps } from './login-code-form';

/**
 * The second way past a soft login (customer number and date of birth, or a session kept on the
 * device): a six-digit code mailed to the customer instead of the password. First a button that
 * sends the code, then the code's field with "send a new code" beside the login. Works without
 * JavaScript; a wrong code keeps the field and says so.
 */
export function LoginCodeFormView({ action: act, validMinutes, next, initialState }: LoginCodeFormProps) {
  const { t } = useLingui();
  const [state, action, pending] = useActionState(act, initialState ?? emptyState<LoginCodeField>());
  const sentTo = state.done;
  return (
    <form action={action} onSubmit={submitKeepingValues(action)} noValidate className="vt-account-form" aria-label={t`Anmeldung mit Code per E-Mail`}>
      {next ? <input type="hidden" name="next" value={next} /> : null}
      {sentTo ? <input type="hidden" name="sentTo" value={sentTo} /> : null}
      <RefusalAlert refused={state.refused} retryAfterSeconds={state.retryAfterSeconds} />
      {sentTo ? (
        <>
          <Alert role="status">
            <Trans>
              Wir haben einen Code an {sentTo} geschickt. Er gilt {validMinutes} Minuten.
            </Trans>
          </Alert>
          <FormErrors state={state} order={['code']} />
          <Field name="code" label={t`Code aus der E-Mail`} hint={t`6 Ziffern`} error={message(state.errors.code)}>
            {(control) => (
              <input className="vt-input" inputMode="numeric" autoComplete="one-time-code" pattern="[0-9]*" defaultValue={state.values.code} maxLength={12} required {...control} />
            )}
          </Field>
          <div className="vt-account-form__actions">
            <Button type="submit" name="intent" value="login" disabled={pending} aria-busy={pending}>
              {t`Mit Code anmelden`}
            </Button>
            <Button type="submit" name="intent" value="send" variant="secondary" disabled={pending}>
              {t`Neuen Code senden`}
            </Button>
          </div>
        </>
      ) : (
        <>
          <p>
            <Trans>Kein Passwort zur Hand? Wir schicken Ihnen einen Code an die E-Mail-Adresse Ihres Kundenkontos.</Trans>
          </p>
          <div className="vt-account-form__actions">
            <Button type="submit" name="intent" value="send" variant="secondary" disabled={pending} aria-busy={pending}>
              {pending ? t`Wird gesendet …` : t`Code per E-Mail senden`}
            </Button>
          </div>
        </>
      )}
    </form>
  );
}
