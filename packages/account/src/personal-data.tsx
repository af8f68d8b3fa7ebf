'use client';
import { Trans, useLingui } from '@lingui/react/macro';
import { Field, submitKeepingValues, ruleMessage as message } from '@vitrine/forms';
import { Alert, Button } from '@vitrine/ui';
import { useActionState } from 'react';
import { FormErrors, RefusalAlert } from './form-parts';
import { emptyState, type FormAction, type FormState } from './state';

/** What the page shows of the customer (the IBAN only masked: the full number never comes back). */
export interface PersonalDataView {
  customerNumber: string;
  email: string;
  /** A new address waiting for its confirmation link. */
  pendingEmail?: string | null | undefined;
  firstName: string;
  lastName: string;
  /** `YYYY-MM-DD`. */
  dateOfBirth: string;
  phone?: string | null | undefined;
  /** Masked (`DE89 •••• •••• •••• ••30 00`), or none. */
  iban?: string | null | undefined;
}

export type PersonalDataFormField = 'firstName' | 'lastName' | 'dateOfBirth' | 'phone' | 'iban' | 'removeIban';
export type EmailChangeFormField = 'email' | 'password';
export type PasswordChangeFormField = 'currentPassword' | 'newPassword';
export type ErasureFormField = 'password';

export interface PersonalDataPageProps {
  data: PersonalDataView;
  /** Saves names, date of birth, phone and IBAN: `done` when saved. */
  saveAction: FormAction<PersonalDataFormField>;
  /** Asks for the new e-mail's link: `done` is the new address. */
  emailAction: FormAction<EmailChangeFormField>;
  /** Changes the password: `done` when changed. */
  passwordAction: FormAction<PasswordChangeFormField>;
  /** Asks for the erasure link: `done` is the address it went to. */
  erasureAction: FormAction<ErasureFormField>;
  /** The download of everything stored about the customer (JSON). */
  exportHref: string;
  /** The forms' states after a post without JavaScript, or a story's. */
  initial?: {
    save?: FormState<PersonalDataFormField>;
    email?: FormState<EmailChangeFormField>;
    password?: FormState<PasswordChangeFormField>;
    erasure?: FormState<ErasureFormField>;
  };
}

const DATA_ORDER: readonly PersonalDataFormField[] = ['firstName', 'lastName', 'dateOfBirth', 'phone', 'iban'];

function DataForm({
  data,
  action: save,
  initialState,
}: {
  data: PersonalDataView;
  action: FormAction<PersonalDataFormField>;
  initialState?: FormState<PersonalDataFormField> | undefined;
}) {
  const { t } = useLingui();
  const [state, action, pending] = useActionState(save, initialState ?? emptyState<PersonalDataFormField>());
  const value = (field: 'firstName' | 'lastName' | 'dateOfBirth' | 'phone') => state.values[field] ?? data[field] ?? '';
  const number = data.customerNumber;
  const iban = data.iban;
  return (
    <section aria-labelledby="personal-data-title" className="vt-personal-data__section">
      <h2 id="personal-data-title">
        <Trans>Meine Daten</Trans>
      </h2>
      <p className="vt-personal-data__number">
        <Trans>Kundennummer: {number}</Trans>
      </p>
      <form action={action} onSubmit={submitKeepingValues(action)} noValidate className="vt-account-form" aria-labelledby="personal-data-title">
        {state.done !== undefined && !Object.keys(state.errors).length ? (
          <Alert role="status">
            <Trans>Ihre Daten wurden gespeichert.</Trans>
          </Alert>
        ) : null}
        <FormErrors state={state} order={DATA_ORDER} />
        <RefusalAlert refused={state.refused} />
        <Field name="firstName" label={t`Vorname`} error={message(state.errors.firstName)}>
          {(control) => <input className="vt-input" autoComplete="given-name" defaultValue={value('firstName')} maxLength={40} required {...control} />}
        </Field>
        <Field name="lastName" label={t`Nachname`} error={message(state.errors.lastName)}>
          {(control) => <input className="vt-input" autoComplete="family-name" defaultValue={value('lastName')} maxLength={40} required {...control} />}
        </Field>
        <Field name="dateOfBirth" label={t`Geburtsdatum`} error={message(state.errors.dateOfBirth)}>
          {(control) => <input className="vt-input" type="date" autoComplete="bday" defaultValue={value('dateOfBirth')} required {...control} />}
        </Field>
        <Field name="phone" label={t`Telefonnummer (optional)`} error={message(state.errors.phone)}>
          {(control) => <input className="vt-input" type="tel" autoComplete="tel" defaultValue={value('phone')} maxLength={30} {...control} />}
        </Field>
        <Field
          name="iban"
          label={iban ? t`Neue IBAN` : t`IBAN (optional)`}
          hint={iban ? t`Hinterlegt: ${iban}. Lassen Sie das Feld leer, um sie zu behalten.` : t`Für Erstattungen und Lastschriften.`}
          error={message(state.errors.iban)}
        >
          {(control) => <input className="vt-input" autoComplete="off" spellCheck={false} defaultValue={state.values.iban ?? ''} maxLength={42} {...control} />}
        </Field>
        {iban ? (
          <label className="vt-choice">
            <input type="checkbox" name="removeIban" value="1" defaultChecked={state.values.removeIban === '1'} />
            <span>
              <Trans>Hinterlegte IBAN löschen</Trans>
            </span>
          </label>
        ) : null}
        <div className="vt-account-form__actions">
          <Button type="submit" disabled={pending} aria-busy={pending}>
            {pending ? t`Wird gespeichert …` : t`Daten speichern`}
          </Button>
        </div>
      </form>
    </section>
  );
}

