import {
  addressForm,
  type AddressField as FormAddressField,
  isoDate,
  type PostalCountry,
  RATE_PROTECTION_FORM,
  type RateProtectionField,
  type RuleCode,
  validate,
} from '@vitrine/form-rules';
import {
  addMonths,
  calculateInstalments,
  correctBasePrice,
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
  type OrderTotals,
  localDay,
  orderTotals,
  paymentPauseSurcharge,
  premiumRenewal,
  shippingCost,
} from '@vitrine/pricing';
import type { FieldProblemCode } from '../../generated/resolvers';
import type { GatewayContext } from '../../http/context';
import { badInput, customerOwner } from '../../http/input';
import { type BasketLineModel, type BasketModel, basketOf } from '../basket/service';
import { assertLocale } from '../catalog/localize';
import { goodsKindsOf } from '../catalog/repository';
import { findParcelShops } from '../parcel-shops/service';
import { type AppliedVoucherModel, appliedVoucher, evaluateVoucher, normaliseCode, refusalEnum, type RefusalEnum } from './vouchers';

type Gql<T extends string> = Uppercase<T>;
export type DeliveryOptionEnum = 'STANDARD' | 'EXPRESS' | 'PARCEL_SHOP' | 'FREIGHT';
export type PaymentMethodKey = 'invoice' | 'instalments' | 'prepayment' | 'creditCard' | 'ideal';
export type PaymentMethodEnum = 'INVOICE' | 'INSTALMENTS' | 'PREPAYMENT' | 'CREDIT_CARD' | 'IDEAL';
export type SalutationEnum = Gql<'female' | 'male' | 'none'>;

const OPTION_ENUM: Record<DeliveryOptionKey, DeliveryOptionEnum> = { standard: 'STANDARD', express: 'EXPRESS', parcelShop: 'PARCEL_SHOP', freight: 'FREIGHT' };
const OPTION_KEY = Object.fromEntries(Object.entries(OPTION_ENUM).map(([k, v]) => [v, k])) as Record<DeliveryOptionEnum, DeliveryOptionKey>;
const METHOD_ENUM: Record<PaymentMethodKey, PaymentMethodEnum> = {
  invoice: 'INVOICE',
  instalments: 'INSTALMENTS',
  prepayment: 'PREPAYMENT',
  creditCard: 'CREDIT_CARD',
  ideal: 'IDEAL',
};
const METHOD_KEY = Object.fromEntries(Object.entries(METHOD_ENUM).map(([k, v]) => [v, k])) as Record<PaymentMethodEnum, PaymentMethodKey>;

export interface AddressModel {
  id: string;
  salutation: SalutationEnum;
  firstName: string;
  lastName: string;
  street: string;
  houseNumber: string;
  postalCode: string;
  city: string;
  country: string;
}

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
const gql = <T extends string>(value: T) => value.toUpperCase().replace(/-/g, '_') as GqlEnum<T>;
const occupationKey = (value: OccupationEnum) => value.toLowerCase().replace(/_/g, '-') as Occupation;

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

type AddressFieldEnum = 'SALUTATION' | 'FIRST_NAME' | 'LAST_NAME' | 'STREET' | 'HOUSE_NUMBER' | 'POSTAL_CODE' | 'CITY' | 'COUNTRY';

const refused = (
  reason: CheckoutRefusedModel['reason'],
  problems: CheckoutRefusedModel['problems'] = [],
  rateProtectionProblems: CheckoutRefusedModel['rateProtectionProblems'] = [],
): CheckoutRefusedModel => ({
  __typename: 'CheckoutRefused',
  reason,
  problems,
  rateProtectionProblems,
});

type Choice =
  | 'address_id'
  | 'delivery_option'
  | 'parcel_shop_id'
  | 'payment_method'
  | 'instalment_count'
  | 'payment_pause'
  | 'voucher_code'
  | 'premium'
  | 'rate_protection'
  | 'rate_protection_birth_date'
  | 'rate_protection_occupation'
  | 'rate_protection_monthly';

/** Saves what the customer chose in a step (the step's columns of their one checkouts row). */
async function saveChoices(context: Pick<GatewayContext, 'db' | 'clock'>, customer: string, choices: Partial<Record<Choice, string | number | boolean | null>>): Promise<void> {
  // Column names come from the Choice type above, never from the request.
  const columns = Object.keys(choices) as Choice[];
  const values = columns.map((c) => choices[c] ?? null);
  await context.db.query(
    `insert into checkouts (customer_id, ${columns.join(', ')}, updated_at) values ($1, ${columns.map((_, i) => `$${i + 2}`).join(', ')}, $${columns.length + 2})
     on conflict (customer_id) do update set ${[...columns, 'updated_at'].map((c) => `${c} = excluded.${c}`).join(', ')}`,
    [customer, ...values, context.clock.now().toISOString()],
  );
}

