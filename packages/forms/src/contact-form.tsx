'use client';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import {
  type ContactField,
  type ContactOptOut,
  type ContactSubject,
  type ContactTopic,
  contactForm,
  CONTACT_FIELDS,
  CONTACT_MESSAGE_MAX,
  type PostalCountry,
  validate,
} from '@vitrine/form-rules';
import { Alert, Button } from '@vitrine/ui';
import type { RejectionCode } from '@vitrine/upload-rules';
import { lazy, type ReactNode, Suspense, useActionState, useEffect, useRef, useState } from 'react';
import { AddressFields, useAddressLabels } from './address';
import { ErrorSummary } from './error-summary';
import { Field, Fieldset } from './field';
import { type FieldCode, useRuleMessage } from './rule-message';
import { submitKeepingValues } from './submit';
import { type AttachedFile, UploadField } from './upload-field';

/** The captcha's solver is fetched where a shop has one (shop-nl): no other shop's page carries it. */
const Captcha = lazy(() => import('./captcha').then((module) => ({ default: module.Captcha })));

/** A file the server refused, by the upload rules, or because it was no longer there. */
export interface ContactUploadProblem {
  name: string;
  code: RejectionCode | 'not-found';
}

/** What the form shows after an answer. */
export interface ContactFormState {
  /** What was typed, as typed (the opt-out boxes `on` when ticked). */
  values: Partial<Record<ContactField | ContactOptOut, string>>;
  errors: Partial<Record<ContactField | 'captcha', FieldCode>>;
  /** Files the gateway keeps for this message already (from an earlier try): they stay attached. */
  attached: AttachedFile[];
  uploadProblems: ContactUploadProblem[];
  /** Files left out because together they passed 5 MB (spec: the count is reported). */
  dropped: number;
  /** `error`: the spec's "An error occurred. Please try again later."; `upload`: an upload failed, with `uploadError`. */
  failed?: 'error' | 'upload' | undefined;
  uploadError?: string | undefined;
  /** A new captcha challenge (the earlier one was used or expired). */
  captcha?: string | null | undefined;
  /** Counts the answers: the file field starts empty after each (its files are attached by then). */
  attempt: number;
  /** Sent: the message's reference. */
  reference?: string | undefined;
}

/** Where the guided answers lead (the shop's paths, from its route table). */
export interface ContactLinks {
  orders: string;
  orderLookup: string;
  invoices: string;
  addressBook: string;
  personalData: string;
  passwordReset: string;
  bookings: string;
  /** The service page; its topics are anchors (`#bestellen`, `#retourneren-ruilen`, …). */
  service: string;
  /** The lend-money request, where the shop lends. */
  lendMoney?: string | undefined;
  /** The jobs page: applicants apply there. */
  jobs: string;
  privacy: string;
}

export interface ContactFormProps {
  /** The server action (works as a plain form post). */
  action: (previous: ContactFormState, form: FormData) => Promise<ContactFormState>;
  initialState?: ContactFormState | undefined;
  /** The subjects the shop offers (the gateway's list); applications are answered by the jobs page. */
  subjects: readonly ContactSubject[];
  /** The subject chosen (from the page's address, `?thema=`), if any: its answers and the form show. */
  topic?: ContactTopic | undefined;
  /** The page's path: the subject choice is a GET form to it (works without JavaScript). */
  path: string;
  /** The query parameter of the subject (default `thema`). */
  topicParam?: string;
  links: ContactLinks;
  /** The postal codes' country of the shop (the rules check them). */
  postalCountry: PostalCountry;
  /** The captcha's challenge where the shop has one. */
  captcha?: string | null | undefined;
  /** Sizes in this locale's notation. */
  locale: string;
  /** What the shop knows already (a customer's name and e-mail). */
  defaults?: Partial<Record<ContactField, string>> | undefined;
}

/** The subject select's labels in the page's language. */
export function useContactTopicLabels(): Record<ContactTopic, string> {
  const { t } = useLingui();
  return {
    'order-status': t`Bestellung und Lieferstatus`,
    order: t`Bestellen`,
    returns: t`Rücksendung und Umtausch`,
    'invoice-copy': t`Rechnung und Rechnungskopie`,
    warranty: t`Garantie und Reparatur`,
    address: t`Adresse ändern`,
    'personal-data': t`E-Mail, Telefon, Passwort oder IBAN ändern`,
    account: t`Kundenkonto, Buchungen und Datenlöschung`,
    advertising: t`Newsletter und Werbung`,
    promotions: t`Aktionen und Teilnahmebedingungen`,
    'lend-money': t`Geld leihen`,
    other: t`Sonstiges`,
    application: t`Bewerbung`,
  };
}

function Answer({ children, href, label }: { children: ReactNode; href?: string | undefined; label?: ReactNode }) {
  return (
    <li>
      {children}
      {href ? (
        <>
          {' '}
          <a href={href}>{label}</a>
        </>
      ) : null}
    </li>
  );
}

