import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkSurveyAnswers, ratingOf, seoSchema, surveyOpen, surveySchema } from './index';

const survey = surveySchema.parse({
  id: 'zufriedenheit',
  locale: 'de-DE',
  title: 'Wie zufrieden sind Sie?',
  intro: 'Drei Fragen, eine Minute.',
  invitation: 'Wie gefällt Ihnen unser Shop?',
  thanks: 'Danke!',
  questions: [
    { id: 'overall', kind: 'stars', label: 'Gesamt', required: true, overall: true },
    {
      id: 'found',
      kind: 'choice',
      label: 'Gefunden?',
      options: [
        { value: 'yes', label: 'Ja' },
        { value: 'no', label: 'Nein' },
      ],
    },
    { id: 'comment', kind: 'text', label: 'Kommentar', maxLength: 20, public: true },
  ],
});

describe('checkSurveyAnswers', () => {
  it('accepts whole stars from 1 to 5 and refuses every other number', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: -100, max: 100 }), fc.double({ noNaN: true })), (n) => {
        const { problems, answers } = checkSurveyAnswers(survey, { overall: n });
        const ok = Number.isInteger(n) && n >= 1 && n <= 5;
        expect(problems.overall === undefined).toBe(ok);
        expect(answers.overall === n).toBe(ok);
      }),
    );
  });

  it('names what is missing, unknown, too long or of the wrong type', () => {
    expect(checkSurveyAnswers(survey, {}).problems).toEqual({ overall: 'required' });
    expect(checkSurveyAnswers(survey, { overall: 4, found: 'maybe' }).problems).toEqual({ found: 'unknown-option' });
    expect(checkSurveyAnswers(survey, { overall: 4, comment: 'x'.repeat(21) }).problems).toEqual({ comment: 'too-long' });
    expect(checkSurveyAnswers(survey, { overall: 4, sneaky: 'x' }).problems).toEqual({ sneaky: 'unknown-question' });
    expect(checkSurveyAnswers(survey, { overall: [4] }).problems).toEqual({ overall: 'wrong-type' });
    expect(checkSurveyAnswers(survey, 'nonsense').problems).toEqual({ overall: 'required' });
  });

  it('trims text, leaves out empty answers and takes stars sent as a digit (a form without JavaScript)', () => {
    expect(checkSurveyAnswers(survey, { overall: '5', found: '', comment: '  gut  ' })).toEqual({ problems: {}, answers: { overall: 5, comment: 'gut' } });
  });

  it('makes the overall stars and the public text the customer rating', () => {
    expect(ratingOf(survey, { overall: 2, comment: 'zu langsam' })).toEqual({ stars: 2, text: 'zu langsam' });
    expect(ratingOf(survey, { found: 'yes' })).toBeUndefined();
  });

  it('is offered only between from and until', () => {
    const at = new Date('2026-06-01T00:00:00Z');
    expect(surveyOpen({ from: '2026-05-01T00:00:00Z', until: '2026-07-01T00:00:00Z' }, at)).toBe(true);
    expect(surveyOpen({ until: '2026-06-01T00:00:00Z' }, at)).toBe(false);
    expect(surveyOpen({ from: '2026-06-02T00:00:00+02:00' }, at)).toBe(false);
  });
});

describe('surveySchema and seoSchema', () => {
  it('refuses duplicate question ids and two overall questions', () => {
    const questions = [
      { id: 'a', kind: 'stars', label: 'A', overall: true },
      { id: 'a', kind: 'stars', label: 'B', overall: true },
    ];
    const result = surveySchema.safeParse({ ...survey, questions });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual(['question ids must be unique', 'at most one overall stars question']);
  });

  it('keeps titles and descriptions to what search engines show', () => {
    const base = { id: 'storefront', locale: 'de-DE', title: 'Mode, Möbel und Technik online kaufen', description: 'x'.repeat(120) };
    expect(seoSchema.safeParse(base).success).toBe(true);
    expect(seoSchema.safeParse({ ...base, title: 'x'.repeat(71) }).success).toBe(false);
    expect(seoSchema.safeParse({ ...base, description: 'zu kurz' }).success).toBe(false);
  });
});
