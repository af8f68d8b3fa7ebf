/** PAYBACK's rate in this shop: one point per full 2 € (200 minor units) of goods. */
export const PAYBACK_MINOR_UNITS_PER_POINT = 200;

/**
 * The points an amount of goods (minor units, after the voucher) earns, or a refund takes back:
 * one per full 2 units of the currency, never negative, so that what a return takes back is never
 * more than its invoice gave.
 */
export function paybackPoints(minorUnits: number): number {
  if (!Number.isFinite(minorUnits) || minorUnits <= 0) return 0;
  return Math.floor(minorUnits / PAYBACK_MINOR_UNITS_PER_POINT);
}