function EmailForm({
  data,
  action: change,
  initialState,
}: {
  data: PersonalDataView;
  action: FormAction<EmailChangeFormField>;
  initialState?: FormState<EmailChangeFormField> | undefined;
}) {
  const { t } = useLingui();
  const [state, action, pending] = useActionState(change, initialState ?? emptyState<EmailChangeFormField>());
  const current = data.email;
  const pendingEmail = state.done ?? data.pendingEmail;
  return (
    <section aria-labelledby="email-title" className="vt-personal-data__section">
      <h2 id="email-title">
        <Trans>E-Mail-Adresse</Trans>
      </h2>
      <p>
        <Trans>Sie melden sich an mit {current}.</Trans>
      </p>
      {pendingEmail ? (
        <Alert role="status">
          <Trans>
            Wir haben einen Link an {pendingEmail} geschickt. Sobald Sie ihn öffnen, gilt die neue Adresse. Bis dahin bleibt es bei {current}.
          </Trans>
        </Alert>
      ) : null}
      <form action={action} onSubmit={submitKeepingValues(action)} noValidate className="vt-account-form" aria-labelledby="email-title">
        <FormErrors state={state} order={['email', 'password']} />
        <RefusalAlert refused={state.refused} retryAfterSeconds={state.retryAfterSeconds} />
        <Field name="email" id="field-new-email" label={t`Neue E-Mail-Adresse`} error={message(state.errors.email)}>
          {(control) => <input className="vt-input" type="email" autoComplete="email" defaultValue={state.values.email ?? ''} maxLength={254} required {...control} />}
        </Field>
        <Field name="password" id="field-email-password" label={t`Ihr Passwort`} hint={t`Zur Sicherheit fragen wir nach Ihrem Passwort.`} error={message(state.errors.password)}>
          {(control) => <input className="vt-input" type="password" autoComplete="current-password" maxLength={128} required {...control} />}
        </Field>
        <div className="vt-account-form__actions">
          <Button type="submit" disabled={pending} aria-busy={pending}>
            {pending ? t`Wird gesendet …` : t`E-Mail-Adresse ändern`}
          </Button>
        </div>
      </form>
    </section>
  );
}

