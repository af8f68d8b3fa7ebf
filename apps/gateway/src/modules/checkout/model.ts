import {
  addMonths,
  calculateInstalments,
  type InstalmentFigures,
  instalmentsAvailable,
  type InstalmentPlan,
  type Occupation,
  rateProtectionAgeProblem,
  rateProtectionCover,
  rateProtectionPremium,
} from '@vitrine/instalment-math';
import {
  type DeliveryOptionKey,
  deliveryOptionsFor,
  expectedDelivery,
  localDay,
  type OrderTotals,
  orderTotals,
  paymentPauseSurcharge,
  premiumRenewal,
  shippingCost,
} from '@vitrine/pricing';
import type { TenantConfig } from '@vitrine/tenant-config';
import type { FieldProblemCode } from '../../generated/resolvers';
import type { GatewayContext } from '../../http/context';
import type { AddressFieldEnum, AddressModel } from '../address-book/model';
import type { BasketLineModel, BasketModel } from '../basket/service';
import type { GoodsKind } from '../catalog/repository';
import type { CheckoutRow, MemberRow } from './repository';
import { type AppliedVoucherModel, appliedVoucher, type evaluateVoucher } from './vouchers';

// The checkout's model: its shapes, and the pure reshape of what the repository read into the
// checkout the schema answers (tenant policy and pricing, no SQL). Unit-tested in model.test.ts.

export type DeliveryOptionEnum = 'STANDARD' | 'EXPRESS' | 'PARCEL_SHOP' | 'FREIGHT';
export type PaymentMethodKey = 'invoice' | 'instalments' | 'prepayment' | 'creditCard' | 'ideal';
export type PaymentMethodEnum = 'INVOICE' | 'INSTALMENTS' | 'PREPAYMENT' | 'CREDIT_CARD' | 'IDEAL';

export const OPTION_ENUM: Record<DeliveryOptionKey, DeliveryOptionEnum> = { standard: 'STANDARD', express: 'EXPRESS', parcelShop: 'PARCEL_SHOP', freight: 'FREIGHT' };
export const OPTION_KEY = Object.fromEntries(Object.entries(OPTION_ENUM).map(([k, v]) => [v, k])) as Record<DeliveryOptionEnum, DeliveryOptionKey>;
export const METHOD_ENUM: Record<PaymentMethodKey, PaymentMethodEnum> = {
  invoice: 'INVOICE',
  instalments: 'INSTALMENTS',
  prepayment: 'PREPAYMENT',
  creditCard: 'CREDIT_CARD',
  ideal: 'IDEAL',
};
export const METHOD_KEY = Object.fromEntries(Object.entries(METHOD_ENUM).map(([k, v]) => [v, k])) as Record<PaymentMethodEnum, PaymentMethodKey>;

export interface ParcelShopModel {
  id: string;
  name: string;
  street: string;
  postalCode: string;
  city: string;
  country: string;
  distanceMeters: number | null;
}

export type InstalmentPlanModel = InstalmentFigures;

export interface CheckoutModel {
  __typename: 'Checkout';
  id: 'checkout';
  currency: GatewayContext['tenant']['currency'];
  basket: BasketModel;
  addresses: AddressModel[];
  address: AddressModel | null;
  deliveryOption: DeliveryOptionEnum | null;
  parcelShop: ParcelShopModel | null;
  deliveryOptions: { option: DeliveryOptionEnum; price: number; earliest: string; latest: string }[];
  deliveryCountries: string[];
  paymentMethod: PaymentMethodEnum | null;
  paymentMethods: { method: PaymentMethodEnum; unavailable: 'ABOVE_INVOICE_LIMIT' | 'OUTSIDE_INSTALMENT_RANGE' | null }[];
  instalmentCount: number | null;
  instalmentCounts: number[];
  instalmentPlan: InstalmentPlanModel | null;
  paymentPause: boolean;
  paymentPauseOffer: { months: number; surchargePercent: number; surcharge: number } | null;
  voucher: AppliedVoucherModel | null;
  /** A premium membership bought with this order. */
  premium: boolean;
  premiumOffer: { price: number; months: number; memberUntil: string | null; renewsUntil: string } | null;
  rateProtectionOffer: RateProtectionOfferModel | null;
  rateProtection: RateProtectionModel | null;
  totals: OrderTotals;
  missing: ('BASKET' | 'DELIVERY' | 'PAYMENT' | 'RATE_PROTECTION')[];
  /** What placing the order needs beside the answer (not in the schema). */
  internal: {
    locale: string;
    orderable: BasketLineModel[];
    earliest: string;
    latest: string;
    plan: InstalmentPlan | null;
    planBase: number;
    goods: { amount: number; reduced: boolean; technical: boolean }[];
    voucherCode: string | null;
    voucherKind: 'discount-code' | 'newsletter' | null;
    /** premium_until after this order, when it buys premium. */
    premiumUntil: string | null;
    /** Months from today to the last instalment of the chosen plan. */
    monthsToLastInstalment: number | null;
  };
}

