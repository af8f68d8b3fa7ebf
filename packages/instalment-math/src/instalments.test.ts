import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculateInstalments, correctBasePrice, instalmentSchedule, instalmentsAvailable, solveAnnualRate, splitInstalments } from './instalments';
import { addMonths } from './rate-protection';

const terms = fc.record({
  basePrice: fc.integer({ min: 1, max: 5_000_000 }),
  count: fc.integer({ min: 1, max: 72 }),
  monthlyInterestFactor: fc.double({ min: 0, max: 0.03, noNaN: true }),
  monthlyRateSurchargeFactor: fc.double({ min: 0, max: 0.01, noNaN: true }),
  pauseMonths: fc.constantFrom(0, 3, 4),
  pauseSurchargePercent: fc.double({ min: 0, max: 10, noNaN: true }),
  rateRounding: fc.constantFrom(1, 100),
});

describe('worked examples (checked by hand in the README)', () => {
  it('1000.00 over 12 at 0.79 % a month', () => {
    const plan = calculateInstalments({ basePrice: 100_000, count: 12, monthlyInterestFactor: 0.0079 });
    expect(plan.surcharge).toBe(9_480);
    expect(plan.overallPrice).toBe(109_480);
    expect(plan.monthlyInstalment).toBe(9_123);
    expect(plan.firstInstalment).toBe(9_125);
    expect(plan.lastInstalment).toBe(9_125);
    expect(plan.effectiveAnnualRate).toBe(18.46);
  });
  it('a 3-month payment pause with a 3 % surcharge and no interest', () => {
    const plan = calculateInstalments({ basePrice: 50_000, count: 1, pauseMonths: 3, pauseSurchargePercent: 3 });
    expect(plan.pauseSurcharge).toBe(1_500);
    expect(plan.instalments).toEqual([51_500]);
    expect(plan.dueMonths).toEqual([4]);
    // (1 + X)^(4/12) = 515 / 500, so X = 1.03³ − 1 = 9.2727 %.
    expect(plan.effectiveAnnualRate).toBe(9.27);
  });
  it('nothing charged: the APR is 0', () => {
    const plan = calculateInstalments({ basePrice: 29_999, count: 6 });
    expect(plan.effectiveAnnualRate).toBe(0);
    expect(plan.instalments).toEqual([5_002, 4_999, 4_999, 4_999, 4_999, 5_001]);
  });
});

describe('properties', () => {
  it('a plan’s schedule: its amounts are the plan’s instalments, due monthly after the pause, a month apart', () => {
    const day = fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2035-12-31T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
    fc.assert(
      fc.property(terms, day, (t, purchase) => {
        const plan = calculateInstalments(t);
        const schedule = instalmentSchedule(plan, purchase, t.pauseMonths);
        expect(schedule.map((s) => s.amount)).toEqual(plan.instalments);
        expect(schedule.map((s) => s.number)).toEqual(plan.instalments.map((_, i) => i + 1));
        expect(schedule.map((s) => s.due)).toEqual(plan.dueMonths.map((m) => addMonths(purchase, m)));
        for (const [i, s] of schedule.entries()) {
          expect(s.due > purchase).toBe(true);
          if (i > 0) expect(s.due > schedule[i - 1]!.due).toBe(true);
        }
      }),
    );
  });
  it('the instalments always sum to the overall price', () => {
    fc.assert(
      fc.property(terms, (t) => {
        const plan = calculateInstalments(t);
        expect(plan.instalments.reduce((a, b) => a + b, 0)).toBe(plan.overallPrice);
        expect(plan.instalments).toHaveLength(t.count);
        expect(plan.overallPrice).toBe(plan.basePrice + plan.surcharge);
      }),
    );
  });
  it('first and last absorb the rounding; the others are equal multiples of the rounding unit', () => {
    fc.assert(
      fc.property(terms, (t) => {
        const plan = calculateInstalments(t);
        const middle = plan.instalments.slice(1, -1);
        for (const m of middle) {
          expect(m).toBe(plan.monthlyInstalment);
          expect(m % t.rateRounding).toBe(0);
        }
        if (t.count > 1) {
          expect(plan.firstInstalment).toBeGreaterThanOrEqual(plan.lastInstalment);
          expect(plan.firstInstalment - plan.monthlyInstalment).toBeLessThanOrEqual(Math.ceil((t.rateRounding * t.count) / 2));
          expect(plan.lastInstalment).toBeGreaterThanOrEqual(plan.monthlyInstalment);
        }
      }),
    );
  });
  it('the APR is 0 when nothing is charged', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5_000_000 }), fc.integer({ min: 1, max: 72 }), (basePrice, count) => {
        expect(calculateInstalments({ basePrice, count }).effectiveAnnualRate).toBe(0);
      }),
    );
  });
  it('the APR grows with the interest factor', () => {
    fc.assert(
      fc.property(fc.integer({ min: 10_000, max: 2_000_000 }), fc.integer({ min: 2, max: 48 }), fc.double({ min: 0.001, max: 0.02, noNaN: true }), (basePrice, count, f) => {
        const low = calculateInstalments({ basePrice, count, monthlyInterestFactor: f });
        const high = calculateInstalments({ basePrice, count, monthlyInterestFactor: f * 1.5 });
        expect(high.effectiveAnnualRate).toBeGreaterThanOrEqual(low.effectiveAnnualRate);
        expect(low.effectiveAnnualRate).toBeGreaterThan(0);
      }),
    );
  });
  it('the solved rate makes the payments worth the credit (Annex I equation)', () => {
    fc.assert(
      fc.property(terms, (t) => {
        const plan = calculateInstalments(t);
        const x = plan.effectiveAnnualRate / 100;
        const pv = plan.instalments.reduce((s, a, i) => s + a * (1 + x) ** -(plan.dueMonths[i]! / 12), 0);
        // Rounding to two decimals moves the present value by well under half a percent.
        expect(Math.abs(pv - plan.basePrice) / plan.basePrice).toBeLessThan(0.005);
      }),
    );
  });
});

