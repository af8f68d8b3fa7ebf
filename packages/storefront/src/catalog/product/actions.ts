'use server';
import { type ReviewField, type ReviewProblem, reviewProblems, type ReviewValues } from '@vitrine/catalog-rules';
import { AddToBasketDocument, GatewayError, WriteReviewDocument } from '@vitrine/graphql-client';
import { serverGateway, visitorId } from '@vitrine/next-adapter';
import { VISITOR_HEADER } from '@vitrine/session';
import type { AddToBasketState, ReviewFormState } from '@vitrine/catalog';

/** The first GraphQL error's extensions of a refusal (the gateway answers codes, never texts). */
function refusalOf(error: unknown): { code?: string; reason?: string; field?: string } {
  const extensions = error instanceof GatewayError ? error.details.errors?.[0]?.extensions : undefined;
  return { code: extensions?.code as string | undefined, reason: extensions?.reason as string | undefined, field: extensions?.field as string | undefined };
}

/**
 * Adds the chosen variant; without one it says so (spec: a variant must be chosen first). Works
 * without JavaScript. Bound to the tenant's key by the page: `addToBasket.bind(null, tenant.key)`.
 */
export async function addToBasket(tenant: string, _previous: AddToBasketState, form: FormData): Promise<AddToBasketState> {
  const variant = String(form.get('variant') ?? '').slice(0, 40);
  if (!variant) return { status: 'variant-required' };
  try {
    const data = await serverGateway({ key: tenant }).request(AddToBasketDocument, { variantSku: variant, quantity: 1 }, { headers: { [VISITOR_HEADER]: await visitorId() } });
    return { status: 'added', count: data.addToBasket.count, variant };
  } catch (error) {
    const { reason } = refusalOf(error);
    if (reason === 'variant-required' || reason === 'sold-out' || reason === 'not-enough-stock') return { status: reason };
    return { status: 'failed' };
  }
}

const FIELDS: readonly ReviewField[] = ['stars', 'title', 'body', 'author', 'tags'];

/**
 * Sends a review to the gateway for moderation, checked first with the rules the gateway applies
 * again. Works as a plain form post; the answer carries the typed values back, so nothing is lost
 * when something is refused. Bound to the tenant's key by the page.
 */
export async function submitReview(tenant: string, _previous: ReviewFormState, form: FormData): Promise<ReviewFormState> {
  const text = (name: string) => String(form.get(name) ?? '').slice(0, 4000);
  const values: ReviewValues = { stars: text('stars'), title: text('title'), body: text('body'), author: text('author'), tags: form.getAll('tags').map(String).slice(0, 10) };
  const errors = reviewProblems(values);
  if (Object.keys(errors).length) return { status: 'invalid', values, errors };
  try {
    await serverGateway({ key: tenant }).request(
      WriteReviewDocument,
      { input: { sku: text('sku'), locale: text('locale'), stars: Number(values.stars), title: values.title, body: values.body, author: values.author, tags: values.tags } },
      { headers: { [VISITOR_HEADER]: await visitorId() } },
    );
    return { status: 'sent', values, errors: {} };
  } catch (error) {
    const { code, reason, field } = refusalOf(error);
    if (code === 'RATE_LIMITED' && (reason === 'already-reviewed' || reason === 'too-many')) return { status: reason, values, errors: {} };
    if (field && reason && (FIELDS as readonly string[]).includes(field)) return { status: 'invalid', values, errors: { [field]: reason as ReviewProblem } };
    return { status: 'failed', values, errors: {} };
  }
}
