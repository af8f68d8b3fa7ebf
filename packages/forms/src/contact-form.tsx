'use client';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ContactField, ContactOptOut, ContactSubject, ContactTopic, PostalCountry } from '@vitrine/form-rules';
import { Button, onDemand } from '@vitrine/ui';
import type { RejectionCode } from '@vitrine/upload-rules';
import { type ReactNode, useState } from 'react';
import { Field } from './field';
import type { FieldCode } from './rule-message';
import type { AttachedFile } from './upload-field';

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

/** What the message part of the contact form is given (its subject chosen). */
export interface ContactMessageFormProps extends Pick<ContactFormProps, 'action' | 'initialState' | 'subjects' | 'postalCountry' | 'captcha' | 'locale' | 'defaults'> {
  topic: ContactSubject;
  /** The subject's label in the page's language. */
  topicLabel: string;
  privacyHref: string;
}

/** The message part's code comes when a subject is chosen (or with a page that has one): no page's first load carries it. */
const ContactMessageForm = onDemand<ContactMessageFormProps>(
  () => import('./contact-message-form').then((module) => module.ContactMessageForm),
  () => true,
);

/**
 * The contact form with guided answers (spec §3, §5, §8): a subject first (a GET form, so it works
 * without JavaScript), its help answers, then the message form: salutation, address, e-mail, the
 * optional phone, customer number and birthday, the message, files under the upload rules, the
 * three opt-out boxes and, where the shop has one, the captcha. Applicants are sent to the jobs
 * page instead. Checked with the shared rules before it is sent (the send button waits until the
 * required fields are filled) and again by the gateway; what was typed and attached stays after
 * any refusal. The message part's code comes on demand ({@link onDemand}).
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
  defaults,
}: ContactFormProps) {
  const { t } = useLingui();
  const topicLabels = useContactTopicLabels();
  const [topic, setTopic] = useState<ContactTopic | undefined>(initialTopic);
  const topics: ContactTopic[] = [...subjects, 'application'];

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

      {topic !== undefined && topic !== 'application' ? (
        <ContactMessageForm
          action={act}
          initialState={initialState}
          subjects={subjects}
          topic={topic}
          topicLabel={topicLabels[topic]}
          privacyHref={links.privacy}
          postalCountry={postalCountry}
          captcha={captcha}
          locale={locale}
          defaults={defaults}
        />
      ) : null}
    </div>
  );
}
