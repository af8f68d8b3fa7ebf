import { calculateInstalments } from '@vitrine/instalment-math';
import { baseTenant } from '@vitrine/tenant-base';
import { describe, expect, it } from 'vitest';
import type { BasketModel } from '../basket/service';
import { type CheckoutInput, checkoutModel } from './model';
import type { CheckoutRow } from './repository';

// The checkout's pure model: what the repository read, reshaped by the tenant's policy and pricing.
const now = new Date('2026-11-23T09:00:00Z'); // Monday, 10:00 in Berlin
const line = (sku: string, price: number, quantity = 1) => ({
  variantSku: `${sku}01`,
  productSku: sku,
  quantity,
  product: null,
  variantLabel: null,
  available: 10,
  unitPrice: price,
  lineTotal: price * quantity,
});
const basket = (...lines: ReturnType<typeof line>[]): BasketModel => ({
  id: 'basket',
  count: lines.reduce((n, l) => n + l.quantity, 0),
  lines,
  currency: 'EUR',
  subtotal: lines.reduce((n, l) => n + l.lineTotal, 0),
});
const row = (over: Partial<CheckoutRow> = {}): CheckoutRow => ({
  address_id: 'a-1',
  delivery_option: 'standard',
  parcel_shop_id: null,
  payment_method: 'invoice',
  instalment_count: null,
  payment_pause: false,
  voucher_code: null,
  premium: false,
  rate_protection: false,
  rate_protection_birth_date: null,
  rate_protection_occupation: null,
  rate_protection_monthly: null,
  ...over,
});
const address = {
  id: 'a-1',
  salutation: 'FEMALE' as const,
  firstName: 'Anna',
  lastName: 'Schmidt',
  street: 'Invalidenstraße',
  houseNumber: '44',
  postalCode: '10115',
  city: 'Berlin',
  country: 'DE',
};
const input = (over: Partial<CheckoutInput> = {}): CheckoutInput => ({
  tenant: baseTenant,
  locale: 'de-DE',
  now,
  basket: basket(line('100001', 4_999)),
  kinds: new Map([
    ['100001', { freight: false, technical: false }],
    ['100035', { freight: true, technical: false }],
  ]),
  row: row(),
  addresses: [address],
  member: { premium_until: null, date_of_birth: '1985-04-12' },
  evaluated: null,
  parcelShop: null,
  ...over,
});

describe('checkoutModel', () => {
  it('charges standard delivery below the threshold, offers the parcel options with their days, and misses nothing', () => {
    const c = checkoutModel(input());
    expect(c.deliveryOptions).toEqual([
      { option: 'STANDARD', price: 595, earliest: '2026-11-25', latest: '2026-11-27' },
      { option: 'EXPRESS', price: 1_495, earliest: '2026-11-24', latest: '2026-11-24' },
      { option: 'PARCEL_SHOP', price: 495, earliest: '2026-11-25', latest: '2026-11-27' },
    ]);
    expect(c.totals).toMatchObject({ goods: 4_999, shipping: 595, total: 5_594 });
    expect(c.missing).toEqual([]);
    expect(c.address).toEqual(address);
  });
  it('sends a sofa by freight only: a standard choice no longer counts, the delivery is missing', () => {
    const c = checkoutModel(input({ basket: basket(line('100035', 186_799)) }));
    expect(c.deliveryOptions.map((o) => o.option)).toEqual(['FREIGHT']);
    expect(c.deliveryOption).toBeNull();
    expect(c.missing).toEqual(['DELIVERY']);
    expect(checkoutModel(input({ basket: basket(line('100035', 186_799)), row: row({ delivery_option: 'freight' }) })).totals.shipping).toBe(3_990);
  });
  it("instalments at the tenant's interest: the plan of @vitrine/instalment-math, its total what the shopper pays", () => {
    const c = checkoutModel(input({ basket: basket(line('100001', 30_000)), row: row({ payment_method: 'instalments', instalment_count: 12 }) }));
    const plan = calculateInstalments({ basePrice: 30_000, count: 12, monthlyInterestFactor: baseTenant.installmentCalculator.monthlyInterestFactor });
    expect(c.instalmentPlan).toMatchObject({ count: 12, interest: plan.interest, overallPrice: plan.overallPrice, effectiveAnnualRate: plan.effectiveAnnualRate });
    expect(plan.interest).toBeGreaterThan(0);
    expect(c.totals.total).toBe(plan.overallPrice);
    expect(c.missing).toEqual([]);
  });
  it('misses the basket when a line is short of stock, and the payment when the method is not offered for the total', () => {
    const short = { ...line('100001', 4_999, 3), available: 2 };
    expect(checkoutModel(input({ basket: basket(short) })).missing).toContain('BASKET');
    const expensive = checkoutModel(input({ basket: basket(line('100001', 600_000)) }));
    expect(expensive.paymentMethods.find((m) => m.method === 'INVOICE')!.unavailable).toBe('ABOVE_INVOICE_LIMIT');
    expect(expensive.missing).toEqual(['PAYMENT']);
  });
  it('the same input, the same checkout (pure)', () => {
    expect(checkoutModel(input())).toEqual(checkoutModel(input()));
  });
});
