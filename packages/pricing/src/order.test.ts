import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CUT_OFF_HOUR, expectedDelivery } from './delivery-dates';
import { deliveryOptionsFor, orderTotals, paymentPauseSurcharge, premiumRenewal, shippingCost, shippingForBasket, vatContained } from './order';

const DE = { standard: 1_900, reduced: 700 };
const delivery = {
  standard: { price: 595, days: [2, 4] as const },
  express: { price: 1_495, days: [1, 1] as const },
  parcelShop: { price: 495, days: [2, 4] as const },
  freight: { price: 3_990, days: [5, 10] as const },
};

describe('delivery options and shipping', () => {
  it('sends freight goods by freight only, parcels to the door or a parcel shop', () => {
    expect(deliveryOptionsFor(true)).toEqual(['freight']);
    expect(deliveryOptionsFor(false)).toEqual(['standard', 'express', 'parcelShop']);
  });
  it('is free from the threshold for standard and parcel shop, never for express and freight', () => {
    const rules = { delivery, freeShippingFrom: 5_000 };
    expect(shippingCost('standard', 4_999, rules)).toBe(595);
    expect(shippingCost('standard', 5_000, rules)).toBe(0);
    expect(shippingCost('parcelShop', 5_000, rules)).toBe(0);
    expect(shippingCost('express', 90_000, rules)).toBe(1_495);
    expect(shippingCost('freight', 90_000, rules)).toBe(3_990);
    // Premium: standard and parcel shop free below the threshold too; express and freight still cost.
    expect(shippingCost('standard', 1_000, rules, { premium: true })).toBe(0);
    expect(shippingCost('parcelShop', 1_000, rules, { premium: true })).toBe(0);
    expect(shippingCost('express', 1_000, rules, { premium: true })).toBe(1_495);
  });
  it('tells the basket what the checkout charges: a sofa goes by freight and costs the freight, whatever the goods value', () => {
    const rules = { delivery, freeShippingFrom: 7_500 };
    expect(shippingForBasket({ goods: 89_900, freight: true }, rules)).toEqual({ method: 'freight', cost: 3_990, freeFrom: 7_500, missingForFree: 0 });
    expect(shippingForBasket({ goods: 89_900, freight: true }, rules, { premium: true })).toMatchObject({ method: 'freight', cost: 3_990 });
    expect(shippingForBasket({ goods: 4_000, freight: false }, rules)).toEqual({ method: 'parcel', cost: 595, freeFrom: 7_500, missingForFree: 3_500 });
    expect(shippingForBasket({ goods: 7_500, freight: false }, rules)).toEqual({ method: 'parcel', cost: 0, freeFrom: 7_500, missingForFree: 0 });
    expect(shippingForBasket({ goods: 1_000, freight: false }, rules, { premium: true })).toEqual({ method: 'parcel', cost: 0, freeFrom: 7_500, missingForFree: 0 });
    expect(() => shippingForBasket({ goods: 10.5, freight: false }, rules)).toThrow(RangeError);
  });
  it('promises for any basket exactly what the checkout charges at its first option, and "missing" makes it free', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2_000_000 }), fc.boolean(), fc.boolean(), fc.integer({ min: 0, max: 50_000 }), (goods, freight, premium, threshold) => {
        const rules = { delivery, freeShippingFrom: threshold };
        const said = shippingForBasket({ goods, freight }, rules, { premium });
        const first = deliveryOptionsFor(freight)[0]!;
        expect(said.cost).toBe(shippingCost(first, goods, rules, { premium }));
        expect(said.method).toBe(first === 'freight' ? 'freight' : 'parcel');
        if (said.missingForFree > 0) {
          expect(said.cost).toBeGreaterThan(0);
          // Adding exactly what is missing makes it free; a cent less does not.
          expect(shippingForBasket({ goods: goods + said.missingForFree, freight }, rules, { premium }).cost).toBe(0);
          expect(shippingForBasket({ goods: goods + said.missingForFree - 1, freight }, rules, { premium }).cost).toBeGreaterThan(0);
        } else if (said.cost > 0) expect(said.method).toBe('freight');
      }),
    );
  });
  it('renews premium from the end of a running membership, or from today, the last day of short months kept', () => {
    expect(premiumRenewal(null, '2026-11-23', 12)).toBe('2027-11-23');
    expect(premiumRenewal('2027-03-31', '2026-11-23', 12)).toBe('2028-03-31');
    expect(premiumRenewal('2026-01-01', '2026-11-23', 12)).toBe('2027-11-23');
    expect(premiumRenewal(null, '2027-01-31', 1)).toBe('2027-02-28');
    expect(premiumRenewal(null, '2028-02-29', 12)).toBe('2029-02-28');
  });
});

