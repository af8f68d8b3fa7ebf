'use server';
import { AddToBasketDocument, GatewayError } from '@vitrine/graphql-client';
import type { AddToBasketState } from './basket-rules';
import { serverGateway } from './data/gateway';
import { VISITOR_HEADER } from './visitor';
import { visitorId } from './visitor-server';

/** Adds the chosen variant; without one it says so (spec: a variant must be chosen first). Works without JavaScript. */
export async function addToBasketAction(_previous: AddToBasketState, form: FormData): Promise<AddToBasketState> {
  const variant = String(form.get('variant') ?? '').slice(0, 40);
  if (!variant) return { status: 'variant-required' };
  try {
    const data = await serverGateway().request(AddToBasketDocument, { variantSku: variant, quantity: 1 }, { headers: { [VISITOR_HEADER]: await visitorId() } });
    return { status: 'added', count: data.addToBasket.count, variant };
  } catch (error) {
    const reason = error instanceof GatewayError ? (error.details.errors?.[0]?.extensions?.reason as string | undefined) : undefined;
    if (reason === 'variant-required' || reason === 'sold-out' || reason === 'not-enough-stock') return { status: reason };
    return { status: 'failed' };
  }
}
