'use client';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button } from '@vitrine/ui';
import { ErrorSummary, Field, Fieldset } from '@vitrine/forms';
import { startTransition, useActionState } from 'react';
import { EMPTY_REVIEW, REVIEW_LIMITS, REVIEW_MAX_TAGS, type ReviewField, type ReviewProblem, type ReviewValues } from '@vitrine/catalog-rules';

/** What the review form shows: the values as typed (kept on every answer) and the problems by field. */
export interface ReviewFormState {
  status: 'editing' | 'sent' | 'invalid' | 'already-reviewed' | 'too-many' | 'rate-limited' | 'failed';
  /** With `rate-limited`: seconds until the shopper may try again. */
  retryAfter?: number;
  values: ReviewValues;
  errors: Partial<Record<ReviewField, ReviewProblem>>;
}

export interface ReviewFormProps {
  /** The server action that sends the review (works as a plain form post). */
  action: (previous: ReviewFormState, form: FormData) => Promise<ReviewFormState>;
  sku: string;
  locale: string;
  /** Topics a review of this product may carry. */
  tags: readonly { key: string; label: string }[];
}

const INITIAL: ReviewFormState = { status: 'editing', values: EMPTY_REVIEW, errors: {} };

/** "Write a review": stars, headline, text, name, topics. Checked here and again by the gateway; moderated before it is shown. */
export function ReviewForm({ action: send, sku, locale, tags }: ReviewFormProps) {
  const { t } = useLingui();
  const [state, action, pending] = useActionState(send, INITIAL);
  const { values, errors } = state;

  const message = (field: ReviewField, problem: ReviewProblem | undefined): string | undefined => {
    if (!problem) return undefined;
    if (problem === 'bad-characters') return t`Bitte verwenden Sie keine spitzen Klammern (< >).`;
    switch (field) {
      case 'stars':
        return t`Bitte vergeben Sie 1 bis 5 Sterne.`;
      case 'title':
      case 'body':
      case 'author': {
        const { min, max } = REVIEW_LIMITS[field];
        if (field === 'title') return t`Bitte geben Sie eine Überschrift mit ${min} bis ${max} Zeichen ein.`;
        if (field === 'body') return t`Bitte beschreiben Sie Ihre Erfahrung in ${min} bis ${max} Zeichen.`;
        return t`Bitte geben Sie einen Namen mit ${min} bis ${max} Zeichen ein.`;
      }
      default: {
        const maxTags = REVIEW_MAX_TAGS;
        return t`Bitte wählen Sie höchstens ${maxTags} der angebotenen Themen.`;
      }
    }
  };

  if (state.status === 'sent') {
    return (
      <Alert role="status" className="vt-review-form__sent">
        <Trans>Vielen Dank für Ihre Bewertung! Wir prüfen sie und veröffentlichen sie in Kürze.</Trans>
      </Alert>
    );
  }

  const problem = (name: ReviewField) => message(name, errors[name]);
  const summary = (['stars', 'title', 'body', 'author', 'tags'] as const).flatMap((name) => {
    const text = problem(name);
    return text ? [{ field: name, message: text }] : [];
  });

  return (
    <form
      action={action}
      className="vt-review-form"
      noValidate
      aria-describedby="review-form-note"
      onSubmit={(event) => {
        // With JavaScript the action runs without React's form reset, so what was typed stays as typed.
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        startTransition(() => action(data));
      }}
    >
      <input type="hidden" name="sku" value={sku} />
      <input type="hidden" name="locale" value={locale} />
      <p id="review-form-note" className="vt-review-form__note">
        <Trans>Alle Felder außer den Themen sind Pflichtfelder. Bewertungen werden vor der Veröffentlichung geprüft.</Trans>
      </p>
      {state.status === 'invalid' ? (
        <ErrorSummary title={<Trans>Bitte prüfen Sie Ihre Eingaben.</Trans>} errors={summary} />
      ) : state.status === 'already-reviewed' ? (
        <Alert role="alert">
          <Trans>Sie haben diesen Artikel bereits bewertet.</Trans>
        </Alert>
      ) : state.status === 'too-many' ? (
        <Alert role="alert">
          <Trans>Sie haben in der letzten Stunde bereits mehrere Bewertungen geschrieben. Bitte versuchen Sie es später noch einmal.</Trans>
        </Alert>
      ) : state.status === 'rate-limited' ? (
        <Alert role="alert">
          <Trans>Das waren zu viele Anfragen in kurzer Zeit. Bitte versuchen Sie es in {state.retryAfter ?? 60} Sekunden noch einmal.</Trans>
        </Alert>
      ) : state.status === 'failed' ? (
        <Alert role="alert">
          <Trans>Ihre Bewertung konnte leider nicht gespeichert werden. Bitte versuchen Sie es später noch einmal.</Trans>
        </Alert>
      ) : null}
      <Fieldset name="stars" legend={t`Ihre Bewertung`} error={problem('stars')} className="vt-review-form__stars">
        {({ firstId, name }) =>
          [1, 2, 3, 4, 5].map((stars) => (
            <label key={stars} className="vt-review-form__star">
              <input type="radio" name={name} id={stars === 1 ? firstId : undefined} value={stars} defaultChecked={values.stars === String(stars)} required />
              <span>
                <Plural value={stars} one="# Stern" other="# Sterne" />
              </span>
            </label>
          ))
        }
      </Fieldset>
      <Field name="title" label={t`Überschrift`} error={problem('title')}>
        {(control) => <input className="vt-input" defaultValue={values.title} maxLength={REVIEW_LIMITS.title.max} required {...control} />}
      </Field>
      <Field name="body" label={t`Ihre Erfahrung mit dem Artikel`} error={problem('body')}>
        {(control) => <textarea className="vt-input" defaultValue={values.body} rows={5} maxLength={REVIEW_LIMITS.body.max} required {...control} />}
      </Field>
      <Field name="author" label={t`Ihr Name (wird veröffentlicht)`} error={problem('author')}>
        {(control) => <input className="vt-input" defaultValue={values.author} maxLength={REVIEW_LIMITS.author.max} autoComplete="given-name" required {...control} />}
      </Field>
      {tags.length ? (
        <Fieldset name="tags" legend={t`Worum geht es? (optional)`} error={problem('tags')} className="vt-review-form__tags">
          {({ firstId, name }) =>
            tags.map((tag, i) => (
              <label key={tag.key} className="vt-check">
                <input type="checkbox" name={name} id={i === 0 ? firstId : undefined} value={tag.key} defaultChecked={values.tags.includes(tag.key)} /> {tag.label}
              </label>
            ))
          }
        </Fieldset>
      ) : null}
      <Button type="submit" disabled={pending} aria-busy={pending}>
        {pending ? t`Wird gesendet …` : t`Bewertung absenden`}
      </Button>
    </form>
  );
}
