import { calculateInstalments, rateProtectionPremium } from '@vitrine/instalment-math';
import type { AddressView, DeliveryOfferView, InstalmentPlanView, OrderLineView, PaymentOfferView, RateProtectionOfferView, TotalsView } from './types';

/** Fixtures of the stories and tests: a Berlin address book, a basket of two lines, plans of the instalment calculator. */
export const euro = { currencyPosition: 'after', grouping: true, decimalSeparator: ',' } as const;
export const franc = { currencyPosition: 'after', grouping: false, decimalSeparator: '.' } as const;

export const addresses: AddressView[] = [
  { id: 'a-1', salutation: 'female', firstName: 'Anna', lastName: 'Schmidt', street: 'Invalidenstraße', houseNumber: '44', postalCode: '10115', city: 'Berlin', country: 'DE' },
  { id: 'a-2', salutation: 'female', firstName: 'Anna', lastName: 'Schmidt', street: 'Domkloster', houseNumber: '4', postalCode: '50667', city: 'Köln', country: 'DE' },
];

export const offers: DeliveryOfferView[] = [
  { option: 'standard', price: 0, earliest: '2026-11-25', latest: '2026-11-27' },
  { option: 'express', price: 1495, earliest: '2026-11-24', latest: '2026-11-24' },
  { option: 'parcelShop', price: 0, earliest: '2026-11-25', latest: '2026-11-27' },
];

export const lines: OrderLineView[] = [
  { variantSku: '10002102', productName: 'Sommerkleid aus Leinen', variantLabel: 'Größe 38', quantity: 2, lineTotal: 9998 },
  { variantSku: '10031303', productName: 'Couchtisch Nordby', variantLabel: null, quantity: 1, lineTotal: 14900 },
];

export const totals: TotalsView = { goods: 24898, shipping: 0, paymentSurcharge: 0, discount: 0, total: 24898, vat: [{ rate: 1900, amount: 3975 }] };

export const methods: PaymentOfferView[] = [{ method: 'invoice' }, { method: 'instalments' }, { method: 'prepayment' }];

const view = (p: ReturnType<typeof calculateInstalments>): InstalmentPlanView => ({
  basePrice: p.basePrice,
  count: p.count,
  firstInstalment: p.firstInstalment,
  monthlyInstalment: p.monthlyInstalment,
  lastInstalment: p.lastInstalment,
  surcharge: p.surcharge,
  interest: p.interest,
  monthlyInterestFactor: p.monthlyInterestFactor,
  monthlyRateSurchargeFactor: p.monthlyRateSurchargeFactor,
  pauseSurchargePercent: p.pauseSurchargePercent,
  overallPrice: p.overallPrice,
  effectiveAnnualRate: p.effectiveAnnualRate,
});
/** shop-de's terms: a fixed 0.65 % of the base price a month. */
const monthlyInterestFactor = 0.0065;
export const plans: InstalmentPlanView[] = [6, 12, 24].map((count) => view(calculateInstalments({ basePrice: 24898, count, monthlyInterestFactor })));
export const pausedPlans: InstalmentPlanView[] = [6, 12, 24].map((count) =>
  view(calculateInstalments({ basePrice: 24898, count, monthlyInterestFactor, pauseMonths: 3, pauseSurchargePercent: 3.5, pauseSurcharge: 871 })),
);
export const pause = { months: 3, surchargePercent: 3.5, surcharge: 871 };

/** Rate protection for the 12-instalment plan: 5.9 % of its monthly instalment (the base tenant). */
const twelve = plans[1]!;
const premium = rateProtectionPremium(twelve, { monthlyPercent: 5.9 });
export const rateProtectionOffer: RateProtectionOfferView = {
  monthlyPercent: 5.9,
  monthlyPremium: premium.monthly,
  totalPremium: premium.total,
  minAge: 18,
  maxAgeAtEnd: 67,
  lastInstalment: '2027-11-23',
  customerBirthDate: '1985-04-12',
};
export const rateProtectionPlan = { count: twelve.count, monthlyInstalment: twelve.monthlyInstalment };
