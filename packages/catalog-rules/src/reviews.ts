/** Reviews per page of the rating (spec §9: rating page size 10). */
export const REVIEW_PAGE_SIZE = 10;
/** How many reviews one visitor may write per hour. */
export const REVIEWS_PER_HOUR = 3;
/** How many topics (tags) one review may carry. */
export const REVIEW_MAX_TAGS = 4;

/** Length limits of a review's texts, in characters after {@link normaliseReviewText}. */
export const REVIEW_LIMITS = {
  title: { min: 3, max: 80 },
  body: { min: 20, max: 2000 },
  author: { min: 2, max: 40 },
} as const;

export type ReviewTextField = keyof typeof REVIEW_LIMITS;
export type ReviewField = 'stars' | ReviewTextField | 'tags';
/** Why a field was refused: a code each side turns into the shopper's language. */
export type ReviewProblem = 'stars-range' | 'too-short' | 'too-long' | 'bad-characters' | 'unknown-tag' | 'too-many';

/** A review as typed into the form: everything a string (nothing typed is lost), topics as keys. */
export interface ReviewValues {
  stars: string;
  title: string;
  body: string;
  author: string;
  tags: string[];
}

export const EMPTY_REVIEW: ReviewValues = { stars: '', title: '', body: '', author: '', tags: [] };

const TAG_KEY = /^[a-z0-9-]{1,40}$/;

/** A topic key as the catalog writes it (lower-case letters, digits, dashes). */
export function isReviewTagKey(value: unknown): value is string {
  return typeof value === 'string' && TAG_KEY.test(value);
}

/** The text as it is stored: Unicode NFC, line breaks as `\n`, no surrounding white space. */
export function normaliseReviewText(value: string): string {
  return value.normalize('NFC').replace(/\r\n?/g, '\n').trim();
}

/**
 * What is wrong with one text of a review, or undefined: too short or too long after
 * normalising, control characters or `<` `>`, or a line break outside the body.
 */
export function reviewTextProblem(field: ReviewTextField, value: string): ReviewProblem | undefined {
  const text = normaliseReviewText(value);
  const { min, max } = REVIEW_LIMITS[field];
  if (text.length < min) return 'too-short';
  if (text.length > max) return 'too-long';
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0008\u000b-\u001f\u007f<>]/.test(text)) return 'bad-characters';
  if (field !== 'body' && text.includes('\n')) return 'bad-characters';
  return undefined;
}

/** 1 to 5 whole stars, as a number or as the form's string. */
export function isStars(value: unknown): boolean {
  const n = typeof value === 'string' && /^[1-5]$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= 5;
}

/**
 * Every problem of a review, by field. `allowedTags`, when given, are the topics the product's
 * reviews may carry (the gateway knows them; a form may leave them out).
 */
export function reviewProblems(values: Omit<ReviewValues, 'stars'> & { stars: string | number }, allowedTags?: ReadonlySet<string>): Partial<Record<ReviewField, ReviewProblem>> {
  const problems: Partial<Record<ReviewField, ReviewProblem>> = {};
  if (!isStars(values.stars)) problems.stars = 'stars-range';
  for (const field of ['title', 'body', 'author'] as const) {
    const problem = reviewTextProblem(field, values[field]);
    if (problem) problems[field] = problem;
  }
  const tags = [...new Set(values.tags)];
  if (tags.length > REVIEW_MAX_TAGS) problems.tags = 'too-many';
  else if (tags.some((t) => !isReviewTagKey(t) || (allowedTags && !allowedTags.has(t)))) problems.tags = 'unknown-tag';
  return problems;
}
