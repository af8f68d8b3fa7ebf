import type { PriceFormat } from './money';

// Apart from the formatting: a page that shows prices (every card) does not carry the parsing of
// an amount a shopper typed (the instalment calculator's field).

/**
 * An amount a shopper typed, in minor units: the tenant's decimal separator (`1.299,90`, `1299.90`),
 * with or without thousands separators, spaces, apostrophes (`1'299.90`) or the currency; undefined
 * when it is not an amount. More than two decimals are kept as a fraction of a minor unit (the
 * caller rounds, and says so).
 */
export function parseAmount(text: string, format: Pick<PriceFormat, 'decimalSeparator'>): number | undefined {
  const cleaned = text.replace(/€|CHF|EUR|Fr\.?/gi, '').replace(/[\s\u00a0\u202f']/g, '');
  const group = format.decimalSeparator === ',' ? '.' : ',';
  const pattern = new RegExp(`^(\\d{1,3}(?:\\${group}\\d{3})+|\\d+)(?:\\${format.decimalSeparator}(\\d+))?$`);
  const match = pattern.exec(cleaned);
  if (!match) return undefined;
  const major = Number(match[1]!.split(group).join(''));
  const fraction = match[2] ? Number(`0.${match[2]}`) * 100 : 0;
  const amount = major * 100 + fraction;
  return Number.isSafeInteger(Math.round(amount)) ? Math.round(amount * 1e6) / 1e6 : undefined;
}
