'use server';
import { type ReviewField, type ReviewProblem, reviewProblems, type ReviewValues } from '@vitrine/catalog-rules';
import { AddToBasketDocument, GatewayError, InstalmentCalculatorDocument, WriteReviewDocument } from '@vitrine/graphql-client';
import { shopperGateway } from '@vitrine/next-adapter';
import type { AddToBasketState, ReviewFormState } from '@vitrine/catalog';
import type { InstalmentCalculationView } from '@vitrine/checkout';
import { basketShippingOf } from '../../common/shipping';

/** Seconds to wait when the gateway answered 429 (too many requests), else undefined. */
function rateLimited(error: unknown): number | undefined {
  if (!(error instanceof GatewayError) || error.details.status !== 429) return undefined;
  return Math.max(1, Math.ceil((error.details.retryAfterMs ?? 60_000) / 1000));
}

/**
 * Adds the chosen variant; without one it says so (spec: a variant must be chosen first). Works
 * without JavaScript. Bound to the tenant's key by the page: `addToBasket.bind(null, tenant.key)`.
 */
export async function addToBasket(tenant: string, _previous: AddToBasketState, form: FormData): Promise<AddToBasketState> {
  const variant = String(form.get('variant') ?? '').slice(0, 40);
  if (!variant) return { status: 'variant-required' };
  try {
    const { addToBasket: result } = await (await shopperGateway({ key: tenant })).request(AddToBasketDocument, { variantSku: variant, quantity: 1 });
    if (result.__typename === 'Basket') return { status: 'added', count: result.count, variant, shipping: basketShippingOf(result.shipping) };
    // The gateway's typed refusals (no strings compared): the buy box says each in the shopper's language.
    switch (result.reason) {
      case 'VARIANT_REQUIRED':
        return { status: 'variant-required' };
      case 'SOLD_OUT':
        return { status: 'sold-out' };
      case 'NOT_ENOUGH_STOCK':
      case 'TOO_MANY_PIECES':
        return { status: 'not-enough-stock' };
      default:
        return { status: 'failed' };
    }
  } catch (error) {
    const wait = rateLimited(error);
    return wait ? { status: 'rate-limited', retryAfter: wait } : { status: 'failed' };
  }
}

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
    const { writeReview: result } = await (
      await shopperGateway({ key: tenant })
    ).request(WriteReviewDocument, {
      input: { sku: text('sku'), locale: text('locale'), stars: Number(values.stars), title: values.title, body: values.body, author: values.author, tags: values.tags },
    });
    if (result.__typename === 'WrittenReview') return { status: 'sent', values, errors: {} };
    switch (result.reason) {
      case 'ALREADY_REVIEWED':
        return { status: 'already-reviewed', values, errors: {} };
      case 'TOO_MANY_REVIEWS':
        return { status: 'too-many', values, errors: {} };
      case 'INVALID': {
        // The schema's enums back to the rule's codes: TOO_SHORT → too-short, TITLE → title.
        const code = <T extends string>(value: string) => value.toLowerCase().replaceAll('_', '-') as T;
        const refused = Object.fromEntries(result.problems.map((p) => [code<ReviewField>(p.field), code<ReviewProblem>(p.problem)]));
        return { status: 'invalid', values, errors: refused };
      }
      default:
        return { status: 'failed', values, errors: {} };
    }
  } catch (error) {
    // What the shopper typed comes back with the answer: nothing is lost.
    const wait = rateLimited(error);
    return wait ? { status: 'rate-limited', retryAfter: wait, values, errors: {} } : { status: 'failed', values, errors: {} };
  }
}

/**
 * The product page's instalment calculator: the gateway's plans for a base price (minor units, as
 * the shopper typed it; the gateway corrects it into the range). Null when the gateway cannot answer:
 * the calculator says the calculation is unavailable.
 */
export async function calculateInstalments(tenant: string, basePrice: number): Promise<InstalmentCalculationView | null> {
  if (typeof basePrice !== 'number' || !Number.isFinite(basePrice)) return null;
  try {
    const { instalmentCalculator: c } = await (await shopperGateway({ key: tenant })).request(InstalmentCalculatorDocument, { basePrice: Math.min(Math.max(basePrice, 0), 1e12) });
    return {
      basePrice: c.basePrice,
      notice: c.notice ? (c.notice.toLowerCase().replace(/_/g, '-') as InstalmentCalculationView['notice']) : null,
      minBasePrice: c.minBasePrice,
      maxBasePrice: c.maxBasePrice,
      plans: c.plans,
      pausedPlans: c.pausedPlans,
      pause: c.paymentPauseOffer ?? null,
    };
  } catch (error) {
    console.error('instalment calculator: the gateway did not answer', error);
    return null;
  }
}
