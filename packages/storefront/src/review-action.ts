'use server';
import { GatewayError, WriteReviewDocument } from '@vitrine/graphql-client';
import { serverGateway } from './data/gateway';
import { type ReviewField, type ReviewFormState, type ReviewProblem, reviewProblems, type ReviewValues } from './review-rules';
import { VISITOR_HEADER } from './visitor';
import { visitorId } from './visitor-server';

const FIELDS: readonly ReviewField[] = ['stars', 'title', 'body', 'author', 'tags'];

/**
 * Sends a review to the gateway for moderation. Works as a plain form post without JavaScript; the
 * answer carries the typed values back, so nothing is lost when something is refused.
 */
export async function submitReview(_previous: ReviewFormState, form: FormData): Promise<ReviewFormState> {
  const text = (name: string) => String(form.get(name) ?? '').slice(0, 4000);
  const values: ReviewValues = {
    stars: text('stars'),
    title: text('title'),
    body: text('body'),
    author: text('author'),
    tags: form.getAll('tags').map(String).slice(0, 10),
  };
  const errors = reviewProblems(values);
  if (Object.keys(errors).length) return { status: 'invalid', values, errors };

  const visitor = await visitorId();
  try {
    await serverGateway().request(
      WriteReviewDocument,
      {
        input: {
          sku: text('sku'),
          locale: text('locale'),
          stars: Number(values.stars),
          title: values.title,
          body: values.body,
          author: values.author,
          tags: values.tags,
        },
      },
      { headers: { [VISITOR_HEADER]: visitor } },
    );
    return { status: 'sent', values, errors: {} };
  } catch (error) {
    const extensions = error instanceof GatewayError ? error.details.errors?.[0]?.extensions : undefined;
    const reason = extensions?.reason as string | undefined;
    const field = extensions?.field as ReviewField | undefined;
    if (reason === 'already-reviewed' || reason === 'too-many') {
      if (extensions?.code === 'RATE_LIMITED') return { status: reason, values, errors: {} };
    }
    if (field && FIELDS.includes(field) && reason) return { status: 'invalid', values, errors: { [field]: reason as ReviewProblem } };
    return { status: 'failed', values, errors: {} };
  }
}
