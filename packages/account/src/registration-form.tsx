'use client';
import { Trans, useLingui } from '@lingui/react/macro';
import { Field, submitKeepingValues, ruleMessage as message } from '@vitrine/forms';
import { Alert, Button } from '@vitrine/ui';
import { useActionState } from 'react';
import { FormErrors, RefusalAlert } from './form-parts';
import { emptyState, type FormAction, type FormState, type RegistrationField } from './state';

export interface RegistrationFormProps {
  /** Where the form starts (a story's or a test's state); default: empty. */
  initialState?: FormState<RegistrationField> | undefined;
  /**
   * The server action that registers (works as a plain form post): `done` is the e-mail the
   * confirmation link went to (the account opens when it is confirmed).
   */
  action: FormAction<RegistrationField>;
  /** Hours the confirmation link works (said in the success view). */
  validHours?: number;
  /** Where to go afterwards (a path of the shop); sent with the form. */
  next?: string | undefined;
  /** The privacy page of the locale (linked before the button). */
  privacyHref: string;
}

/**
 * A new customer account: name, e-mail, date of birth and a password of at least 8 characters. Sent,
 * it says that a link to confirm went to the e-mail, the same whether or not the e-mail has an
 * account already (its owner is told by mail instead): nobody learns from it who is a customer.
 */
export function RegistrationForm({ action: register, next, privacyHref, initialState, validHours = 24 }: RegistrationFormProps) {
  const { t } = useLingui();
  const [state, action, pending] = useActionState(register, initialState ?? emptyState<RegistrationField>());
  const { values, errors } = state;
  if (state.done) {
    const email = state.done;
    return (
      <div className="vt-account-form">
        <Alert role="status">
          <Trans>
            Fast geschafft: Wir haben Ihnen eine E-Mail an {email} geschickt. Öffnen Sie den Link darin, um Ihr Kundenkonto zu bestätigen. Der Link gilt {validHours} Stunden.
          </Trans>
        </Alert>
        <p className="vt-hint">
          <Trans>Keine E-Mail bekommen? Sehen Sie im Spam-Ordner nach. Haben Sie schon ein Kundenkonto mit dieser Adresse, steht in der E-Mail, wie Sie sich anmelden.</Trans>
        </p>
      </div>
    );
  }
  return (
    <form action={action} onSubmit={submitKeepingValues(action)} noValidate className="vt-account-form" aria-label={t`Kundenkonto eröffnen`}>
      {next ? <input type="hidden" name="next" value={next} /> : null}
      <RefusalAlert refused={state.refused} retryAfterSeconds={state.retryAfterSeconds} />
      <FormErrors state={state} order={['firstName', 'lastName', 'email', 'dateOfBirth', 'password']} />
      <Field name="firstName" label={t`Vorname`} error={message(errors.firstName)}>
        {(control) => <input className="vt-input" autoComplete="given-name" defaultValue={values.firstName} maxLength={80} required {...control} />}
      </Field>
      <Field name="lastName" label={t`Nachname`} error={message(errors.lastName)}>
        {(control) => <input className="vt-input" autoComplete="family-name" defaultValue={values.lastName} maxLength={80} required {...control} />}
      </Field>
      <Field name="email" id="field-registration-email" label={t`E-Mail-Adresse`} error={message(errors.email)}>
        {(control) => <input className="vt-input" type="email" autoComplete="email" defaultValue={values.email} maxLength={254} required {...control} />}
      </Field>
      <Field name="dateOfBirth" id="field-registration-dateOfBirth" label={t`Geburtsdatum`} error={message(errors.dateOfBirth)}>
        {(control) => <input className="vt-input" type="date" autoComplete="bday" defaultValue={values.dateOfBirth} required {...control} />}
      </Field>
      <Field
        name="password"
        id="field-registration-password"
        label={t`Passwort`}
        hint={t`Mindestens 8 Zeichen. Ein Satz aus mehreren Wörtern ist leicht zu merken und schwer zu erraten.`}
        error={message(errors.password)}
      >
        {(control) => <input className="vt-input" type="password" autoComplete="new-password" placeholder={t`Mindestens 8 Zeichen`} maxLength={128} required {...control} />}
      </Field>
      <label className="vt-check">
        <input type="checkbox" name="keepLoggedIn" value="1" defaultChecked={values.keepLoggedIn === '1'} /> <Trans>Auf diesem Gerät angemeldet bleiben</Trans>
      </label>
      <p className="vt-hint">
        <Trans>
          Wie wir Ihre Daten verwenden, lesen Sie in unserer <a href={privacyHref}>Datenschutzerklärung</a>.
        </Trans>
      </p>
      <div className="vt-account-form__actions">
        <Button type="submit" disabled={pending} aria-busy={pending}>
          {pending ? t`Wird gesendet …` : t`Kundenkonto eröffnen`}
        </Button>
      </div>
    </form>
  );
}
