'use client';
import { Trans, useLingui } from '@lingui/react/macro';
import { checkSurveyAnswers, type Survey, type SurveyAnswers, type SurveyProblem } from '@vitrine/content';
import { Button } from '@vitrine/ui';
import { useId, useRef, useState } from 'react';

export type { Survey, SurveyAnswers, SurveyProblem };

export interface SurveyFormProps {
  survey: Survey;
  /** Called with the checked answers; the caller sends them and sets `state`. */
  onSubmit: (answers: SurveyAnswers) => void;
  /** `sending`, `sent` (the thanks), `answered` (this shopper answered before), `failed` (try again). */
  state: 'idle' | 'sending' | 'sent' | 'answered' | 'failed';
  /** Problems the gateway found (it checks again); shown like the form's own. */
  problems?: Readonly<Record<string, SurveyProblem>>;
}

/**
 * The customer-satisfaction survey (spec §1) as a form: stars as a radio group, choices, a text
 * with its character count. The answers are checked with @vitrine/content's rule before they are
 * sent; what the shopper chose and wrote stays on every error.
 */
export function SurveyForm({ survey, onSubmit, state, problems: serverProblems = {} }: SurveyFormProps) {
  const { t } = useLingui();
  const id = useId();
  const [values, setValues] = useState<Record<string, string>>({});
  const [problems, setProblems] = useState<Record<string, SurveyProblem>>({});
  const form = useRef<HTMLFormElement>(null);
  const shown = { ...serverProblems, ...problems };
  if (state === 'sent' || state === 'answered') {
    return (
      <p role="status" className="vt-survey__thanks" tabIndex={-1} ref={(el) => el?.focus()}>
        {state === 'sent' ? survey.thanks : t`Sie haben an dieser Umfrage bereits teilgenommen. Vielen Dank!`}
      </p>
    );
  }
  const message = (problem: SurveyProblem, max: number) =>
    ({
      required: t`Bitte beantworten Sie diese Frage.`,
      'stars-range': t`Bitte wählen Sie 1 bis 5 Sterne.`,
      'unknown-option': t`Bitte wählen Sie eine der Antworten.`,
      'wrong-type': t`Bitte wählen Sie eine der Antworten.`,
      'too-long': t`Bitte kürzen Sie Ihren Text auf höchstens ${max} Zeichen.`,
      'unknown-question': t`Diese Antwort gehört nicht zur Umfrage.`,
    })[problem];
  const set = (question: string, value: string) => {
    setValues((all) => ({ ...all, [question]: value }));
    setProblems(({ [question]: _gone, ...rest }) => rest);
  };
  return (
    <form
      ref={form}
      className="vt-survey"
      noValidate
      aria-busy={state === 'sending'}
      onSubmit={(event) => {
        event.preventDefault();
        const checked = checkSurveyAnswers(survey, values);
        setProblems(checked.problems);
        const first = survey.questions.find((q) => checked.problems[q.id]);
        if (first) {
          form.current?.querySelector<HTMLElement>(`[data-question="${first.id}"] input, [data-question="${first.id}"] textarea`)?.focus();
          return;
        }
        onSubmit(checked.answers);
      }}
    >
      <p>{survey.intro}</p>
      {survey.questions.map((q) => {
        const problem = shown[q.id];
        const errorId = `${id}-${q.id}-error`;
        const error = problem ? (
          <p id={errorId} className="vt-field-error">
            {message(problem, q.kind === 'text' ? q.maxLength : 0)}
          </p>
        ) : null;
        const required = q.required ? <span aria-hidden="true"> *</span> : null;
        if (q.kind === 'text') {
          const length = [...(values[q.id] ?? '')].length;
          const max = q.maxLength;
          return (
            <div key={q.id} className="vt-field" data-question={q.id}>
              <label htmlFor={`${id}-${q.id}`}>
                {q.label}
                {required}
              </label>
              <textarea
                id={`${id}-${q.id}`}
                className="vt-input"
                rows={4}
                value={values[q.id] ?? ''}
                aria-invalid={problem ? true : undefined}
                aria-describedby={`${id}-${q.id}-count${problem ? ` ${errorId}` : ''}`}
                onChange={(event) => set(q.id, event.target.value)}
              />
              <p id={`${id}-${q.id}-count`} className="vt-hint">
                {t`${length} von ${max} Zeichen`}
              </p>
              {error}
            </div>
          );
        }
        const options =
          q.kind === 'stars'
            ? [1, 2, 3, 4, 5].map((n) => ({ value: String(n), label: n === 1 ? t`1 Stern` : t`${n} Sterne`, glyph: '★'.repeat(n) }))
            : q.options.map((o) => ({ value: o.value, label: o.label, glyph: undefined }));
        return (
          <fieldset key={q.id} className="vt-survey__question" data-question={q.id} aria-describedby={problem ? errorId : undefined}>
            <legend>
              {q.label}
              {required}
            </legend>
            <div className={q.kind === 'stars' ? 'vt-survey__stars' : 'vt-survey__choices'}>
              {options.map((o) => (
                <label key={o.value} className="vt-survey__option">
                  <input type="radio" name={`${id}-${q.id}`} value={o.value} checked={values[q.id] === o.value} onChange={() => set(q.id, o.value)} />
                  {o.glyph ? (
                    <>
                      <span aria-hidden="true">{o.glyph}</span>
                      <span className="vt-visually-hidden">{o.label}</span>
                    </>
                  ) : (
                    o.label
                  )}
                </label>
              ))}
            </div>
            {error}
          </fieldset>
        );
      })}
      {state === 'failed' ? (
        <p role="alert" className="vt-field-error">
          <Trans>Ihre Antworten konnten nicht gesendet werden. Bitte versuchen Sie es noch einmal.</Trans>
        </p>
      ) : null}
      <p className="vt-hint">
        <Trans>* Pflichtfrage</Trans>
      </p>
      <Button type="submit" disabled={state === 'sending'}>
        {state === 'sending' ? t`Wird gesendet …` : t`Antworten senden`}
      </Button>
    </form>
  );
}
