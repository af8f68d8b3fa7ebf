import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { instalmentTeaser } from './teaser';
import { unitPrice } from './unit-price';
import { voucherDiscount, voucherSurvivesReturn } from './voucher';

describe('unit price', () => {
  it('gives the price per 1 kg, 1 l, 1 m', () => {
    expect(unitPrice(399, 500, 'g')).toEqual({ amount: 798, quantity: 1, unit: 'kg' });
    expect(unitPrice(1_299, 1.5, 'l')).toEqual({ amount: 866, quantity: 1, unit: 'l' });
    expect(unitPrice(2_500, 250, 'cm')).toEqual({ amount: 1_000, quantity: 1, unit: 'm' });
    expect(unitPrice(1_000, 4, 'piece')).toEqual({ amount: 250, quantity: 1, unit: 'piece' });
  });
  it('per 100 g or 100 ml for small packages', () => {
    expect(unitPrice(249, 75, 'ml', { per100: true })).toEqual({ amount: 332, quantity: 100, unit: 'ml' });
    expect(unitPrice(199, 0.2, 'kg', { per100: true })).toEqual({ amount: 100, quantity: 100, unit: 'g' });
    expect(unitPrice(500, 2, 'm', { per100: true })).toEqual({ amount: 250, quantity: 1, unit: 'm' });
  });
  it('refuses floats, empty packages and unknown units', () => {
    expect(() => unitPrice(1.5, 1, 'kg')).toThrow(RangeError);
    expect(() => unitPrice(100, 0, 'kg')).toThrow(RangeError);
    expect(() => unitPrice(100, 1, 'yard' as never)).toThrow(/unknown unit/);
  });
});

describe('instalment teaser', () => {
  const rules = { counts: [6, 12, 24], minBasePrice: 10_000, teaserMinimumRate: 1_000 };
  it('picks the longest plan whose rate stays at or above the minimum', () => {
    expect(instalmentTeaser(129_990, rules)).toEqual({ count: 24, amount: 5_416, first: 5_419, last: 5_419, total: 129_990, effectiveAnnualRate: 0 });
    expect(instalmentTeaser(15_000, rules)).toEqual({ count: 12, amount: 1_250, first: 1_250, last: 1_250, total: 15_000, effectiveAnnualRate: 0 });
    expect(instalmentTeaser(9_999, rules)).toBeUndefined();
    expect(instalmentTeaser(10_000, { ...rules, teaserMinimumRate: 5_000 })).toBeUndefined();
    expect(instalmentTeaser(200_000, { ...rules, maxBasePrice: 150_000 })).toBeUndefined();
    expect(instalmentTeaser(15_000, { ...rules, enabled: false })).toBeUndefined();
  });
  it('a 700,99 € sofa: twelve instalments that add up to 700,99 €, not 701,04 €', () => {
    const teaser = instalmentTeaser(70_099, { counts: [12], minBasePrice: 10_000, teaserMinimumRate: 1_000 })!;
    expect(teaser).toEqual({ count: 12, amount: 5_841, first: 5_845, last: 5_844, total: 70_099, effectiveAnnualRate: 0 });
    expect(teaser.first + 10 * teaser.amount + teaser.last).toBe(70_099);
  });
  it('with interest (0.65 % a month on the price, as shop-de charges): the total payable and the effective annual rate, checked by hand', () => {
    // Interest 700.99 × 0.0065 × 12 = 54.68; total 755.67 = 62.99 + 10 × 62.97 + 62.98. The rate X solves
    // 700.99 = Σ instalment_k (1 + X)^(−k/12): 0.150468… by an independent bisection in Python → 15.05 %.
    const teaser = instalmentTeaser(70_099, { counts: [12], minBasePrice: 10_000, teaserMinimumRate: 1_000, monthlyInterestFactor: 0.0065 })!;
    expect(teaser).toEqual({ count: 12, amount: 6_297, first: 6_299, last: 6_298, total: 75_567, effectiveAnnualRate: 15.05 });
    expect(teaser.first + 10 * teaser.amount + teaser.last).toBe(teaser.total);
  });
  it('adds up to the price exactly, with first and last within a few cents of the rate (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.subarray([2, 3, 6, 12, 18, 24, 36, 48, 72], { minLength: 1 }), (price, counts) => {
        const teaser = instalmentTeaser(price, { counts, minBasePrice: 10_000, teaserMinimumRate: 1_000 });
        if (!teaser) return;
        expect(teaser.first + (teaser.count - 2) * teaser.amount + teaser.last).toBe(price);
        expect(teaser.amount).toBeGreaterThanOrEqual(1_000);
        expect(teaser.first - teaser.amount).toBeLessThan(teaser.count);
        expect(teaser.last - teaser.amount).toBeLessThan(teaser.count);
        expect(counts).toContain(teaser.count);
        expect([teaser.total, teaser.effectiveAnnualRate]).toEqual([price, 0]);
      }),
    );
  });
  it('with interest, the instalments add up to the total payable, which is the price plus the interest, and the rate is positive (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 10_000, max: 5_000_000 }), fc.subarray([6, 12, 24, 48], { minLength: 1 }), fc.constantFrom(0.0039, 0.0065, 0.0099), (price, counts, factor) => {
        const teaser = instalmentTeaser(price, { counts, minBasePrice: 10_000, teaserMinimumRate: 1_000, monthlyInterestFactor: factor });
        if (!teaser) return;
        expect(teaser.first + (teaser.count - 2) * teaser.amount + teaser.last).toBe(teaser.total);
        expect(teaser.total).toBe(price + Math.round(price * factor * teaser.count));
        expect(teaser.effectiveAnnualRate).toBeGreaterThan(0);
      }),
    );
  });
});

