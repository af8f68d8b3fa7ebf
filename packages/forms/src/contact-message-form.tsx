'use client';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { type ContactField, type ContactOptOut, contactForm, CONTACT_FIELDS, CONTACT_MESSAGE_MAX, validate } from '@vitrine/form-rules';
import { Alert, Button } from '@vitrine/ui';
import { lazy, Suspense, useActionState, useEffect, useRef, useState } from 'react';
import { AddressFields, useAddressLabels } from './address';
import type { ContactMessageFormProps, ContactUploadProblem } from './contact-form';
import { ErrorSummary } from './error-summary';
import { Field, Fieldset } from './field';
import type { FieldCode } from './rule-message';
import { ruleMessage as message } from './rule-message-node';
import { summaryErrors } from './summary-errors';
import { submitKeepingValues } from './submit';
import { UploadField } from './upload-field';

/** The captcha's solver is fetched where a shop has one (shop-nl): no other shop's page carries it. */
const Captcha = lazy(() => import('./captcha').then((module) => ({ default: module.Captcha })));

const REQUIRED: readonly ContactField[] = ['salutation', 'firstName', 'lastName', 'street', 'houseNumber', 'postalCode', 'city', 'email', 'message'];

/** Whether every required field of the form holds something. */
function complete(form: HTMLFormElement): boolean {
  const data = new FormData(form);
  return REQUIRED.every((field) => String(data.get(field) ?? '').trim() !== '');
}

/**
 * The contact form's message part, once a subject is chosen (the code {@link ContactForm} loads on
 * demand): salutation, address, e-mail, the optional phone, customer number and birthday, the
 * message, files under the upload rules, the three opt-out boxes and, where the shop has one, the
 * captcha; after sending, the reference in place of it all.
 */
