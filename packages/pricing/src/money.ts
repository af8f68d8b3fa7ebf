export type Currency = 'EUR' | 'CHF';

/** How a tenant writes prices (decisions.md): `1.299,90 €`, `€ 1.299,90`, `1299.90 CHF`. */
export interface PriceFormat {
  /** Where the currency stands. */
  currencyPosition: 'before' | 'after';
  /** Whether thousands are grouped. */
  grouping: boolean;
  decimalSeparator: ',' | '.';
}

const SYMBOL: Record<Currency, string> = { EUR: '€', CHF: 'CHF' };
const NBSP = '\u00a0';

function assertMinor(amount: number): void {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`Money must be whole minor units, got ${amount}`);
}

/** The number part of an amount: `1.299,90` or `1299.90`. */
export function formatAmount(amount: number, format: PriceFormat): string {
  assertMinor(amount);
  const sign = amount < 0 ? '-' : '';
  const abs = Math.abs(amount);
  const major = String(Math.trunc(abs / 100));
  const minor = String(abs % 100).padStart(2, '0');
  const groupSeparator = format.decimalSeparator === ',' ? '.' : ',';
  const grouped = format.grouping ? major.replace(/\B(?=(\d{3})+(?!\d))/g, groupSeparator) : major;
  return `${sign}${grouped}${format.decimalSeparator}${minor}`;
}

/**
 * An amount in minor units as the tenant writes it, with a no-break space between number and
 * currency so that a price never wraps.
 */
export function formatMoney(amount: number, currency: Currency, format: PriceFormat): string {
  const number = formatAmount(amount, format);
  return format.currencyPosition === 'before' ? `${SYMBOL[currency]}${NBSP}${number}` : `${number}${NBSP}${SYMBOL[currency]}`;
}

/** Whole percent saved against an original price (0 when there is none or it is not higher). */
export function discountPercent(amount: number, originalAmount: number | null | undefined): number {
  assertMinor(amount);
  if (!originalAmount || originalAmount <= amount) return 0;
  return Math.round((1 - amount / originalAmount) * 100);
}

/** What is still missing to reach free shipping (0 once reached). */
export function missingForFreeShipping(subtotal: number, threshold: number): number {
  assertMinor(subtotal);
  assertMinor(threshold);
  return Math.max(0, threshold - subtotal);
}