/** The help answers of a subject (spec §2's link targets): shown before the form. */
function GuidedAnswers({ topic, links }: { topic: ContactTopic; links: ContactLinks }) {
  const anchor = (name: string) => `${links.service}#${name}`;
  switch (topic) {
    case 'order-status':
      return (
        <>
          <Answer href={links.orders} label={<Trans>Zu meinen Bestellungen</Trans>}>
            <Trans>Wo Ihre Bestellung gerade ist, sehen Sie in Ihrem Kundenkonto.</Trans>
          </Answer>
          <Answer href={links.orderLookup} label={<Trans>Bestellstatus abfragen</Trans>}>
            <Trans>Ohne Anmeldung: mit Bestellnummer, E-Mail-Adresse und Postleitzahl.</Trans>
          </Answer>
        </>
      );
    case 'order':
      return (
        <Answer href={anchor('bestellen')} label={<Trans>Hilfe zum Bestellen</Trans>}>
          <Trans>Wie Bestellen, Bezahlen und Liefern bei uns funktioniert:</Trans>
        </Answer>
      );
    case 'returns':
      return (
        <>
          <Answer href={anchor('retourneren-ruilen')} label={<Trans>Rücksendung und Umtausch</Trans>}>
            <Trans>So schicken Sie Ware zurück oder tauschen sie um:</Trans>
          </Answer>
          <Answer href={anchor('retourneren-servicepunt')} label={<Trans>Rückgabe im Paketshop</Trans>}>
            <Trans>Ihr Paket können Sie auch in einem Paketshop abgeben:</Trans>
          </Answer>
        </>
      );
    case 'invoice-copy':
      return (
        <>
          <Answer href={links.invoices} label={<Trans>Zu meinen Rechnungen</Trans>}>
            <Trans>Ihre Rechnungen laden Sie in Ihrem Kundenkonto als PDF herunter.</Trans>
          </Answer>
          <Answer href={anchor('kopieid')} label={<Trans>Rechnungskopie</Trans>}>
            <Trans>Eine Kopie per Post:</Trans>
          </Answer>
        </>
      );
    case 'warranty':
      return (
        <Answer href={anchor('garantie-reparatie')} label={<Trans>Garantie und Reparatur</Trans>}>
          <Trans>Was bei einem Defekt zu tun ist:</Trans>
        </Answer>
      );
    case 'address':
      return (
        <Answer href={links.addressBook} label={<Trans>Zu meinem Adressbuch</Trans>}>
          <Trans>Liefer- und Rechnungsadressen ändern Sie selbst in Ihrem Adressbuch.</Trans>
        </Answer>
      );
    case 'personal-data':
      return (
        <>
          <Answer href={links.personalData} label={<Trans>Zu meinen persönlichen Daten</Trans>}>
            <Trans>E-Mail-Adresse, Telefonnummer, Passwort und IBAN ändern Sie in Ihrem Kundenkonto.</Trans>
          </Answer>
          <Answer href={links.passwordReset} label={<Trans>Neues Passwort anfordern</Trans>}>
            <Trans>Passwort vergessen?</Trans>
          </Answer>
        </>
      );
    case 'account':
      return (
        <Answer href={links.bookings} label={<Trans>Zu meinen Buchungen</Trans>}>
          <Trans>Ihre Buchungen sehen Sie in Ihrem Kundenkonto; dort veranlassen Sie auch die Löschung Ihrer Daten.</Trans>
        </Answer>
      );
    case 'advertising':
      return (
        <Answer>
          <Trans>Jede unserer E-Mails hat einen Link zum Abbestellen. Was wir Ihnen nicht mehr schicken sollen, können Sie auch unten im Formular ankreuzen.</Trans>
        </Answer>
      );
    case 'promotions':
      return (
        <Answer href={anchor('algemene-actievoorwaarden')} label={<Trans>Teilnahmebedingungen</Trans>}>
          <Trans>Die Bedingungen unserer Aktionen:</Trans>
        </Answer>
      );
    case 'lend-money':
      return links.lendMoney ? (
        <Answer href={links.lendMoney} label={<Trans>Zur Anfrage (nach der Anmeldung)</Trans>}>
          <Trans>Geld leihen können Sie als Kundin oder Kunde direkt online.</Trans>
        </Answer>
      ) : null;
    case 'application':
      return (
        <Answer href={links.jobs} label={<Trans>Zur Karriereseite</Trans>}>
          <Trans>Bewerbungen nehmen wir nur über unsere Karriereseite an; über dieses Formular können wir sie nicht bearbeiten. Bitte bewerben Sie sich dort.</Trans>
        </Answer>
      );
    case 'other':
      return (
        <Answer>
          <Trans>Ihre Frage war nicht dabei? Schreiben Sie uns.</Trans>
        </Answer>
      );
  }
}

const REQUIRED: readonly ContactField[] = ['salutation', 'firstName', 'lastName', 'street', 'houseNumber', 'postalCode', 'city', 'email', 'message'];

