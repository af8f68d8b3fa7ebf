/** The delivery options of the checkout. */
export type DeliveryOptionKey = 'standard' | 'express' | 'parcelShop' | 'freight';

/** One option of a tenant's `order.delivery`: its price and the working days to the delivery. */
export interface DeliveryOptionRule {
  /** Minor units. */
  price: number;
  /** Working days from the order to the earliest and the latest delivery. */
  days: readonly [number, number];
}

/** VAT rates in basis points (1900 = 19 %), a tenant's `order.vatRates`. */
export interface VatRates {
  standard: number;
  reduced: number;
}

/**
 * The options a basket can be delivered with: goods that travel by freight (sofas, tables, large
 * appliances) take the whole order by freight; everything else goes as a parcel, to the door
 * (standard or express) or to a parcel shop.
 */
export function deliveryOptionsFor(needsFreight: boolean): DeliveryOptionKey[] {
  return needsFreight ? ['freight'] : ['standard', 'express', 'parcelShop'];
}

/**
 * What an option costs for goods worth `goods`: standard delivery and the parcel shop are free
 * from the tenant's threshold (CHF 50 on shop-ch); express and freight always cost their price.
 */
export function shippingCost(
  option: DeliveryOptionKey,
  goods: number,
  rules: { delivery: Record<DeliveryOptionKey, DeliveryOptionRule>; freeShippingFrom: number },
  { premium = false }: { premium?: boolean } = {},
): number {
  const { price } = rules.delivery[option];
  // Premium members (and whoever becomes one with this order) have standard and parcel-shop delivery free.
  return (option === 'standard' || option === 'parcelShop') && (premium || goods >= rules.freeShippingFrom) ? 0 : price;
}

/** How a basket travels: as parcels, or (any good that needs it) the whole order by freight carrier. */
export type ShippingMethod = 'parcel' | 'freight';

/** What the basket says about shipping, and what the checkout then charges at its first option. */
export interface BasketShipping {
  method: ShippingMethod;
  /**
   * Minor units the checkout charges at the basket's first delivery option (standard for parcels,
   * freight for freight goods); 0 is free.
   */
  cost: number;
  /** From this goods value parcel delivery is free (the tenant's threshold). */
  freeFrom: number;
  /** How much more goods make delivery free: 0 when it is free already, and by freight (never free). */
  missingForFree: number;
}

/**
 * Shipping for a basket (goods value, whether any good travels by freight): the one rule behind the
 * basket's line, the basket layer, the checkout's first option and the gateway. The basket promises
 * exactly what {@link shippingCost} then charges for the option the checkout offers first.
 */
export function shippingForBasket(
  basket: { goods: number; freight: boolean },
  rules: { delivery: Record<DeliveryOptionKey, DeliveryOptionRule>; freeShippingFrom: number },
  { premium = false }: { premium?: boolean } = {},
): BasketShipping {
  if (!Number.isSafeInteger(basket.goods) || basket.goods < 0) throw new RangeError(`goods must be whole minor units ≥ 0, got ${basket.goods}`);
  const method: ShippingMethod = basket.freight ? 'freight' : 'parcel';
  const cost = shippingCost(deliveryOptionsFor(basket.freight)[0]!, basket.goods, rules, { premium });
  const missingForFree = method === 'freight' || cost === 0 ? 0 : Math.max(0, rules.freeShippingFrom - basket.goods);
  return { method, cost, freeFrom: rules.freeShippingFrom, missingForFree };
}

/**
 * Until when a premium membership runs after buying `months` of it on `today` (both `YYYY-MM-DD`,
 * the shop's calendar): from the end of a running membership, or from today. The last day of a
 * month stands in where the day does not exist (31 January + 1 month: 28/29 February).
 */
export function premiumRenewal(currentUntil: string | null, today: string, months: number): string {
  const start = currentUntil && currentUntil > today ? currentUntil : today;
  const [y, m, d] = start.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, last));
  return target.toISOString().slice(0, 10);
}

/** The payment pause's surcharge: a percentage of the goods value, rounded to the minor unit. */
export function paymentPauseSurcharge(goods: number, percent: number): number {
  return Math.round((goods * percent) / 100);
}

/** The VAT an amount that includes it contains, at a rate in basis points. */
export function vatContained(amount: number, rate: number): number {
  return Math.round((amount * rate) / (10_000 + rate));
}

export interface OrderTotalsInput {
  /** Line totals including VAT, minor units; `reduced` lines are taxed at the reduced rate. */
  lines: ReadonlyArray<{ amount: number; reduced?: boolean }>;
  shipping: number;
  /** What the payment adds (the payment pause's surcharge). Default 0. */
  paymentSurcharge?: number;
  /** What a voucher takes off the goods. Default 0. */
  discount?: number;
  /** Fees beside the goods (a premium membership bought with the order), taxed at the standard rate. Default 0. */
  fees?: number;
  vatRates: VatRates;
}

export interface OrderTotals {
  goods: number;
  shipping: number;
  paymentSurcharge: number;
  discount: number;
  fees: number;
  /** What the shopper pays: goods − discount + shipping + payment surcharge + fees. */
  total: number;
  /** The VAT the total contains, per rate (basis points), highest rate first; rates with nothing are left out. */
  vat: Array<{ rate: number; amount: number }>;
}

/**
 * The order's totals, VAT included. The discount lowers each rate's goods in proportion (the
 * last rate takes the rounding); shipping and surcharges are taxed at the standard rate.
 */
export function orderTotals({ lines, shipping, paymentSurcharge = 0, discount = 0, fees = 0, vatRates }: OrderTotalsInput): OrderTotals {
  for (const n of [shipping, paymentSurcharge, discount, fees, ...lines.map((l) => l.amount)]) {
    if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`amounts must be whole minor units ≥ 0, got ${n}`);
  }
  const standard = lines.filter((l) => !l.reduced).reduce((s, l) => s + l.amount, 0);
  const reduced = lines.filter((l) => l.reduced).reduce((s, l) => s + l.amount, 0);
  const goods = standard + reduced;
  const off = Math.min(discount, goods);
  const reducedOff = goods === 0 ? 0 : Math.round((off * reduced) / goods);
  const bases = [
    { rate: vatRates.standard, base: standard - (off - reducedOff) + shipping + paymentSurcharge + fees },
    { rate: vatRates.reduced, base: reduced - reducedOff },
  ];
  const byRate = new Map<number, number>();
  for (const { rate, base } of bases) if (base > 0) byRate.set(rate, (byRate.get(rate) ?? 0) + base);
  const vat = [...byRate]
    .sort(([a], [b]) => b - a)
    .map(([rate, base]) => ({ rate, amount: vatContained(base, rate) }))
    .filter((v) => v.amount > 0);
  return { goods, shipping, paymentSurcharge, discount: off, fees, total: goods - off + shipping + paymentSurcharge + fees, vat };
}
