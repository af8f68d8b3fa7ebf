'use client';
import { Trans, useLingui } from '@lingui/react/macro';
import { Field, submitKeepingValues, ruleMessage as message } from '@vitrine/forms';
import { Button } from '@vitrine/ui';
import { useActionState, useEffect, useState } from 'react';
import { FormErrors, RefusalAlert } from './form-parts';
import { emptyState, type FormAction, type FormState, type LoginField } from './state';

export type LoginMethod = 'email' | 'number';

export interface LoginFormProps {
  /** Where the form starts (a story's or a test's state); default: empty. */
  initialState?: FormState<LoginField> | undefined;
  /** Which way of logging in this form offers. */
  method: LoginMethod;
  /** The server action that logs in (works as a plain form post). */
  action: FormAction<LoginField>;
  /**
   * The two tabs where the shop offers customer-number login (spec §2): their addresses (links, for
   * a page that works without JavaScript), or `in-place` (tabs that switch here, for the modal).
   * Without them the form is e-mail and password only.
   */
  tabs?: { email: string; number: string } | 'in-place' | undefined;
  /** The form stays where it is after logging in (the modal): sent as `stay`, and `onLoggedIn` runs. */
  onLoggedIn?: (() => void) | undefined;
  /** The forgot-password view. */
  forgotHref: string;
  /** Where to go after logging in (a path of the shop); sent with the form. */
  next?: string | undefined;
  /** Values to start with (e.g. the e-mail after a password reset). */
  initialValues?: Partial<Record<LoginField, string>> | undefined;
}

/**
 * Login in the spec's two ways: e-mail and password, or customer number and date of birth where
 * the shop allows it, each a tab (links, so they work without JavaScript); "stay logged in on this
 * device" gives the soft login. What was typed survives a refusal; the password never comes back.
 */
export function LoginForm({ method: initialMethod, action: login, tabs, forgotHref, next, initialValues, initialState, onLoggedIn }: LoginFormProps) {
  const { t } = useLingui();
  const [state, action, pending] = useActionState(login, initialState ?? emptyState<LoginField>(initialValues));
  const [method, setMethod] = useState(initialMethod);
  const { values, errors } = state;
  const byNumber = method === 'number' && tabs !== undefined;
  const loggedIn = state.done === 'logged-in';
  useEffect(() => {
    if (loggedIn) onLoggedIn?.();
  }, [loggedIn, onLoggedIn]);
  const loginForm = (
    <form action={action} onSubmit={submitKeepingValues(action)} noValidate className="vt-account-form" aria-label={t`Anmelden`}>
      <input type="hidden" name="method" value={byNumber ? 'number' : 'email'} />
      {onLoggedIn ? <input type="hidden" name="stay" value="1" /> : null}
      {next ? <input type="hidden" name="next" value={next} /> : null}
      <RefusalAlert refused={state.refused} retryAfterSeconds={state.retryAfterSeconds} />
      <FormErrors state={state} order={byNumber ? ['customerNumber', 'dateOfBirth'] : ['email', 'password']} />
      {byNumber ? (
        <>
          <Field name="customerNumber" label={t`Kundennummer`} error={message(errors.customerNumber)}>
            {(control) => <input className="vt-input" inputMode="numeric" autoComplete="username" defaultValue={values.customerNumber} maxLength={12} required {...control} />}
          </Field>
          <Field name="dateOfBirth" label={t`Geburtsdatum`} error={message(errors.dateOfBirth)}>
            {(control) => <input className="vt-input" type="date" autoComplete="bday" defaultValue={values.dateOfBirth} required {...control} />}
          </Field>
        </>
      ) : (
        <>
          <Field name="email" label={t`E-Mail-Adresse`} error={message(errors.email)}>
            {(control) => <input className="vt-input" type="email" autoComplete="username" defaultValue={values.email} maxLength={254} required {...control} />}
          </Field>
          <Field name="password" label={t`Passwort`} error={message(errors.password)}>
            {(control) => (
              <input className="vt-input" type="password" autoComplete="current-password" placeholder={t`Mindestens 6 Zeichen`} maxLength={128} required {...control} />
            )}
          </Field>
        </>
      )}
      <label className="vt-check">
        <input type="checkbox" name="keepLoggedIn" value="1" defaultChecked={values.keepLoggedIn === '1'} /> <Trans>Auf diesem Gerät angemeldet bleiben</Trans>
      </label>
      <p className="vt-hint">
        <Trans>Danach fragen wir vor Ihrem Kundenkonto und der Kasse noch einmal nach Ihrem Passwort.</Trans>
      </p>
      <div className="vt-account-form__actions">
        <Button type="submit" disabled={pending} aria-busy={pending}>
          {pending ? t`Anmeldung läuft …` : t`Anmelden`}
        </Button>
        {byNumber ? null : (
          <a href={forgotHref}>
            <Trans>Passwort vergessen?</Trans>
          </a>
        )}
      </div>
    </form>
  );
  return (
    <div className="vt-login">
      {tabs === 'in-place' ? (
        <div role="tablist" aria-label={t`Anmelden mit`} className="vt-login__tabs">
          {(['email', 'number'] as const).map((m) => (
            <button
              key={m}
              type="button"
              role="tab"
              id={`login-tab-${m}`}
              aria-selected={method === m}
              aria-controls="login-panel"
              className="vt-login__tab"
              onClick={() => setMethod(m)}
            >
              {m === 'email' ? <Trans>E-Mail und Passwort</Trans> : <Trans>Kundennummer und Geburtsdatum</Trans>}
            </button>
          ))}
        </div>
      ) : tabs ? (
        <nav aria-label={t`Anmelden mit`} className="vt-login__tabs">
          <a href={tabs.email} className="vt-login__tab" aria-current={byNumber ? undefined : 'page'}>
            <Trans>E-Mail und Passwort</Trans>
          </a>
          <a href={tabs.number} className="vt-login__tab" aria-current={byNumber ? 'page' : undefined}>
            <Trans>Kundennummer und Geburtsdatum</Trans>
          </a>
        </nav>
      ) : null}
      {tabs === 'in-place' ? (
        <div id="login-panel" role="tabpanel" aria-labelledby={`login-tab-${method}`}>
          {loginForm}
        </div>
      ) : (
        loginForm
      )}
    </div>
  );
}