/** Whether every required field of the form holds something. */
function complete(form: HTMLFormElement): boolean {
  const data = new FormData(form);
  return REQUIRED.every((field) => String(data.get(field) ?? '').trim() !== '');
}

/**
 * The contact form with guided answers (spec §3, §5, §8): a subject first (a GET form, so it works
 * without JavaScript), its help answers, then the message form: salutation, address, e-mail, the
 * optional phone, customer number and birthday, the message, files under the upload rules, the
 * three opt-out boxes and, where the shop has one, the captcha. Applicants are sent to the jobs
 * page instead. Checked with the shared rules before it is sent (the send button waits until the
 * required fields are filled) and again by the gateway; what was typed and attached stays after
 * any refusal.
 */
export function ContactForm({
  action: act,
  initialState,
  subjects,
  topic: initialTopic,
  path,
  topicParam = 'thema',
  links,
  postalCountry,
  captcha,
  locale,
  defaults = {},
}: ContactFormProps) {
  const { t } = useLingui();
  const message = useRuleMessage();
  const address = useAddressLabels();
  const topicLabels = useContactTopicLabels();
  const formElement = useRef<HTMLFormElement>(null);
  const [state, action, pending] = useActionState(act, initialState ?? { values: { ...defaults }, errors: {}, attached: [], uploadProblems: [], dropped: 0, attempt: 0 });
  const [topic, setTopic] = useState<ContactTopic | undefined>(initialTopic);
  const [local, setLocal] = useState<Partial<Record<ContactField, FieldCode>> | null>(null);
  const [hydrated, setHydrated] = useState(false);
  const [filled, setFilled] = useState(false);
  const [solved, setSolved] = useState(false);
  useEffect(() => setHydrated(true), []);
  // A new answer: the server's word replaces the browser's.
  useEffect(() => setLocal(null), [state]);
  const challenge = state.captcha ?? captcha ?? null;
  const showForm = topic !== undefined && topic !== 'application';
  // Whether the required fields are filled: read from the form once it is there (values kept from an answer count).
  useEffect(() => {
    if (formElement.current) setFilled(complete(formElement.current));
  }, [hydrated, showForm, state]);
  const errors = { ...state.errors, ...(local ?? {}) };
  const topics: ContactTopic[] = [...subjects, 'application'];
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
      <Alert role="status">
        <Trans>
          Vielen Dank für Ihre Nachricht! Ihre Vorgangsnummer ist {reference}. Wir haben Ihnen eine Bestätigung per E-Mail geschickt und antworten so schnell wie möglich.
        </Trans>
      </Alert>
    );
  }

  const value = (field: ContactField | ContactOptOut) => state.values[field] ?? '';
  const dropped = state.dropped;
  const summary = [
    ...CONTACT_FIELDS.flatMap((field) => {
      const text = message(errors[field]);
      return text ? [{ field, message: `${fieldLabels[field]}: ${text}` }] : [];
    }),
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
    <div className="vt-contact">
      <form
        method="get"
        action={path}
        className="vt-contact__topic"
        onSubmit={(event) => {
          event.preventDefault();
          const chosen = String(new FormData(event.currentTarget).get(topicParam) ?? '');
          setTopic((topics as string[]).includes(chosen) ? (chosen as ContactTopic) : undefined);
        }}
      >
        <Field name={topicParam} id="field-topic" label={t`Worum geht es?`}>
          {(control) => (
            <select
              className="vt-input"
              defaultValue={topic ?? ''}
              {...control}
              onChange={(event) => {
                const chosen = event.currentTarget.value;
                const next = (topics as string[]).includes(chosen) ? (chosen as ContactTopic) : undefined;
                setTopic(next);
                // The address says the subject too: a reload (or the link) shows the same.
                const url = new URL(window.location.href);
                if (next) url.searchParams.set(topicParam, next);
                else url.searchParams.delete(topicParam);
                window.history.replaceState(window.history.state, '', url);
              }}
            >
              <option value="">{t`Bitte wählen`}</option>
              {topics.map((item) => (
                <option key={item} value={item}>
                  {topicLabels[item]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Button type="submit" variant="secondary" className="vt-contact__topic-go">
          {t`Antworten zeigen`}
        </Button>
      </form>

      {topic ? (
        <section className="vt-contact__answers" aria-live="polite" aria-labelledby="contact-answers-title">
          <h2 id="contact-answers-title">
            <Trans>Schnelle Antworten</Trans>
          </h2>
          <ul>
            <GuidedAnswers topic={topic} links={links} />
          </ul>
        </section>
      ) : null}

      {showForm ? (
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
            <Trans>Thema: {topicLabels[topic]}</Trans>
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
              Wie wir mit Ihren Angaben umgehen, lesen Sie in unseren <a href={links.privacy}>Datenschutzhinweisen</a>.
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
      ) : null}
    </div>
  );
}