describe('order totals', () => {
  it('adds goods, shipping and the pause surcharge, takes off the discount, lists the VAT contained', () => {
    const totals = orderTotals({
      lines: [{ amount: 11_900 }, { amount: 1_070, reduced: true }],
      shipping: 595,
      paymentSurcharge: paymentPauseSurcharge(12_970, 3.5),
      discount: 1_000,
      vatRates: DE,
    });
    expect(totals.goods).toBe(12_970);
    expect(totals.paymentSurcharge).toBe(454);
    expect(totals.total).toBe(12_970 - 1_000 + 595 + 454);
    expect(totals.vat.map((v) => v.rate)).toEqual([1_900, 700]);
    // 19 % of (11 900 − 917 + 595 + 454) and 7 % of (1 070 − 83).
    expect(totals.vat[0]!.amount).toBe(vatContained(11_900 - 917 + 595 + 454, 1_900));
    expect(totals.vat[1]!.amount).toBe(vatContained(1_070 - 83, 700));
  });
  it('contains 19 % VAT in 119 €', () => expect(vatContained(11_900, 1_900)).toBe(1_900));
  it('adds a fee (premium) to the total and its VAT to the standard rate', () => {
    const t = orderTotals({ lines: [{ amount: 10_000 }], shipping: 0, fees: 2_990, vatRates: { standard: 810, reduced: 260 } });
    expect(t.total).toBe(12_990);
    expect(t.vat).toEqual([{ rate: 810, amount: vatContained(12_990, 810) }]);
  });
  it('a discount never takes more than the goods', () => {
    expect(orderTotals({ lines: [{ amount: 500 }], shipping: 595, discount: 3_000, vatRates: DE }).total).toBe(595);
  });
  it('refuses fractions and negative amounts', () => {
    expect(() => orderTotals({ lines: [{ amount: 1.5 }], shipping: 0, vatRates: DE })).toThrow(RangeError);
    expect(() => orderTotals({ lines: [], shipping: -1, vatRates: DE })).toThrow(RangeError);
  });
  it('always adds up, and the VAT stays below the total (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ amount: fc.integer({ min: 0, max: 1_000_000 }), reduced: fc.boolean() }), { maxLength: 12 }),
        fc.integer({ min: 0, max: 5_000 }),
        fc.integer({ min: 0, max: 5_000 }),
        fc.integer({ min: 0, max: 2_000_000 }),
        fc.constantFrom(DE, { standard: 810, reduced: 260 }, { standard: 2_100, reduced: 900 }),
        (lines, shipping, paymentSurcharge, discount, vatRates) => {
          const t = orderTotals({ lines, shipping, paymentSurcharge, discount, vatRates });
          expect(t.total).toBe(t.goods - t.discount + t.shipping + t.paymentSurcharge + t.fees);
          expect(t.discount).toBeLessThanOrEqual(t.goods);
          expect(t.total).toBeGreaterThanOrEqual(0);
          const vat = t.vat.reduce((s, v) => s + v.amount, 0);
          expect(vat).toBeLessThanOrEqual(Math.ceil((t.total * vatRates.standard) / (10_000 + vatRates.standard)) + 1);
        },
      ),
    );
  });
});

describe('expected delivery', () => {
  it('counts working days in the tenant time zone from the day the order leaves', () => {
    // Monday 23 Nov 2026, 10:00 in Berlin: leaves today; 2 to 4 working days → Wed 25 to Fri 27.
    expect(expectedDelivery(new Date('2026-11-23T09:00:00Z'), 'Europe/Berlin', [2, 4])).toEqual({ earliest: '2026-11-25', latest: '2026-11-27' });
    // Friday 27 Nov, 18:00 in Zurich (after the cut-off): leaves Monday; 1 day → Tuesday.
    expect(expectedDelivery(new Date('2026-11-27T17:00:00Z'), 'Europe/Zurich', [1, 1])).toEqual({ earliest: '2026-12-01', latest: '2026-12-01' });
    // Saturday: leaves Monday.
    expect(expectedDelivery(new Date('2026-11-28T09:00:00Z'), 'Europe/Amsterdam', [1, 2])).toEqual({ earliest: '2026-12-01', latest: '2026-12-02' });
    // 23:30 UTC on Monday is already Tuesday 00:30 in Berlin.
    expect(expectedDelivery(new Date('2026-11-23T23:30:00Z'), 'Europe/Berlin', [1, 1]).earliest).toBe('2026-11-25');
  });
  it('never delivers on a weekend, never before the order, earliest ≤ latest (property)', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2026-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true }),
        fc.constantFrom('Europe/Berlin', 'Europe/Zurich', 'Europe/Amsterdam'),
        fc.integer({ min: 0, max: 15 }),
        fc.integer({ min: 0, max: 15 }),
        (now, zone, a, b) => {
          const { earliest, latest } = expectedDelivery(now, zone, [Math.min(a, b), Math.max(a, b)]);
          for (const day of [earliest, latest]) expect([0, 6]).not.toContain(new Date(`${day}T00:00:00Z`).getUTCDay());
          expect(earliest <= latest).toBe(true);
          expect(Date.parse(`${earliest}T23:59:59Z`) + 86_400_000).toBeGreaterThan(now.getTime());
        },
      ),
    );
  });
  it('uses a cut-off hour of the local day', () => expect(CUT_OFF_HOUR).toBeGreaterThan(12));
});