/** A kebab-case key as its GraphQL enum value (self-employed → SELF_EMPLOYED). */
type Snake<T extends string> = T extends `${infer A}-${infer B}` ? `${A}_${Snake<B>}` : T;
type GqlEnum<T extends string> = Uppercase<Snake<T>>;
export type OccupationEnum = GqlEnum<Occupation>;
export type InsuredRiskEnum = 'DEATH' | 'INCAPACITY' | 'UNEMPLOYMENT';
export const gql = <T extends string>(value: T) => value.toUpperCase().replace(/-/g, '_') as GqlEnum<T>;
export const occupationKey = (value: OccupationEnum) => value.toLowerCase().replace(/_/g, '-') as Occupation;

export interface RateProtectionOfferModel {
  monthlyPercent: number;
  monthlyPremium: number;
  totalPremium: number;
  minAge: number;
  maxAgeAtEnd: number;
  lastInstalment: string;
  customerBirthDate: string | null;
}

export interface RateProtectionModel {
  birthDate: string;
  occupation: OccupationEnum;
  covers: InsuredRiskEnum[];
  monthlyPremium: number;
  totalPremium: number;
  confirmedMonthlyPremium: number;
  needsConfirmation: boolean;
  ageProblem: 'AGE_TOO_YOUNG' | 'AGE_TOO_OLD' | null;
}

export interface CheckoutRefusedModel {
  __typename: 'CheckoutRefused';
  reason:
    | 'ADDRESS_INVALID'
    | 'UNKNOWN_ADDRESS'
    | 'COUNTRY_NOT_SERVED'
    | 'OPTION_UNAVAILABLE'
    | 'PARCEL_SHOP_REQUIRED'
    | 'UNKNOWN_PARCEL_SHOP'
    | 'METHOD_UNAVAILABLE'
    | 'INSTALMENTS_UNAVAILABLE'
    | 'PAUSE_UNAVAILABLE'
    | 'PREMIUM_UNAVAILABLE'
    | 'RATE_PROTECTION_UNAVAILABLE'
    | 'RATE_PROTECTION_INVALID'
    | 'AGE_TOO_YOUNG'
    | 'AGE_TOO_OLD';
  problems: { field: AddressFieldEnum; code: FieldProblemCode }[];
  rateProtectionProblems: { field: 'BIRTH_DATE' | 'OCCUPATION' | 'CONSENT'; code: FieldProblemCode }[];
}

/** The tenant's instalment terms for a base price (goods and shipping), with the payment pause when given. */
export function instalmentPlan(
  calculator: Pick<TenantConfig['installmentCalculator'], 'monthlyInterestFactor' | 'monthlyRateSurchargeFactor'>,
  basePrice: number,
  count: number,
  pause: { months: number; surchargePercent: number; surcharge: number } | null,
): InstalmentPlan {
  return calculateInstalments({
    basePrice,
    count,
    monthlyInterestFactor: calculator.monthlyInterestFactor,
    monthlyRateSurchargeFactor: calculator.monthlyRateSurchargeFactor,
    pauseMonths: pause ? pause.months : 0,
    pauseSurchargePercent: pause ? pause.surchargePercent : 0,
    pauseSurcharge: pause ? pause.surcharge : 0,
  });
}

export function planModel(plan: InstalmentPlan): InstalmentPlanModel {
  const {
    basePrice,
    count,
    firstInstalment,
    monthlyInstalment,
    lastInstalment,
    surcharge,
    interest,
    monthlyInterestFactor,
    monthlyRateSurchargeFactor,
    pauseSurchargePercent,
    overallPrice,
    effectiveAnnualRate,
  } = plan;
  return {
    basePrice,
    count,
    firstInstalment,
    monthlyInstalment,
    lastInstalment,
    surcharge,
    interest,
    monthlyInterestFactor,
    monthlyRateSurchargeFactor,
    pauseSurchargePercent,
    overallPrice,
    effectiveAnnualRate,
  };
}

/** The lines that can be ordered: priced, and in stock in their quantity. */
export const orderableLines = (basket: BasketModel): BasketLineModel[] => basket.lines.filter((l) => l.unitPrice !== null && l.available >= l.quantity);

