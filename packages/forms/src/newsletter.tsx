'use client';
import { Trans, useLingui } from '@lingui/react/macro';
import { NEWSLETTER_FORM, validate } from '@vitrine/form-rules';
import { Alert, Button } from '@vitrine/ui';
import { LazyDialog } from './lazy-dialog';
import { useActionState, useEffect, useState } from 'react';
import { ErrorSummary } from './error-summary';
import { Field } from './field';
import type { FieldCode } from './rule-message';
import { ruleMessage as message } from './rule-message-node';
import { submitKeepingValues } from './submit';

/** The welcome voucher's terms as the shop words them (amounts already formatted). */
export interface NewsletterVoucherTerms {
  /** "30,00 CHF" or "15 %". */
  value: string;
  /** The smallest order of kept goods, formatted. */
  minimumOrder: string;
  validDays: number;
}

/** The voucher's terms (spec §9) behind a button, in a dialog. */
export function VoucherTermsDialog({ terms }: { terms: NewsletterVoucherTerms }) {
  const { t } = useLingui();
  const { value, minimumOrder, validDays } = terms;
  return (
    <LazyDialog title={t`Gutscheinbedingungen`} label={t`Gutscheinbedingungen`} size="small">
      <ul className="vt-newsletter__terms">
        <li>
          <Trans>Ihr Willkommensgutschein über {value} kommt mit der Begrüßungs-E-Mail.</Trans>
        </li>
        <li>
          <Trans>Einmal einlösbar, innerhalb von {validDays} Tagen ab Erhalt.</Trans>
        </li>
        <li>
          <Trans>Ab einem Bestellwert von {minimumOrder} der Ware, die Sie behalten.</Trans>
        </li>
        <li>
          <Trans>Nicht für technische Artikel (Elektrogeräte), nicht mit anderen Gutscheinen kombinierbar.</Trans>
        </li>
        <li>
          <Trans>Je E-Mail-Adresse gibt es einen Willkommensgutschein.</Trans>
        </li>
      </ul>
    </LazyDialog>
  );
}

/** What the sign-up form shows after an answer (a success leads to another page). */
export interface NewsletterFormState {
  values: { email?: string };
  errors: { email?: FieldCode };
  /** `try-later`: too many mails to this address for now; `error`: the spec's "try again later". */
  failed?: 'try-later' | 'error' | undefined;
}

export interface NewsletterFormProps {
  /** The server action (a plain form post without JavaScript); it goes on to the next page itself. */
  action: (previous: NewsletterFormState, form: FormData) => Promise<NewsletterFormState>;
  initialState?: NewsletterFormState | undefined;
  terms: NewsletterVoucherTerms;
  /** The shop asks the address to confirm by mail (double opt-in). */
  doubleOptIn: boolean;
  privacyHref: string;
}

/**
 * Newsletter sign-up (spec §4), the first of its four pages: the e-mail address, the welcome
 * voucher's terms in a dialog, a word on double opt-in where the shop asks for it. Checked with the
 * shared rule first (and again by the gateway); the address typed stays after a refusal.
 */
