import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { discountPercent, formatAmount, formatMoney, missingForFreeShipping, type PriceFormat } from './money';
import { parseAmount } from './parse-amount';

const de: PriceFormat = { currencyPosition: 'after', grouping: true, decimalSeparator: ',' };
const nl: PriceFormat = { currencyPosition: 'before', grouping: true, decimalSeparator: ',' };
const ch: PriceFormat = { currencyPosition: 'after', grouping: false, decimalSeparator: '.' };
const plain = (s: string) => s.replaceAll('\u00a0', ' ');

describe('formatMoney', () => {
  it('writes the three tenant formats of decisions.md', () => {
    expect(plain(formatMoney(129_990, 'EUR', de))).toBe('1.299,90 €');
    expect(plain(formatMoney(129_990, 'EUR', nl))).toBe('€ 1.299,90');
    expect(plain(formatMoney(129_990, 'CHF', ch))).toBe('1299.90 CHF');
  });
  it('groups millions and keeps small amounts', () => {
    expect(plain(formatMoney(123_456_789, 'EUR', de))).toBe('1.234.567,89 €');
    expect(plain(formatMoney(5, 'CHF', ch))).toBe('0.05 CHF');
    expect(plain(formatMoney(-1_050, 'EUR', nl))).toBe('€ -10,50');
  });
  it('never wraps between number and currency', () => {
    expect(formatMoney(100, 'EUR', de)).toContain('\u00a0');
  });
  it('refuses floats', () => {
    expect(() => formatMoney(12.5, 'EUR', de)).toThrow(RangeError);
  });
});

describe('discountPercent and free shipping', () => {
  it('rounds the saving to whole percent', () => {
    expect(discountPercent(7_999, 9_999)).toBe(20);
    expect(discountPercent(100, null)).toBe(0);
    expect(discountPercent(100, 90)).toBe(0);
  });
  it('tells what is missing for free shipping from CHF 50', () => {
    expect(missingForFreeShipping(3_990, 5_000)).toBe(1_010);
    expect(missingForFreeShipping(5_000, 5_000)).toBe(0);
  });
});

describe('parseAmount', () => {
  const formats = fc.constantFrom(
    { currencyPosition: 'after', grouping: true, decimalSeparator: ',' } as const,
    { currencyPosition: 'after', grouping: false, decimalSeparator: '.' } as const,
    { currencyPosition: 'before', grouping: true, decimalSeparator: ',' } as const,
  );
  it('reads back what formatAmount and formatMoney write', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), formats, fc.constantFrom('EUR', 'CHF') as fc.Arbitrary<'EUR' | 'CHF'>, (amount, format, currency) => {
        expect(parseAmount(formatAmount(amount, format), format)).toBe(amount);
        expect(parseAmount(formatMoney(amount, currency, format), format)).toBe(amount);
      }),
    );
  });
  it('reads what shoppers type', () => {
    const de = { decimalSeparator: ',' } as const;
    const ch = { decimalSeparator: '.' } as const;
    expect(parseAmount('1.299', de)).toBe(129_900);
    expect(parseAmount('1299,5', de)).toBe(129_950);
    expect(parseAmount(' 250 € ', de)).toBe(25_000);
    expect(parseAmount("1'299.90", ch)).toBe(129_990);
    expect(parseAmount('CHF 99.95', ch)).toBe(9_995);
    expect(parseAmount('12,345', de)).toBeCloseTo(1_234.5);
    for (const bad of ['', 'abc', '1.2.3', '-5', '12,34,5', '1e5']) expect(parseAmount(bad, de)).toBeUndefined();
  });
});
