/**
 * What each recommendation slot holds, per placement (spec §9): on the product page 1 the
 * personalisation provider's products, 2 products of the same series, 3 nothing, 4 similar
 * products; in the add-to-basket layer 1 the provider's add-to-basket products, 2 advertising
 * partner products.
 */
export const RECOMMENDATION_SLOTS = {
  PRODUCT_PAGE: ['PERSONALISED', 'SERIES', 'EMPTY', 'SIMILAR'],
  ADD_TO_BASKET: ['PERSONALISED', 'ADVERTISING_PARTNER'],
} as const;

export type RecommendationPlacement = keyof typeof RECOMMENDATION_SLOTS;
export type RecommendationKind = (typeof RECOMMENDATION_SLOTS)[RecommendationPlacement][number];

/** How many products one slot (or the sponsored row) shows at most. */
export const RECOMMENDATION_SLOT_SIZE = 8;

/** The kind of a slot (numbered from 1), or undefined when the placement has no such slot. */
export function slotKind(placement: RecommendationPlacement, slot: number): RecommendationKind | undefined {
  return Number.isInteger(slot) && slot >= 1 ? RECOMMENDATION_SLOTS[placement][slot - 1] : undefined;
}

/** The slots of a placement that can hold products (the empty slot is left out): [1, 2, 4] and [1, 2]. */
export function filledSlots(placement: RecommendationPlacement): number[] {
  return RECOMMENDATION_SLOTS[placement].flatMap((kind, i) => (kind === 'EMPTY' ? [] : [i + 1]));
}
