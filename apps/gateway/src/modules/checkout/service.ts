import { isoDate, RATE_PROTECTION_FORM, type RateProtectionField, type RuleCode, validate } from '@vitrine/form-rules';
import { correctBasePrice, rateProtectionAgeProblem } from '@vitrine/instalment-math';
import { localDay, paymentPauseSurcharge } from '@vitrine/pricing';
import { fullLoginOf, type GatewayContext } from '../../http/context';
import { badInput, customerOwner } from '../../http/input';
import { basketOf } from '../basket/service';
import { assertLocale } from '../../http/input';
import { goodsKindsOf } from '../catalog/repository';
import {
  type CheckoutModel,
  checkoutModel,
  type CheckoutRefusedModel,
  type DeliveryOptionEnum,
  type InstalmentPlanModel,
  instalmentPlan,
  METHOD_KEY,
  type OccupationEnum,
  OPTION_KEY,
  occupationKey,
  orderableLines,
  type PaymentMethodEnum,
  planModel,
  voucherGoodsOf,
} from './model';
import { parcelShopById, readCheckoutRow, readMember, saveChoices } from './repository';
import { addToBook, type AddressInputModel, bookAddresses, checkAddress, problemCode } from '../address-book/service';
import { evaluateVoucher, normaliseCode, refusalEnum, type RefusalEnum } from './vouchers';

// The checkout's step services: each reads what it needs (./repository), checks the shopper's input
// with the shared rules again, saves the choice and answers the checkout as it is now (./model).
export type { CheckoutModel, CheckoutRefusedModel, DeliveryOptionEnum, InstalmentPlanModel, InsuredRiskEnum, OccupationEnum, ParcelShopModel, PaymentMethodEnum } from './model';
export { nearbyParcelShops } from './repository';

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

function needCustomer(context: Pick<GatewayContext, 'customer'>): string {
  const id = fullLoginOf(context);
  if (!id) throw badInput('session', 'login-required', 'The checkout needs a logged-in customer');
  return id;
}

/**
 * The customer's checkout as it is now: the basket read again (prices and stock of now), their
 * choices, book and membership read (./repository), the voucher evaluated, and all of it reshaped
 * by the tenant's policy and pricing (./model).
 */
export async function checkoutOf(context: GatewayContext, locale: string): Promise<CheckoutModel | null> {
  const customer = fullLoginOf(context);
  if (!customer) return null;
  const { tenant, db } = context;
  assertLocale(locale);
  const basket = await basketOf(db, customerOwner(customer), { locale, currency: tenant.currency });
  const orderable = orderableLines(basket);
  // How each good travels and whether it is technical: its category's catalog data.
  const kinds = await goodsKindsOf(
    db,
    orderable.map((l) => l.productSku),
  );
  const row = await readCheckoutRow(db, customer);
  const evaluated = row?.voucher_code ? await evaluateVoucher(context, customer, row.voucher_code, voucherGoodsOf(orderable, kinds), row.voucher_code) : null;
  const addresses = await bookAddresses(context, customer);
  const member = await readMember(db, customer);
  const parcelShop = row?.parcel_shop_id ? await parcelShopById(context, row.parcel_shop_id) : null;
  return checkoutModel({ tenant, locale, now: context.clock.now(), basket, kinds, row, addresses, member, evaluated, parcelShop });
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
    plans: calculator.counts.map((count) => planModel(instalmentPlan(calculator, basePrice, count, null))),
    pausedPlans: paymentPauseOffer ? calculator.counts.map((count) => planModel(instalmentPlan(calculator, basePrice, count, paymentPauseOffer))) : [],
    paymentPauseOffer,
  };
}

/** A plan for every count the shop offers for this checkout, with or without the pause. */
export function instalmentPlans(context: GatewayContext, checkout: CheckoutModel, paymentPause: boolean): InstalmentPlanModel[] {
  const pause = paymentPause ? checkout.paymentPauseOffer : null;
  if (checkout.internal.planBase <= 0) return [];
  return checkout.instalmentCounts.map((count) => planModel(instalmentPlan(context.tenant.installmentCalculator, checkout.internal.planBase, count, pause)));
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
    // The address book's rule (and its row): the new address is saved to the customer's book.
    const checked = checkAddress(input.newAddress, tenant.order.deliveryCountries);
    if (!('values' in checked)) return refused(checked.reason, checked.problems);
    addressId = await addToBook(context, customer, checked.values);
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
  const problems = (Object.entries(errors) as [RateProtectionField, RuleCode][]).map(([field, code]) => ({ field: PROTECTION_FIELD[field], code: problemCode(code) }));
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
