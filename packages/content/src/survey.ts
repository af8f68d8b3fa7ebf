import { z } from 'zod';

/**
 * The customer-satisfaction survey (`surveys/{locale}/{id}.json` of the bucket) and the one rule
 * that checks a shopper's answers against it: the shop checks before sending, the gateway again
 * before it stores (never trusting the client). Codes, not texts: each side writes its own words.
 */
const questionBase = {
  id: z.string().regex(/^[a-z0-9-]{1,40}$/),
  label: z.string().min(1).max(160),
  required: z.boolean().default(false),
};
export const surveyQuestionSchema = z.discriminatedUnion('kind', [
  /** One to five stars; `overall` makes the answer the shop's customer rating. */
  z.strictObject({ ...questionBase, kind: z.literal('stars'), overall: z.boolean().default(false) }),
  /** One of a few options. */
  z.strictObject({
    ...questionBase,
    kind: z.literal('choice'),
    options: z
      .array(z.strictObject({ value: z.string().regex(/^[a-z0-9-]{1,40}$/), label: z.string().min(1).max(80) }))
      .min(2)
      .max(8),
  }),
  /** Free text; `public` marks the text shown with the customer rating (after moderation). */
  z.strictObject({ ...questionBase, kind: z.literal('text'), maxLength: z.number().int().min(20).max(2000).default(1000), public: z.boolean().default(false) }),
]);
export type SurveyQuestion = z.infer<typeof surveyQuestionSchema>;

export const surveySchema = z
  .strictObject({
    id: z.string().regex(/^[a-z0-9-]+$/),
    locale: z.string().regex(/^[a-z]{2}-[A-Z]{2}$/),
    title: z.string().min(1).max(120),
    intro: z.string().min(1).max(400),
    /** The invitation's text in the shop (a short question). */
    invitation: z.string().min(1).max(120),
    thanks: z.string().min(1).max(300),
    /** ISO date-times; outside them the survey is not offered. */
    from: z.iso.datetime({ offset: true }).optional(),
    until: z.iso.datetime({ offset: true }).optional(),
    questions: z.array(surveyQuestionSchema).min(1).max(12),
  })
  .refine((s) => new Set(s.questions.map((q) => q.id)).size === s.questions.length, 'question ids must be unique')
  .refine((s) => s.questions.filter((q) => q.kind === 'stars' && q.overall).length <= 1, 'at most one overall stars question');
export type Survey = z.infer<typeof surveySchema>;

/** Answers by question id: stars as 1–5, a choice as its value, text as text. */
export type SurveyAnswers = Record<string, number | string>;

export type SurveyProblem = 'required' | 'stars-range' | 'unknown-option' | 'too-long' | 'unknown-question' | 'wrong-type';

/** Whether an editor's item with an optional `from`/`until` window (a survey, a promotion) runs at a moment. */
export function activeAt(item: { from?: string | undefined; until?: string | undefined }, now: Date = new Date()): boolean {
  if (item.from && Date.parse(item.from) > now.getTime()) return false;
  if (item.until && Date.parse(item.until) <= now.getTime()) return false;
  return true;
}

/** Whether a survey is offered at a moment. */
export const surveyOpen: (survey: Pick<Survey, 'from' | 'until'>, now?: Date) => boolean = activeAt;

/**
 * Checks answers against the survey: the problems by question id (empty when all is well), and the
 * answers cleaned (text trimmed, empty answers left out). Unknown questions are a problem, so a
 * crafted request cannot store what the survey never asked.
 */
export function checkSurveyAnswers(survey: Pick<Survey, 'questions'>, input: unknown): { problems: Record<string, SurveyProblem>; answers: SurveyAnswers } {
  const problems: Record<string, SurveyProblem> = {};
  const answers: SurveyAnswers = {};
  const given = input && typeof input === 'object' && !Array.isArray(input) ? (input as Record<string, unknown>) : {};
  const known = new Set(survey.questions.map((q) => q.id));
  for (const key of Object.keys(given)) if (!known.has(key)) problems[key] = 'unknown-question';
  for (const q of survey.questions) {
    let value = given[q.id];
    if (typeof value === 'string') value = value.trim();
    const empty = value === undefined || value === null || value === '';
    if (empty) {
      if (q.required) problems[q.id] = 'required';
      continue;
    }
    if (q.kind === 'stars') {
      const n = typeof value === 'string' && /^\d$/.test(value) ? Number(value) : value;
      if (typeof n !== 'number') problems[q.id] = 'wrong-type';
      else if (!Number.isInteger(n) || n < 1 || n > 5) problems[q.id] = 'stars-range';
      else answers[q.id] = n;
    } else if (q.kind === 'choice') {
      if (typeof value !== 'string') problems[q.id] = 'wrong-type';
      else if (!q.options.some((o) => o.value === value)) problems[q.id] = 'unknown-option';
      else answers[q.id] = value;
    } else {
      if (typeof value !== 'string') problems[q.id] = 'wrong-type';
      else if ([...value].length > q.maxLength) problems[q.id] = 'too-long';
      else answers[q.id] = value;
    }
  }
  return { problems, answers };
}

/** The overall stars and the public text of checked answers: what becomes the customer rating. */
export function ratingOf(survey: Pick<Survey, 'questions'>, answers: SurveyAnswers): { stars: number; text: string | null } | undefined {
  const overall = survey.questions.find((q) => q.kind === 'stars' && q.overall);
  const stars = overall && answers[overall.id];
  if (typeof stars !== 'number') return undefined;
  const textQuestion = survey.questions.find((q) => q.kind === 'text' && q.public);
  const text = textQuestion ? answers[textQuestion.id] : undefined;
  return { stars, text: typeof text === 'string' ? text : null };
}

/** SEO file of a screen or category (`seo/{locale}/{id}.json`): `storefront`, `search-form`, `category-{key}`, … */
export const seoSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9][a-z0-9_-]{0,199}$/),
  locale: z.string().regex(/^[a-z]{2}-[A-Z]{2}$/),
  title: z.string().min(1).max(70),
  description: z.string().min(50).max(160),
  /** Keeps the page out of search engines and the sitemap. */
  noindex: z.boolean().optional(),
  /** Open Graph image: a path of the shop's images or an https URL. */
  image: z
    .string()
    .regex(/^(\/|https:\/\/)/)
    .optional(),
  /** A short text for the bottom of a listing (plain paragraphs). */
  text: z.array(z.string().min(1).max(800)).max(4).optional(),
});
export type SeoFile = z.infer<typeof seoSchema>;

/** The shop's customer ratings as the widget shows them (`/api/inform/rating/all/get`). */
export interface CustomerRatingSummary {
  feedbackTenantId: number;
  /** Mean of the published ratings, one decimal. */
  average: number;
  count: number;
  /** Published ratings per stars, index 0 = one star. */
  distribution: [number, number, number, number, number];
  page: number;
  pages: number;
  ratings: { id: string; stars: number; text: string | null; author: string; date: string; helpful: number }[];
}