describe('vouchers (spec §9)', () => {
  const chf30 = { value: 3_000, minimumOrder: 9_000, validUntil: '2026-12-31T23:59:59+01:00', excludes: (l: { category?: string }) => l.category === 'elektro' };
  const now = new Date('2026-11-22T12:00:00Z');
  it('takes the value off when the kept goods reach CHF 90, technical items excluded', () => {
    expect(voucherDiscount(chf30, [{ sku: 'a', amount: 9_500, category: 'mode' }], now)).toEqual({ discount: 3_000 });
    expect(
      voucherDiscount(
        chf30,
        [
          { sku: 'a', amount: 5_000, category: 'mode' },
          { sku: 'b', amount: 50_000, category: 'elektro' },
        ],
        now,
      ),
    ).toEqual({ discount: 0, problem: 'minimum-not-reached' });
    expect(voucherDiscount(chf30, [{ sku: 'b', amount: 50_000, category: 'elektro' }], now)).toEqual({ discount: 0, problem: 'nothing-applies' });
  });
  it('expires, and never takes more than the eligible goods', () => {
    expect(voucherDiscount(chf30, [{ sku: 'a', amount: 9_500 }], new Date('2027-01-01T00:00:00Z')).problem).toBe('expired');
    expect(voucherDiscount({ value: 5_000, minimumOrder: 0, validUntil: '2099-01-01' }, [{ sku: 'a', amount: 3_000 }], now)).toEqual({ discount: 3_000 });
    expect(
      voucherDiscount(
        { value: 15, percent: true, minimumOrder: 0, validUntil: '2099-01-01', excludes: (l) => Boolean(l.reduced) },
        [
          { sku: 'a', amount: 10_000 },
          { sku: 'b', amount: 5_000, reduced: true },
        ],
        now,
      ),
    ).toEqual({ discount: 1_500 });
  });
  it('survives a return only while the kept goods reach the minimum', () => {
    expect(voucherSurvivesReturn(chf30, 9_000)).toBe(true);
    expect(voucherSurvivesReturn(chf30, 8_999)).toBe(false);
  });
});