export function ContactMessageForm({
  action: act,
  initialState,
  subjects,
  topic,
  topicLabel,
  privacyHref,
  postalCountry,
  captcha,
  locale,
  defaults = {},
}: ContactMessageFormProps) {
  const { t } = useLingui();
  const address = useAddressLabels();
  const formElement = useRef<HTMLFormElement>(null);
  const [state, action, pending] = useActionState(act, initialState ?? { values: { ...defaults }, errors: {}, attached: [], uploadProblems: [], dropped: 0, attempt: 0 });
  const [local, setLocal] = useState<Partial<Record<ContactField, FieldCode>> | null>(null);
  const [hydrated, setHydrated] = useState(false);
  const [filled, setFilled] = useState(false);
  const [solved, setSolved] = useState(false);
  useEffect(() => setHydrated(true), []);
  // A new answer: the server's word replaces the browser's.
  useEffect(() => setLocal(null), [state]);
  const challenge = state.captcha ?? captcha ?? null;
  // Whether the required fields are filled: read from the form once it is there (values kept from an answer count).
  useEffect(() => {
    if (formElement.current) setFilled(complete(formElement.current));
  }, [hydrated, state]);
  const errors = { ...state.errors, ...(local ?? {}) };
  const rules = contactForm(postalCountry, subjects);
  const fieldLabels: Record<ContactField, string> = {
    salutation: address.salutation,
    firstName: address.firstName,
    lastName: address.lastName,
    street: address.street,
    houseNumber: address.houseNumber,
    postalCode: address.postalCode,
    city: address.city,
    email: t`E-Mail-Adresse`,
    phone: t`Telefonnummer (freiwillig)`,
    customerNumber: t`Kundennummer (freiwillig)`,
    birthday: t`Geburtsdatum (freiwillig)`,
    subject: t`Thema`,
    message: t`Ihre Nachricht`,
  };

  if (state.reference) {
    const reference = state.reference;
    return (
      // The subject's choice and answers above are hidden beside it (styles.css).
      <Alert role="status" className="vt-contact__sent">
        <Trans>
          Vielen Dank für Ihre Nachricht! Ihre Vorgangsnummer ist {reference}. Wir haben Ihnen eine Bestätigung per E-Mail geschickt und antworten so schnell wie möglich.
        </Trans>
      </Alert>
    );
  }

  const value = (field: ContactField | ContactOptOut) => state.values[field] ?? '';
  const dropped = state.dropped;
  const summary = [
    ...summaryErrors(CONTACT_FIELDS, errors, fieldLabels),
    ...(errors.captcha ? [{ field: 'captcha', message: t`Bitte warten Sie, bis die Sicherheitsprüfung abgeschlossen ist, und senden Sie dann noch einmal.` }] : []),
  ];
  const uploadText = (problem: ContactUploadProblem) => {
    const name = problem.name;
    switch (problem.code) {
      case 'duplicate-name':
        return t`${name}: Eine Datei mit diesem Namen haben Sie schon ausgewählt.`;
      case 'too-many-files':
        return t`${name}: Sie können höchstens 10 Dateien hochladen.`;
      case 'file-too-large':
        return t`${name}: Die Datei ist größer als 5 MB.`;
      case 'total-too-large':
        return t`${name}: Zusammen sind höchstens 5 MB erlaubt.`;
      case 'unsupported-format':
        return t`${name}: Dieses Dateiformat wird nicht unterstützt. Erlaubt sind jpg, jpeg, png, gif, webp, bmp, heic, heif.`;
      case 'not-found':
        return t`${name}: Die Datei ist nicht mehr da. Bitte wählen Sie sie noch einmal aus.`;
    }
  };
  // Before hydration (and without JavaScript) the button works; after it, it waits for the required fields.
  const waiting = hydrated && (!filled || (challenge !== null && !solved));

  return (
    <form
      ref={formElement}
      action={action}
      noValidate
      className="vt-account-form vt-contact__form"
      aria-label={t`Nachricht an den Kundenservice`}
      onInput={(event) => setFilled(complete(event.currentTarget))}
      onChange={(event) => setFilled(complete(event.currentTarget))}
      onSubmit={(event) => {
        const data = new FormData(event.currentTarget);
        const values = Object.fromEntries(CONTACT_FIELDS.map((field) => [field, String(data.get(field) ?? '').trim()])) as Record<ContactField, string>;
        const problems = validate(values, rules);
        setLocal(Object.keys(problems).length ? problems : null);
        if (Object.keys(problems).length) {
          event.preventDefault();
          return;
        }
        submitKeepingValues(action)(event);
      }}
    >
      <h2>
        <Trans>Schreiben Sie uns</Trans>
      </h2>
      {state.failed === 'error' ? (
        <Alert role="alert">
          <Trans>Ein Fehler ist aufgetreten. Bitte versuchen Sie es später noch einmal.</Trans>
        </Alert>
      ) : state.failed === 'upload' ? (
        <Alert role="alert">{t`Unerwarteter Fehler: ${state.uploadError ?? ''}. Bitte versuchen Sie es später noch einmal.`}</Alert>
      ) : null}
      <ErrorSummary title={t`Bitte überprüfen Sie Ihre Eingaben und füllen Sie alle Pflichtfelder aus.`} errors={summary} />
      <input type="hidden" name="subject" value={topic} />
      <p className="vt-hint">
        <Trans>Thema: {topicLabel}</Trans>
      </p>
      <AddressFields values={state.values} errors={errors} countries={[postalCountry]} section="billing" />
      <Field name="email" label={fieldLabels.email} error={message(errors.email)}>
        {(control) => <input className="vt-input" type="email" autoComplete="email" defaultValue={value('email')} maxLength={254} {...control} />}
      </Field>
      <Field name="phone" label={fieldLabels.phone} error={message(errors.phone)}>
        {(control) => <input className="vt-input" type="tel" autoComplete="tel" defaultValue={value('phone')} maxLength={30} {...control} />}
      </Field>
      <Field name="customerNumber" label={fieldLabels.customerNumber} error={message(errors.customerNumber)}>
        {(control) => <input className="vt-input" inputMode="numeric" defaultValue={value('customerNumber')} maxLength={12} {...control} />}
      </Field>
      <Field name="birthday" label={fieldLabels.birthday} hint={t`TT.MM.JJJJ`} error={message(errors.birthday)}>
        {(control) => <input className="vt-input" autoComplete="bday" defaultValue={value('birthday')} maxLength={10} {...control} />}
      </Field>
      <Field name="message" label={fieldLabels.message} hint={t`Höchstens ${CONTACT_MESSAGE_MAX} Zeichen`} error={message(errors.message)}>
        {(control) => <textarea className="vt-input vt-contact__message" rows={8} defaultValue={value('message')} maxLength={CONTACT_MESSAGE_MAX} {...control} />}
      </Field>
      <UploadField
        key={state.attempt}
        name="files"
        label={t`Dateien anhängen (freiwillig)`}
        hint={t`Bis zu 10 Bilder (jpg, png, gif, webp, bmp, heic, heif), zusammen höchstens 5 MB`}
        locale={locale}
        attached={state.attached}
        error={
          state.uploadProblems.length || state.dropped ? (
            <>
              {state.uploadProblems.map((problem) => (
                <span key={`${problem.code}:${problem.name}`} className="vt-upload__problem">
                  {uploadText(problem)}
                </span>
              ))}
              {dropped ? (
                <span className="vt-upload__problem">
                  <Plural
                    value={dropped}
                    one="# Datei wurde nicht übernommen: zusammen sind höchstens 5 MB erlaubt."
                    other="# Dateien wurden nicht übernommen: zusammen sind höchstens 5 MB erlaubt."
                  />
                </span>
              ) : null}
            </>
          ) : undefined
        }
      />
      <Fieldset name="optOut" legend={t`Ich möchte nicht mehr erhalten:`}>
        {({ firstId }) => (
          <>
            <label className="vt-check">
              <input id={firstId} type="checkbox" name="optOutNewsletter" defaultChecked={value('optOutNewsletter') === 'on'} /> {t`den Newsletter`}
            </label>
            <label className="vt-check">
              <input type="checkbox" name="optOutAdvertising" defaultChecked={value('optOutAdvertising') === 'on'} /> {t`Werbung per Post`}
            </label>
            <label className="vt-check">
              <input type="checkbox" name="optOutMarketing" defaultChecked={value('optOutMarketing') === 'on'} /> {t`persönliche Angebote und Marktforschung`}
            </label>
          </>
        )}
      </Fieldset>
      {challenge ? (
        <>
          <noscript>
            <p className="vt-field-error">
              <Trans>Dieses Formular braucht JavaScript für seine Sicherheitsprüfung. Bitte schalten Sie JavaScript ein oder rufen Sie uns an.</Trans>
            </p>
          </noscript>
          <Suspense fallback={<p className="vt-captcha__status">{t`Sicherheitsprüfung läuft …`}</p>}>
            <Captcha key={challenge} challenge={challenge} error={message(errors.captcha)} onSolvedChange={setSolved} />
          </Suspense>
        </>
      ) : null}
      <p className="vt-hint">
        <Trans>
          Wie wir mit Ihren Angaben umgehen, lesen Sie in unseren <a href={privacyHref}>Datenschutzhinweisen</a>.
        </Trans>
      </p>
      <div className="vt-account-form__actions">
        <Button type="submit" disabled={pending || waiting} aria-busy={pending} aria-describedby={waiting ? 'contact-waiting' : undefined}>
          {pending ? t`Wird gesendet …` : t`Nachricht senden`}
        </Button>
        {waiting ? (
          <p id="contact-waiting" className="vt-hint">
            {filled ? t`Einen Moment: die Sicherheitsprüfung läuft.` : t`Bitte füllen Sie alle Pflichtfelder aus: Anrede, Name, Adresse, E-Mail-Adresse und Nachricht.`}
          </p>
        ) : null}
      </div>
    </form>
  );
}
