import type { BasketShipping } from '@vitrine/pricing';

/** What adding to the basket came to, as the buy box shows it. */
export interface AddToBasketState {
  status: 'idle' | 'added' | 'variant-required' | 'sold-out' | 'not-enough-stock' | 'rate-limited' | 'failed';
  /** With `rate-limited`: seconds until the shopper may try again. */
  retryAfter?: number;
  /** Pieces in the basket after adding. */
  count?: number;
  /** The variant added (for the layer's text). */
  variant?: string;
  /** With `added`: shipping for the basket now, as the checkout will charge it (the layer says it). */
  shipping?: BasketShipping;
}

export const IDLE: AddToBasketState = { status: 'idle' };