/** The checkout is a logged-in customer's (a soft login enters the password first). */
function fullCustomer(context: Pick<GatewayContext, 'customer'>): string | undefined {
  return context.customer && context.customer.type !== 1 ? context.customer.sub : undefined;
}

function needCustomer(context: Pick<GatewayContext, 'customer'>): string {
  const id = fullCustomer(context);
  if (!id) throw badInput('session', 'login-required', 'The checkout needs a logged-in customer');
  return id;
}

interface AddressRow {
  id: string;
  salutation: string;
  first_name: string;
  last_name: string;
  street: string;
  house_number: string;
  postal_code: string;
  city: string;
  country: string;
}

const reshapeAddress = (r: AddressRow): AddressModel => ({
  id: r.id,
  salutation: r.salutation.toUpperCase() as SalutationEnum,
  firstName: r.first_name,
  lastName: r.last_name,
  street: r.street,
  houseNumber: r.house_number,
  postalCode: r.postal_code,
  city: r.city,
  country: r.country,
});

interface CheckoutRow {
  address_id: string | null;
  delivery_option: DeliveryOptionKey | null;
  parcel_shop_id: string | null;
  payment_method: PaymentMethodKey | null;
  instalment_count: number | null;
  payment_pause: boolean;
  voucher_code: string | null;
  premium: boolean;
  rate_protection: boolean;
  rate_protection_birth_date: string | null;
  rate_protection_occupation: Occupation | null;
  rate_protection_monthly: number | null;
}

async function parcelShopById(context: GatewayContext, id: string): Promise<ParcelShopModel | null> {
  const [row] = await context.db.query<{ id: string; name: string; street: string; postal_code: string; city: string; country: string }>(
    'select id, name, street, postal_code, city, country from parcel_shops where id = $1 and country = any($2::text[])',
    [id, context.tenant.order.parcelShopCountries],
  );
  return row ? { id: row.id, name: row.name, street: row.street, postalCode: row.postal_code, city: row.city, country: row.country, distanceMeters: null } : null;
}

/** The parcel shops nearest to a postal code or place in the shop's countries. */
export async function nearbyParcelShops(context: GatewayContext, near: string): Promise<ParcelShopModel[]> {
  const query = near.trim().slice(0, 40);
  if (!query) return [];
  const answer = await findParcelShops(context.db, context.tenant.order.parcelShopCountries, query, 6);
  return answer.status === 'found'
    ? answer.shops.map((s) => ({
        id: s.id,
        name: s.name,
        street: s.street,
        postalCode: s.postalCode,
        city: s.city,
        country: s.country,
        distanceMeters: Math.round(s.distanceMeters),
      }))
    : [];
}

/**
 * The customer's checkout as it is now: the basket read again (prices and stock of now), what was
 * chosen (an option the basket can no longer have counts as not chosen), the offers, and the totals
 * with the tenant's shipping, payment pause and VAT.
 */