function PasswordForm({ action: change, initialState }: { action: FormAction<PasswordChangeFormField>; initialState?: FormState<PasswordChangeFormField> | undefined }) {
  const { t } = useLingui();
  const [state, action, pending] = useActionState(change, initialState ?? emptyState<PasswordChangeFormField>());
  return (
    <section aria-labelledby="password-title" className="vt-personal-data__section">
      <h2 id="password-title">
        <Trans>Passwort</Trans>
      </h2>
      <form action={action} onSubmit={submitKeepingValues(action)} noValidate className="vt-account-form" aria-labelledby="password-title">
        {state.done !== undefined && !Object.keys(state.errors).length ? (
          <Alert role="status">
            <Trans>Ihr Passwort ist geändert. Auf allen anderen Geräten sind Sie jetzt abgemeldet.</Trans>
          </Alert>
        ) : null}
        <FormErrors state={state} order={['currentPassword', 'newPassword']} />
        <RefusalAlert refused={state.refused} retryAfterSeconds={state.retryAfterSeconds} />
        <Field name="currentPassword" label={t`Aktuelles Passwort`} error={message(state.errors.currentPassword)}>
          {(control) => <input className="vt-input" type="password" autoComplete="current-password" maxLength={128} required {...control} />}
        </Field>
        <Field
          name="newPassword"
          label={t`Neues Passwort`}
          hint={t`Mindestens 8 Zeichen. Ein Satz aus mehreren Wörtern ist leicht zu merken und schwer zu erraten.`}
          error={message(state.errors.newPassword)}
        >
          {(control) => <input className="vt-input" type="password" autoComplete="new-password" maxLength={128} required {...control} />}
        </Field>
        <div className="vt-account-form__actions">
          <Button type="submit" disabled={pending} aria-busy={pending}>
            {pending ? t`Wird gespeichert …` : t`Passwort ändern`}
          </Button>
        </div>
      </form>
    </section>
  );
}

function YourData({
  exportHref,
  action: erase,
  initialState,
}: {
  exportHref: string;
  action: FormAction<ErasureFormField>;
  initialState?: FormState<ErasureFormField> | undefined;
}) {
  const { t } = useLingui();
  const [state, action, pending] = useActionState(erase, initialState ?? emptyState<ErasureFormField>());
  const sentTo = state.done;
  return (
    <section aria-labelledby="your-data-title" className="vt-personal-data__section">
      <h2 id="your-data-title">
        <Trans>Ihre Daten mitnehmen oder löschen</Trans>
      </h2>
      <p>
        <Trans>Laden Sie alles herunter, was wir über Sie gespeichert haben: Kundenkonto, Adressen, Bestellungen, Rechnungen, Buchungen und Merkzettel, als JSON-Datei.</Trans>
      </p>
      <p>
        <a href={exportHref} download>
          <Trans>Meine Daten herunterladen (JSON)</Trans>
        </a>
      </p>
      <h3 id="erasure-title">
        <Trans>Kundenkonto löschen</Trans>
      </h3>
      {sentTo ? (
        <Alert role="status">
          <Trans>Wir haben Ihnen einen Link an {sentTo} geschickt. Erst wenn Sie das Löschen dort bestätigen, wird Ihr Kundenkonto gelöscht.</Trans>
        </Alert>
      ) : (
        <>
          <p>
            <Trans>
              Wir löschen Ihre persönlichen Daten, Ihr Adressbuch und Ihren Merkzettel. Bestellungen und Rechnungen bewahren wir ohne Ihr Kundenkonto auf, solange das Gesetz es
              verlangt. Das lässt sich nicht rückgängig machen.
            </Trans>
          </p>
          <form action={action} onSubmit={submitKeepingValues(action)} noValidate className="vt-account-form" aria-labelledby="erasure-title">
            <FormErrors state={state} order={['password']} />
            <RefusalAlert refused={state.refused} retryAfterSeconds={state.retryAfterSeconds} />
            <Field name="password" id="field-erasure-password" label={t`Ihr Passwort`} error={message(state.errors.password)}>
              {(control) => <input className="vt-input" type="password" autoComplete="current-password" maxLength={128} required {...control} />}
            </Field>
            <div className="vt-account-form__actions">
              <Button type="submit" variant="secondary" disabled={pending} aria-busy={pending}>
                {pending ? t`Wird gesendet …` : t`Löschen per E-Mail bestätigen`}
              </Button>
            </div>
          </form>
        </>
      )}
    </section>
  );
}

/**
 * The personal-data page: names, date of birth, phone and IBAN; the e-mail (changed through a link
 * to the new address); the password (the current one first); the data to take away and erasing the
 * account (through a link to the account's address). Each form works without JavaScript.
 */
export function PersonalDataPage({ data, saveAction, emailAction, passwordAction, erasureAction, exportHref, initial = {} }: PersonalDataPageProps) {
  return (
    <div className="vt-personal-data">
      <DataForm data={data} action={saveAction} initialState={initial.save} />
      <EmailForm data={data} action={emailAction} initialState={initial.email} />
      <PasswordForm action={passwordAction} initialState={initial.password} />
      <YourData exportHref={exportHref} action={erasureAction} initialState={initial.erasure} />
    </div>
  );
}
