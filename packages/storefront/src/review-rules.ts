/** What a review form holds, as typed (kept on every answer so nothing typed is lost). */
export interface ReviewValues {
  stars: string;
  title: string;
  body: string;
  author: string;
  tags: string[];
}

export type ReviewField = 'stars' | 'title' | 'body' | 'author' | 'tags';
/** Why a field was refused: the gateway's reasons, shown by the form in the shopper's language. */
export type ReviewProblem = 'stars-range' | 'too-short' | 'too-long' | 'bad-characters' | 'unknown-tag' | 'too-many';

export interface ReviewFormState {
  status: 'editing' | 'sent' | 'invalid' | 'already-reviewed' | 'too-many' | 'failed';
  values: ReviewValues;
  errors: Partial<Record<ReviewField, ReviewProblem>>;
}

/** The limits the gateway enforces, checked first in the shop for a quick answer. */
export const REVIEW_LIMITS = { title: [3, 80], body: [20, 2000], author: [2, 40] } as const;

export function reviewProblems(values: ReviewValues): ReviewFormState['errors'] {
  const errors: ReviewFormState['errors'] = {};
  if (!/^[1-5]$/.test(values.stars)) errors.stars = 'stars-range';
  for (const field of ['title', 'body', 'author'] as const) {
    const text = values[field].trim();
    const [min, max] = REVIEW_LIMITS[field];
    if (text.length < min) errors[field] = 'too-short';
    else if (text.length > max) errors[field] = 'too-long';
    else if (/[<>]/.test(text)) errors[field] = 'bad-characters';
  }
  if (values.tags.length > 4) errors.tags = 'too-many';
  return errors;
}

export const EMPTY_REVIEW: ReviewValues = { stars: '', title: '', body: '', author: '', tags: [] };