export async function checkoutOf(context: GatewayContext, locale: string): Promise<CheckoutModel | null> {
  const customer = fullCustomer(context);
  if (!customer) return null;
  const { tenant, db } = context;
  assertLocale(locale);
  const basket = await basketOf(db, customerOwner(customer), { locale, currency: tenant.currency });
  const orderable = basket.lines.filter((l) => l.unitPrice !== null && l.available >= l.quantity);
  // How each good travels and whether it is technical: its category's catalog data.
  const kinds = await goodsKindsOf(
    db,
    orderable.map((l) => l.productSku),
  );
  const options = deliveryOptionsFor([...kinds.values()].some((kind) => kind.freight));
  const goods = orderable.reduce((sum, l) => sum + l.lineTotal!, 0);
  const now = context.clock.now();

  const [row] = await db.query<CheckoutRow>(
    `select address_id, delivery_option, parcel_shop_id, payment_method, instalment_count, payment_pause, voucher_code, premium,
            rate_protection, rate_protection_birth_date::text as rate_protection_birth_date, rate_protection_occupation, rate_protection_monthly
     from checkouts where customer_id = $1`,
    [customer],
  );
  // The voucher's rules see each line as reduced (an original price above it) or technical (electrical goods).
  const voucherGoods = orderable.map((l) => ({
    amount: l.lineTotal!,
    reduced: Boolean(l.product?.price.originalAmount),
    technical: kinds.get(l.productSku)?.technical ?? false,
  }));
  const evaluated = row?.voucher_code ? await evaluateVoucher(context, customer, row.voucher_code, voucherGoods, row.voucher_code) : null;
  const voucher = evaluated ? appliedVoucher(evaluated.voucher, evaluated.answer) : null;
  const addresses = (
    await db.query<AddressRow>(
      'select id, salutation, first_name, last_name, street, house_number, postal_code, city, country from addresses where customer_id = $1 and country = any($2::text[]) order by created_at, id',
      [customer, tenant.order.deliveryCountries],
    )
  ).map(reshapeAddress);
  // Premium (where the shop offers it): a member, or whoever buys it now, has standard and parcel-shop delivery free.
  const today = localDay(now, tenant.timeZone);
  const [member] = await db.query<{ premium_until: string | null; date_of_birth: string | null }>(
    'select premium_until::text as premium_until, date_of_birth::text as date_of_birth from customers where id = $1',
    [customer],
  );
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
  const parcelShop = option === 'parcelShop' && row?.parcel_shop_id ? await parcelShopById(context, row.parcel_shop_id) : null;
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
  const plan = count && methodOk ? instalmentPlan(context, planBase, count, pause ? paymentPauseOffer : null) : null;
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

/** The tenant's instalment terms for a base price (goods and shipping), with the payment pause when given. */
function instalmentPlan(context: GatewayContext, basePrice: number, count: number, pause: { months: number; surchargePercent: number; surcharge: number } | null): InstalmentPlan {
  const calculator = context.tenant.installmentCalculator;
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

export interface InstalmentCalculationModel {
  basePrice: number;
  notice: 'RAISED_TO_MINIMUM' | 'LOWERED_TO_MAXIMUM' | 'INVALID_INPUT' | null;
  minBasePrice: number;
  maxBasePrice: number;
  plans: InstalmentPlanModel[];
  pausedPlans: InstalmentPlanModel[];
  paymentPauseOffer: { months: number; surchargePercent: number; surcharge: number } | null;
}

/**
 * The instalment calculator of the product page (no login): the base price as asked, corrected into
 * the shop's range by @vitrine/instalment-math's rule (with its notice), and a plan for every count,
 * without and with the payment pause (its surcharge a percentage of the base price as goods value).
 */
export function instalmentCalculation(context: GatewayContext, asked: number): InstalmentCalculationModel {
  const calculator = context.tenant.installmentCalculator;
  if (!calculator.enabled) throw badInput('basePrice', 'calculator-disabled', 'This shop has no instalment calculator');
  const { value: basePrice, notice } = correctBasePrice(asked, { min: calculator.minBasePrice, max: calculator.maxBasePrice });
  const pauseRule = context.tenant.order.paymentPause;
  const paymentPauseOffer = pauseRule.enabled
    ? { months: pauseRule.months, surchargePercent: pauseRule.surchargePercent, surcharge: paymentPauseSurcharge(basePrice, pauseRule.surchargePercent) }
    : null;
  return {
    basePrice,
    notice: notice ? (notice.toUpperCase().replace(/-/g, '_') as InstalmentCalculationModel['notice']) : null,
    minBasePrice: calculator.minBasePrice,
    maxBasePrice: calculator.maxBasePrice,
    plans: calculator.counts.map((count) => planModel(instalmentPlan(context, basePrice, count, null))),
    pausedPlans: paymentPauseOffer ? calculator.counts.map((count) => planModel(instalmentPlan(context, basePrice, count, paymentPauseOffer))) : [],
    paymentPauseOffer,
  };
}

/** A plan for every count the shop offers for this checkout, with or without the pause. */
export function instalmentPlans(context: GatewayContext, checkout: CheckoutModel, paymentPause: boolean): InstalmentPlanModel[] {
  const pause = paymentPause ? checkout.paymentPauseOffer : null;
  if (checkout.internal.planBase <= 0) return [];
  return checkout.instalmentCounts.map((count) => planModel(instalmentPlan(context, checkout.internal.planBase, count, pause)));
}

function planModel(plan: InstalmentPlan): InstalmentPlanModel {
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

const FIELD_ENUM: Record<FormAddressField, AddressFieldEnum> = {
  salutation: 'SALUTATION',
  firstName: 'FIRST_NAME',
  lastName: 'LAST_NAME',
  street: 'STREET',
  houseNumber: 'HOUSE_NUMBER',
  postalCode: 'POSTAL_CODE',
  city: 'CITY',
};
const codeEnum = (code: RuleCode) => code.toUpperCase().replace(/-/g, '_') as FieldProblemCode;

export interface AddressInputModel {
  salutation: SalutationEnum;
  firstName: string;
  lastName: string;
  street: string;
  houseNumber: string;
  postalCode: string;
  city: string;
  country: string;
}

export interface DeliveryInputModel {
  addressId?: string | null;
  newAddress?: AddressInputModel | null;
  option: DeliveryOptionEnum;
  parcelShopId?: string | null;
}

/**
 * Chooses the delivery. A new address is checked with the shop's own rules again (the country's
 * postal code format) and saved to the customer's book; an option must be one this basket can have.
 */
export async function setDelivery(context: GatewayContext, locale: string, input: DeliveryInputModel): Promise<CheckoutModel | CheckoutRefusedModel> {
  const customer = needCustomer(context);
  const { db, tenant } = context;
  let addressId = input.addressId ?? null;
  if (input.newAddress) {
    const a = input.newAddress;
    if (!(tenant.order.deliveryCountries as readonly string[]).includes(a.country)) return refused('COUNTRY_NOT_SERVED', [{ field: 'COUNTRY', code: 'REQUIRED' }]);
    const values = { ...a, salutation: a.salutation.toLowerCase() };
    const errors = validate(values, addressForm(a.country as PostalCountry));
    const problems = (Object.entries(errors) as [FormAddressField, RuleCode][]).map(([field, code]) => ({ field: FIELD_ENUM[field], code: codeEnum(code) }));
    if (problems.length) return refused('ADDRESS_INVALID', problems);
    addressId = `a-${context.random.uuid()}`;
    await db.query(
      'insert into addresses (id, customer_id, salutation, first_name, last_name, street, house_number, postal_code, city, country, created_at) values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)',
      [
        addressId,
        customer,
        values.salutation,
        a.firstName.trim(),
        a.lastName.trim(),
        a.street.trim(),
        a.houseNumber.trim(),
        a.postalCode.trim().toUpperCase(),
        a.city.trim(),
        a.country,
        context.clock.now().toISOString(),
      ],
    );
  } else if (addressId) {
    const [own] = await db.query('select id from addresses where id = $1 and customer_id = $2 and country = any($3::text[])', [
      addressId,
      customer,
      tenant.order.deliveryCountries,
    ]);
    if (!own) return refused('UNKNOWN_ADDRESS');
  } else {
    return refused('UNKNOWN_ADDRESS');
  }
  const current = await checkoutOf(context, locale);
  const option = OPTION_KEY[input.option];
  if (!current!.deliveryOptions.some((o) => o.option === input.option)) return refused('OPTION_UNAVAILABLE');
  let parcelShopId: string | null = null;
  if (option === 'parcelShop') {
    if (!input.parcelShopId) return refused('PARCEL_SHOP_REQUIRED');
    if (!(await parcelShopById(context, input.parcelShopId))) return refused('UNKNOWN_PARCEL_SHOP');
    parcelShopId = input.parcelShopId;
  }
  await saveChoices(context, customer, { address_id: addressId, delivery_option: option, parcel_shop_id: parcelShopId });
  return (await checkoutOf(context, locale))!;
}

export interface PaymentInputModel {
  method: PaymentMethodEnum;
  instalmentCount?: number | null;
  paymentPause?: boolean | null;
}

/** Chooses how to pay: a method the shop offers for this order, the instalments' count, the pause. */
export async function setPayment(context: GatewayContext, locale: string, input: PaymentInputModel): Promise<CheckoutModel | CheckoutRefusedModel> {
  const customer = needCustomer(context);
  const current = (await checkoutOf(context, locale))!;
  const method = METHOD_KEY[input.method];
  const offer = current.paymentMethods.find((m) => m.method === input.method);
  if (!offer || offer.unavailable) return refused('METHOD_UNAVAILABLE');
  let count: number | null = null;
  if (method === 'instalments') {
    if (!input.instalmentCount || !current.instalmentCounts.includes(input.instalmentCount)) return refused('INSTALMENTS_UNAVAILABLE');
    count = input.instalmentCount;
  }
  const pause = Boolean(input.paymentPause);
  if (pause && (!current.paymentPauseOffer || method === 'prepayment' || method === 'creditCard' || method === 'ideal')) return refused('PAUSE_UNAVAILABLE');
  await saveChoices(context, customer, { payment_method: method, instalment_count: count, payment_pause: pause });
  return (await checkoutOf(context, locale))!;
}

export interface VoucherRefusedModel {
  __typename: 'VoucherRefused';
  reason: RefusalEnum;
}

/** Puts a voucher on the checkout when the rules let it (one per order), or says why not. */
export async function applyVoucher(context: GatewayContext, locale: string, code: string): Promise<CheckoutModel | VoucherRefusedModel> {
  const customer = needCustomer(context);
  const current = (await checkoutOf(context, locale))!;
  const wanted = normaliseCode(code);
  const evaluated = wanted ? await evaluateVoucher(context, customer, wanted, current.internal.goods, current.voucher?.code ?? null) : null;
  if (!evaluated) return { __typename: 'VoucherRefused', reason: 'UNKNOWN' };
  if ('refusal' in evaluated.answer) return { __typename: 'VoucherRefused', reason: refusalEnum(evaluated.answer.refusal) };
  await saveChoices(context, customer, { voucher_code: evaluated.voucher.code });
  return (await checkoutOf(context, locale))!;
}

/** Takes the voucher off the checkout. */
export async function removeVoucher(context: GatewayContext, locale: string): Promise<CheckoutModel> {
  const customer = needCustomer(context);
  await context.db.query('update checkouts set voucher_code = null, updated_at = $2 where customer_id = $1', [customer, context.clock.now().toISOString()]);
  return (await checkoutOf(context, locale))!;
}

/** Buys (or not) the premium membership with this order, where the shop offers it. */
export async function setPremium(context: GatewayContext, locale: string, premium: boolean): Promise<CheckoutModel | CheckoutRefusedModel> {
  const customer = needCustomer(context);
  if (!context.tenant.order.premium.enabled) return refused('PREMIUM_UNAVAILABLE');
  await saveChoices(context, customer, { premium });
  return (await checkoutOf(context, locale))!;
}

export interface RateProtectionInputModel {
  protect: boolean;
  birthDate?: string | null;
  occupation?: OccupationEnum | null;
  consent?: boolean | null;
}

const PROTECTION_FIELD: Record<RateProtectionField, CheckoutRefusedModel['rateProtectionProblems'][number]['field']> = {
  birthDate: 'BIRTH_DATE',
  occupation: 'OCCUPATION',
  consent: 'CONSENT',
};

/**
 * Insures this order's instalments (or takes the insurance off): the form checked again with the
 * shop's rules, the age with the insurance's, and the premium of the plan as it is now confirmed.
 */
export async function setRateProtection(context: GatewayContext, locale: string, input: RateProtectionInputModel): Promise<CheckoutModel | CheckoutRefusedModel> {
  const customer = needCustomer(context);
  const current = (await checkoutOf(context, locale))!;
  if (!input.protect) {
    await saveChoices(context, customer, { rate_protection: false, rate_protection_monthly: null });
    return (await checkoutOf(context, locale))!;
  }
  const offer = current.rateProtectionOffer;
  if (!offer) return refused('RATE_PROTECTION_UNAVAILABLE');
  const values = {
    birthDate: (input.birthDate ?? '').slice(0, 40),
    occupation: input.occupation ? occupationKey(input.occupation) : '',
    consent: input.consent ? 'yes' : '',
  };
  const errors = validate(values, RATE_PROTECTION_FORM);
  const problems = (Object.entries(errors) as [RateProtectionField, RuleCode][]).map(([field, code]) => ({ field: PROTECTION_FIELD[field], code: codeEnum(code) }));
  if (problems.length) return refused('RATE_PROTECTION_INVALID', [], problems);
  const birthDate = isoDate(values.birthDate);
  const today = localDay(context.clock.now(), context.tenant.timeZone);
  const age = rateProtectionAgeProblem(birthDate, today, current.internal.monthsToLastInstalment!, context.tenant.order.rateProtection);
  if (age) return refused(age === 'too-young' ? 'AGE_TOO_YOUNG' : 'AGE_TOO_OLD');
  await saveChoices(context, customer, {
    rate_protection: true,
    rate_protection_birth_date: birthDate,
    rate_protection_occupation: values.occupation,
    rate_protection_monthly: offer.monthlyPremium,
  });
  return (await checkoutOf(context, locale))!;
}
