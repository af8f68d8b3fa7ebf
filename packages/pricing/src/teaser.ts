/** The values of the product's instalment teaser ("oder 12 × 108,33 € monatlich"), or none. */
export interface InstalmentTeaser {
  count: number;
  /** Minor units. */
  amount: number;
}

/**
 * Picks the teaser: the longest plan of `counts` whose monthly amount stays at or above
 * `minimumRate`, for prices from `minimumPrice` on. Amounts are rounded up (the teaser never
 * promises less than the shopper pays).
 */
export function instalmentTeaser(price: number, { counts, minimumPrice, minimumRate }: { counts: readonly number[]; minimumPrice: number; minimumRate: number }): InstalmentTeaser | undefined {
  if (!Number.isSafeInteger(price) || price < minimumPrice) return undefined;
  const fitting = [...counts].filter((n) => Number.isInteger(n) && n > 1 && Math.ceil(price / n) >= minimumRate).sort((a, b) => b - a);
  const count = fitting[0];
  return count === undefined ? undefined : { count, amount: Math.ceil(price / count) };
}
