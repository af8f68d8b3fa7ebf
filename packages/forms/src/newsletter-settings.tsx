'use client';
import { Trans, useLingui } from '@lingui/react/macro';
import { NEWSLETTER_SCOPES, type NewsletterFrequency, type NewsletterScope, parseNewsletterOption } from '@vitrine/form-rules';
import { Alert, Button } from '@vitrine/ui';
import { useActionState, useEffect, useState } from 'react';
import { Field } from './field';

/** What the newsletter unsubscribe form shows after an answer. */
export interface NewsletterSettingsState {
  /** What was chosen, as chosen (`frequency|1`, `pause|-100`, `unsubscribe|99`), with its second choice. */
  values: { option?: string; pauseDays?: string; scope?: string };
  /** A choice missing: the option, the pause's days, or what to end. */
  missing?: 'option' | 'pauseDays' | 'scope' | undefined;
  /** Saved: what the subscription is now. */
  saved?: { subscribed: boolean; frequency: number; pausedUntil: string | null; shopNewsletter: boolean; secondBrand: boolean } | undefined;
  /** `not-subscribed`: spec §8's "I am not subscribed to the newsletter by email."; `error`: try again later. */
  refused?: 'not-subscribed' | 'error' | undefined;
}

export interface NewsletterSettingsFormProps {
  action: (previous: NewsletterSettingsState, form: FormData) => Promise<NewsletterSettingsState>;
  initialState?: NewsletterSettingsState | undefined;
  /** The frequencies the shop offers (spec §3's values). */
  frequencies: readonly number[];
  /** The pauses offered, in days. */
  pauseDays: readonly number[];
  /** The page's locale (the pause's end date). */
  locale: string;
}

/**
 * The newsletter unsubscribe form (spec §3, §4): one choice of spec §3's option values (a
 * frequency, a pause, an end), then its second choice: the pause's days (7, 14, 21, 30) or what to
 * end (the shop's newsletter, the second brand's, both). The send button waits until the choices
 * are made once the page is hydrated; without JavaScript every select shows and the gateway checks.
 */
export function NewsletterSettingsForm({ action: act, initialState, frequencies, pauseDays, locale }: NewsletterSettingsFormProps) {
  const { t } = useLingui();
  const [state, action, pending] = useActionState(act, initialState ?? { values: {} });
  const [option, setOption] = useState(state.values.option ?? '');
  const [days, setDays] = useState(state.values.pauseDays ?? '');
  const [scope, setScope] = useState(state.values.scope ?? '');
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const parsed = parseNewsletterOption(option, frequencies as readonly NewsletterFrequency[]);
  const ready = parsed !== undefined && (parsed.kind !== 'pause' || days !== '') && (parsed.kind !== 'unsubscribe' || scope !== '');
  const frequencyLabel: Record<number, string> = {
    0: t`Alle Newsletter (täglich)`,
    1: t`Einmal pro Woche`,
    2: t`Alle 14 Tage`,
    3: t`Einmal im Monat`,
  };
  const pauseLabel: Record<number, string> = { 7: t`1 Woche`, 14: t`2 Wochen`, 21: t`3 Wochen`, 30: t`1 Monat` };
  const scopeLabel: Record<NewsletterScope, string> = {
    shop: t`vom Newsletter dieses Shops`,
    'second-brand': t`vom Newsletter unserer Zweitmarke`,
    both: t`von beiden`,
  };
  const showPause = !hydrated || parsed?.kind === 'pause';
  const showScope = !hydrated || parsed?.kind === 'unsubscribe';

  if (state.refused === 'not-subscribed') {
    return (
      <Alert role="alert">
        <Trans>Ich bin nicht per E-Mail für den Newsletter angemeldet.</Trans>
      </Alert>
    );
  }

  let saved: string | null = null;
  if (state.saved) {
    const s = state.saved;
    const until = s.pausedUntil ? new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(s.pausedUntil)) : '';
    const frequency = frequencyLabel[s.frequency] ?? '';
    saved = !s.subscribed
      ? t`Sie sind abgemeldet: Wir schicken Ihnen keinen Newsletter mehr.`
      : !s.secondBrand && s.shopNewsletter
        ? t`Der Newsletter unserer Zweitmarke ist abbestellt; unseren bekommen Sie weiter.`
        : !s.shopNewsletter && s.secondBrand
          ? t`Unser Newsletter ist abbestellt; den unserer Zweitmarke bekommen Sie weiter.`
          : s.pausedUntil
            ? t`Der Newsletter pausiert bis zum ${until}.`
            : t`Gespeichert: ${frequency}.`;
  }

  return (
    <form action={action} className="vt-account-form vt-newsletter-settings" aria-label={t`Newsletter-Einstellungen`}>
      {saved ? <Alert role="status">{saved}</Alert> : null}
      {state.refused === 'error' ? (
        <Alert role="alert">
          <Trans>Ein Fehler ist aufgetreten. Bitte versuchen Sie es später noch einmal.</Trans>
        </Alert>
      ) : null}
      <Field name="option" label={t`Was möchten Sie tun?`} error={state.missing === 'option' ? t`Bitte wählen Sie eine Möglichkeit.` : undefined}>
        {(control) => (
          <select className="vt-input" value={option} onChange={(event) => setOption(event.currentTarget.value)} {...control}>
            <option value="">{t`Bitte wählen`}</option>
            <optgroup label={t`Wie oft`}>
              {frequencies.map((f) => (
                <option key={f} value={`frequency|${f}`}>
                  {frequencyLabel[f]}
                </option>
              ))}
            </optgroup>
            <option value="pause|-100">{t`Newsletter pausieren`}</option>
            <option value="unsubscribe|99">{t`Newsletter abbestellen`}</option>
          </select>
        )}
      </Field>
      {showPause ? (
        <Field name="pauseDays" label={t`Wie lange pausieren?`} error={state.missing === 'pauseDays' ? t`Bitte wählen Sie, wie lange.` : undefined}>
          {(control) => (
            <select className="vt-input" value={days} onChange={(event) => setDays(event.currentTarget.value)} {...control}>
              <option value="">{t`Bitte wählen`}</option>
              {pauseDays.map((d) => (
                <option key={d} value={String(d)}>
                  {pauseLabel[d] ?? String(d)}
                </option>
              ))}
            </select>
          )}
        </Field>
      ) : null}
      {showScope ? (
        <Field name="scope" label={t`Abbestellen`} error={state.missing === 'scope' ? t`Bitte wählen Sie, was Sie abbestellen.` : undefined}>
          {(control) => (
            <select className="vt-input" value={scope} onChange={(event) => setScope(event.currentTarget.value)} {...control}>
              <option value="">{t`Bitte wählen`}</option>
              {NEWSLETTER_SCOPES.map((s) => (
                <option key={s} value={s}>
                  {scopeLabel[s]}
                </option>
              ))}
            </select>
          )}
        </Field>
      ) : null}
      <div className="vt-account-form__actions">
        <Button type="submit" disabled={pending || (hydrated && !ready)} aria-busy={pending}>
          {pending ? t`Wird gesendet …` : t`Speichern`}
        </Button>
      </div>
    </form>
  );
}