export function NewsletterForm({ action: act, initialState, terms, doubleOptIn, privacyHref }: NewsletterFormProps) {
  const { t } = useLingui();
  const [state, action, pending] = useActionState(act, initialState ?? { values: {}, errors: {} });
  const [local, setLocal] = useState<NewsletterFormState['errors'] | null>(null);
  const errors = local ?? state.errors;
  const value = terms.value;
  const summary = errors.email ? [{ field: 'email', message: message(errors.email)! }] : [];
  return (
    <form
      action={action}
      noValidate
      className="vt-account-form vt-newsletter"
      aria-label={t`Newsletter abonnieren`}
      onSubmit={(event) => {
        const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
        const problems = validate({ email }, NEWSLETTER_FORM);
        setLocal(problems.email ? { email: problems.email } : null);
        if (problems.email) {
          event.preventDefault();
          return;
        }
        submitKeepingValues(action)(event);
      }}
    >
      {state.failed ? (
        <Alert role="alert">
          {state.failed === 'try-later' ? (
            <Trans>Wir haben dieser Adresse gerade schon E-Mails geschickt. Bitte versuchen Sie es in einer Stunde noch einmal.</Trans>
          ) : (
            <Trans>Ein Fehler ist aufgetreten. Bitte versuchen Sie es später noch einmal.</Trans>
          )}
        </Alert>
      ) : null}
      <ErrorSummary title={t`Bitte überprüfen Sie Ihre Eingaben und füllen Sie alle Pflichtfelder aus.`} errors={summary} />
      <p>
        <Trans>Neuheiten, Angebote und Ideen für Ihr Zuhause, und zur Begrüßung ein Gutschein über {value}.</Trans>
      </p>
      <Field name="email" label={t`E-Mail-Adresse`} error={message(errors.email)}>
        {(control) => <input className="vt-input" type="email" autoComplete="email" defaultValue={state.values.email} maxLength={254} required {...control} />}
      </Field>
      {doubleOptIn ? (
        <p className="vt-hint">
          <Trans>Sie bekommen eine E-Mail mit einem Link: Erst wenn Sie ihn bestätigen, sind Sie angemeldet.</Trans>
        </p>
      ) : null}
      <p className="vt-hint">
        <Trans>
          Abmelden können Sie sich jederzeit mit dem Link in jedem Newsletter. Mehr in unseren <a href={privacyHref}>Datenschutzhinweisen</a>.
        </Trans>
      </p>
      <div className="vt-account-form__actions">
        <Button type="submit" disabled={pending} aria-busy={pending}>
          {pending ? t`Wird gesendet …` : t`Jetzt anmelden`}
        </Button>
        <VoucherTermsDialog terms={terms} />
      </div>
    </form>
  );
}

/** What the newsletter sheet shows after its button was pressed. */
export interface NewsletterResendState {
  /** `sent`: a new mail is on its way; `try-later`: the hour's mails are used; `error`: try again later. */
  outcome?: 'sent' | 'try-later' | 'error' | 'already' | undefined;
}

/**
 * The newsletter sheet of the pending page (spec §4): while the address is unconfirmed it offers a
 * new confirmation mail (at most 3 an hour). A side sheet once the page is hydrated; before (and
 * without JavaScript) the same form on the page.
 */
export function NewsletterResend({
  action: act,
  initialState,
}: {
  action: (previous: NewsletterResendState, form: FormData) => Promise<NewsletterResendState>;
  initialState?: NewsletterResendState;
}) {
  const { t } = useLingui();
  const [state, action, pending] = useActionState(act, initialState ?? {});
  // Until the page is hydrated (and without JavaScript) the form is on the page; then in the sheet.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const form = (
    <form action={action} className="vt-newsletter__resend">
      <p>
        <Trans>Schauen Sie bitte auch im Spam-Ordner nach. Die E-Mail kann ein paar Minuten brauchen.</Trans>
      </p>
      {state.outcome ? (
        <p role="status" className="vt-newsletter__resend-status">
          {state.outcome === 'sent' ? (
            <Trans>Wir haben Ihnen eine neue E-Mail geschickt. Der Link der früheren E-Mail gilt nicht mehr.</Trans>
          ) : state.outcome === 'try-later' ? (
            <Trans>Wir haben dieser Adresse gerade schon E-Mails geschickt. Bitte versuchen Sie es in einer Stunde noch einmal.</Trans>
          ) : state.outcome === 'already' ? (
            <Trans>Ihre Anmeldung ist schon bestätigt. Viel Freude mit unserem Newsletter!</Trans>
          ) : (
            <Trans>Ein Fehler ist aufgetreten. Bitte versuchen Sie es später noch einmal.</Trans>
          )}
        </p>
      ) : null}
      <Button type="submit" variant="secondary" disabled={pending} aria-busy={pending}>
        {t`Neue Bestätigungs-E-Mail senden`}
      </Button>
    </form>
  );
  if (!hydrated)
    return (
      <section className="vt-newsletter__sheet" aria-labelledby="newsletter-resend-title">
        <h2 id="newsletter-resend-title">{t`Keine E-Mail bekommen?`}</h2>
        {form}
      </section>
    );
  return (
    <div className="vt-newsletter__sheet">
      <LazyDialog title={t`Keine E-Mail bekommen?`} label={t`Keine E-Mail bekommen?`} placement="side">
        {form}
      </LazyDialog>
    </div>
  );
}
