/**
 * The sort orders of search results and category listings, in the order the shop offers them.
 * The first is the default. The gateway accepts exactly these; the shop's select lists them.
 */
export const LISTING_SORTS = ['relevance', 'price-asc', 'price-desc', 'newest', 'rating'] as const;

export type ListingSort = (typeof LISTING_SORTS)[number];

/** The sort used when none (or an unknown one) is asked for. */
export const DEFAULT_SORT: ListingSort = 'relevance';

export function isListingSort(value: unknown): value is ListingSort {
  return typeof value === 'string' && (LISTING_SORTS as readonly string[]).includes(value);
}