/** The voucher's rules see each line as reduced (an original price above it) or technical (the category's catalog data). */
export function voucherGoodsOf(orderable: readonly BasketLineModel[], kinds: ReadonlyMap<string, GoodsKind>): { amount: number; reduced: boolean; technical: boolean }[] {
  return orderable.map((l) => ({ amount: l.lineTotal!, reduced: Boolean(l.product?.price.originalAmount), technical: kinds.get(l.productSku)?.technical ?? false }));
}

/** What the checkout is made of: the basket and its goods' kinds, the customer's choices and book, the voucher's evaluation. */
export interface CheckoutInput {
  tenant: TenantConfig;
  locale: string;
  now: Date;
  basket: BasketModel;
  kinds: ReadonlyMap<string, GoodsKind>;
  row: CheckoutRow | undefined;
  addresses: AddressModel[];
  member: MemberRow | undefined;
  evaluated: Awaited<ReturnType<typeof evaluateVoucher>>;
  /** The parcel shop of the row (when it names one the shop serves). */
  parcelShop: ParcelShopModel | null;
}

/**
 * The customer's checkout as it is now: what was chosen (an option the basket can no longer have
 * counts as not chosen), the offers, and the totals with the tenant's shipping, payment pause,
 * instalments and VAT. Pure: the same input, the same checkout.
 */