describe('input', () => {
  it('refuses impossible terms', () => {
    expect(() => calculateInstalments({ basePrice: 10.5, count: 3 })).toThrow(/basePrice/);
    expect(() => calculateInstalments({ basePrice: 100, count: 0 })).toThrow(/count/);
    expect(() => calculateInstalments({ basePrice: 100, count: 3, monthlyInterestFactor: -1 })).toThrow(/monthlyInterestFactor/);
    expect(() => calculateInstalments({ basePrice: 100, count: 3, pauseMonths: 2.5 })).toThrow(/pauseMonths/);
    expect(() => calculateInstalments({ basePrice: 100, count: 3, rateRounding: 0 })).toThrow(/rateRounding/);
  });
  it('corrects an edited base price to the minimum or into the range, with a notice', () => {
    const range = { min: 10_000, max: 1_000_000 };
    expect(correctBasePrice(5_000, range)).toEqual({ value: 10_000, notice: 'raised-to-minimum' });
    expect(correctBasePrice(2_000_000, range)).toEqual({ value: 1_000_000, notice: 'lowered-to-maximum' });
    expect(correctBasePrice(50_000, range)).toEqual({ value: 50_000 });
    expect(correctBasePrice(Number.NaN, range)).toEqual({ value: 10_000, notice: 'invalid-input' });
    expect(correctBasePrice(50_000.4, range)).toEqual({ value: 50_000, notice: 'invalid-input' });
    fc.assert(
      fc.property(fc.double(), (v) => {
        const { value } = correctBasePrice(v, range);
        expect(value).toBeGreaterThanOrEqual(range.min);
        expect(value).toBeLessThanOrEqual(range.max);
      }),
    );
  });
  it('splits a single instalment and solves the trivial rate', () => {
    expect(splitInstalments(1_000, 1)).toEqual([1_000]);
    expect(solveAnnualRate(100, [{ amount: 110, years: 1 }])).toBeCloseTo(0.1, 9);
  });
});

describe('a payment pause priced by the order', () => {
  it('takes the given surcharge instead of the percentage of the base price, and costs interest', () => {
    const plan = calculateInstalments({ basePrice: 100_595, count: 12, pauseMonths: 3, pauseSurchargePercent: 3.5, pauseSurcharge: 3_500 });
    expect(plan.pauseSurcharge).toBe(3_500);
    expect(plan.overallPrice).toBe(104_095);
    expect(plan.instalments.reduce((a, b) => a + b, 0)).toBe(104_095);
    expect(plan.dueMonths[0]).toBe(4);
    expect(plan.effectiveAnnualRate).toBeGreaterThan(0);
    expect(() => calculateInstalments({ basePrice: 1_000, count: 2, pauseMonths: 3, pauseSurcharge: -1 })).toThrow(RangeError);
  });
});

describe('instalmentsAvailable', () => {
  const offer = { minBasePrice: 10_000, maxBasePrice: 1_000_000 };
  it('is true inside the range, both ends included, and false outside or when switched off', () => {
    expect(instalmentsAvailable(10_000, offer)).toBe(true);
    expect(instalmentsAvailable(1_000_000, offer)).toBe(true);
    expect(instalmentsAvailable(9_999, offer)).toBe(false);
    expect(instalmentsAvailable(1_000_001, offer)).toBe(false);
    expect(instalmentsAvailable(50_000, { ...offer, enabled: false })).toBe(false);
    expect(instalmentsAvailable(50_000.5, offer)).toBe(false);
  });
  it('agrees with the base-price correction: available exactly when nothing needs correcting', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2_000_000 }), (price) => {
        expect(instalmentsAvailable(price, offer)).toBe(correctBasePrice(price, { min: offer.minBasePrice, max: offer.maxBasePrice }).notice === undefined);
      }),
    );
  });
});