export function checkoutModel(input: CheckoutInput): CheckoutModel {
  const { tenant, locale, now, basket, kinds, row, addresses, member, evaluated } = input;
  const orderable = orderableLines(basket);
  const voucherGoods = voucherGoodsOf(orderable, kinds);
  const options = deliveryOptionsFor(orderable.some((l) => kinds.get(l.productSku)?.freight));
  const goods = orderable.reduce((sum, l) => sum + l.lineTotal!, 0);

  const voucher = evaluated ? appliedVoucher(evaluated.voucher, evaluated.answer) : null;
  // Premium (where the shop offers it): a member, or whoever buys it now, has standard and parcel-shop delivery free.
  const today = localDay(now, tenant.timeZone);
  const memberUntil = member?.premium_until && member.premium_until >= today ? member.premium_until : null;
  const premiumRule = tenant.order.premium;
  const premiumOffer = premiumRule.enabled
    ? { price: premiumRule.price, months: premiumRule.months, memberUntil, renewsUntil: premiumRenewal(memberUntil, today, premiumRule.months) }
    : null;
  const premium = Boolean(premiumOffer && row?.premium);
  const freeDelivery = Boolean(memberUntil) || premium;
  const rules = { delivery: tenant.order.delivery, freeShippingFrom: tenant.order.freeShippingFrom };
  const deliveryOptions = options.map((option) => ({
    option: OPTION_ENUM[option],
    price: shippingCost(option, goods, rules, { premium: freeDelivery }),
    ...expectedDelivery(now, tenant.timeZone, tenant.order.delivery[option].days),
  }));
  const address = addresses.find((a) => a.id === row?.address_id) ?? null;
  const option = row?.delivery_option && options.includes(row.delivery_option) ? row.delivery_option : null;
  const parcelShop = option === 'parcelShop' && input.parcelShop?.id === row?.parcel_shop_id ? input.parcelShop : null;
  const shipping = option ? shippingCost(option, goods, rules, { premium: freeDelivery }) : 0;

  const calculator = tenant.installmentCalculator;
  const instalmentsPossible = instalmentsAvailable(goods, calculator);
  const pauseRule = tenant.order.paymentPause;
  const paymentPauseOffer =
    pauseRule.enabled && goods > 0
      ? { months: pauseRule.months, surchargePercent: pauseRule.surchargePercent, surcharge: paymentPauseSurcharge(goods, pauseRule.surchargePercent) }
      : null;
  const method = row?.payment_method && tenant.order.paymentMethods.includes(row.payment_method) ? row.payment_method : null;
  const pause = Boolean(row?.payment_pause && paymentPauseOffer && method !== 'prepayment');
  const totals = orderTotals({
    lines: orderable.map((l) => ({ amount: l.lineTotal! })),
    shipping,
    paymentSurcharge: pause ? paymentPauseOffer!.surcharge : 0,
    discount: voucher?.discount ?? 0,
    fees: premium ? premiumOffer!.price : 0,
    vatRates: tenant.order.vatRates,
  });
  const paymentMethods = tenant.order.paymentMethods.map((m) => ({
    method: METHOD_ENUM[m],
    unavailable:
      m === 'invoice' && totals.total > tenant.order.invoiceLimit
        ? ('ABOVE_INVOICE_LIMIT' as const)
        : m === 'instalments' && !instalmentsPossible
          ? ('OUTSIDE_INSTALMENT_RANGE' as const)
          : null,
  }));
  const methodOk = method !== null && paymentMethods.find((p) => p.method === METHOD_ENUM[method])?.unavailable === null;
  const instalmentCounts = instalmentsPossible ? [...calculator.counts] : [];
  const count = method === 'instalments' && row?.instalment_count && instalmentCounts.includes(row.instalment_count) ? row.instalment_count : null;
  const planBase = totals.total - totals.paymentSurcharge;
  const plan = count && methodOk ? instalmentPlan(calculator, planBase, count, pause ? paymentPauseOffer : null) : null;
  // Interest and fees of the instalments are part of what the shopper pays.
  const charged = plan ? { ...totals, paymentSurcharge: plan.surcharge, total: plan.overallPrice } : totals;

  // Rate protection (instalments only): its premium follows the plan; a changed premium or age is confirmed again.
  const protectionRule = tenant.order.rateProtection;
  const monthsToLastInstalment = plan ? plan.dueMonths.at(-1)! : null;
  const rateProtectionOffer: RateProtectionOfferModel | null =
    protectionRule.enabled && plan
      ? (() => {
          const premium = rateProtectionPremium(plan, protectionRule);
          return {
            monthlyPercent: protectionRule.monthlyPercent,
            monthlyPremium: premium.monthly,
            totalPremium: premium.total,
            minAge: protectionRule.minAge,
            maxAgeAtEnd: protectionRule.maxAgeAtEnd,
            lastInstalment: addMonths(today, monthsToLastInstalment!),
            customerBirthDate: member?.date_of_birth ?? null,
          };
        })()
      : null;
  const rateProtection: RateProtectionModel | null =
    rateProtectionOffer && row?.rate_protection && row.rate_protection_birth_date && row.rate_protection_occupation
      ? (() => {
          const age = rateProtectionAgeProblem(row.rate_protection_birth_date, today, monthsToLastInstalment!, protectionRule);
          return {
            birthDate: row.rate_protection_birth_date,
            occupation: gql(row.rate_protection_occupation),
            covers: rateProtectionCover(row.rate_protection_occupation).map(gql),
            monthlyPremium: rateProtectionOffer.monthlyPremium,
            totalPremium: rateProtectionOffer.totalPremium,
            confirmedMonthlyPremium: row.rate_protection_monthly ?? 0,
            needsConfirmation: Boolean(age) || row.rate_protection_monthly !== rateProtectionOffer.monthlyPremium,
            ageProblem: age ? (age === 'too-young' ? 'AGE_TOO_YOUNG' : 'AGE_TOO_OLD') : null,
          };
        })()
      : null;

  const missing: CheckoutModel['missing'] = [];
  if (!orderable.length || orderable.length !== basket.lines.length) missing.push('BASKET');
  if (!address || !option || (option === 'parcelShop' && !parcelShop)) missing.push('DELIVERY');
  if (!methodOk || (method === 'instalments' && !plan)) missing.push('PAYMENT');
  if (rateProtection?.needsConfirmation) missing.push('RATE_PROTECTION');
  const chosen = option ?? options[0]!;
  const dates = expectedDelivery(now, tenant.timeZone, tenant.order.delivery[chosen].days);
  return {
    __typename: 'Checkout',
    id: 'checkout',
    currency: tenant.currency,
    basket,
    addresses,
    address,
    deliveryOption: option ? OPTION_ENUM[option] : null,
    parcelShop,
    deliveryOptions,
    deliveryCountries: [...tenant.order.deliveryCountries],
    paymentMethod: method ? METHOD_ENUM[method] : null,
    paymentMethods,
    instalmentCount: count,
    instalmentCounts,
    instalmentPlan: plan ? planModel(plan) : null,
    paymentPause: pause,
    paymentPauseOffer,
    voucher,
    premium,
    premiumOffer,
    rateProtectionOffer,
    rateProtection,
    totals: charged,
    missing,
    internal: {
      locale,
      orderable,
      ...dates,
      plan,
      planBase,
      goods: voucherGoods,
      voucherCode: voucher && !voucher.problem ? voucher.code : null,
      voucherKind: evaluated ? evaluated.voucher.kind : null,
      premiumUntil: premium ? premiumOffer!.renewsUntil : null,
      monthsToLastInstalment,
    },
  };
}
