'use server';
import type { CheckoutFormState, DeliveryField, PaymentField, RateProtectionField } from '@vitrine/checkout';
import { addressForm, isoDate, type PostalCountry, RATE_PROTECTION_FORM, validate } from '@vitrine/form-rules';
import type { FieldCode } from '@vitrine/forms';
import {
  ApplyVoucherDocument,
  PayPaylinkDocument,
  PlaceOrderDocument,
  RemoveVoucherDocument,
  SetDeliveryDocument,
  SetPaymentDocument,
  SetPremiumDocument,
  SetRateProtectionDocument,
} from '@vitrine/graphql-client';
import { isProductLocale } from '@vitrine/i18n';
import { shopperGateway } from '@vitrine/next-adapter';
import { isIdempotencyKey } from '@vitrine/session';
import { redirect } from 'next/navigation';
import { formValues } from '../identity/forms';
import { enumKey, METHOD_ENUM, OPTION_ENUM, voucherProblem } from './checkout-data';

const ADDRESS_FIELDS = ['salutation', 'firstName', 'lastName', 'street', 'houseNumber', 'postalCode', 'city', 'country'] as const;
const FIELD_OF = {
  SALUTATION: 'salutation',
  FIRST_NAME: 'firstName',
  LAST_NAME: 'lastName',
  STREET: 'street',
  HOUSE_NUMBER: 'houseNumber',
  POSTAL_CODE: 'postalCode',
  CITY: 'city',
  COUNTRY: 'country',
} as const;
const REFUSAL = {
  UNKNOWN_ADDRESS: 'unknown-address',
  COUNTRY_NOT_SERVED: 'country-not-served',
  OPTION_UNAVAILABLE: 'option-unavailable',
  PARCEL_SHOP_REQUIRED: 'parcel-shop-required',
  UNKNOWN_PARCEL_SHOP: 'unknown-parcel-shop',
  METHOD_UNAVAILABLE: 'method-unavailable',
  INSTALMENTS_UNAVAILABLE: 'instalments-unavailable',
  PAUSE_UNAVAILABLE: 'pause-unavailable',
} as const;
const SALUTATION = { female: 'FEMALE', male: 'MALE', none: 'NONE' } as const;

/**
 * Saves the delivery step: an address of the book or a new one (checked with the shop's rules
 * first; the gateway checks it again), the option and the parcel shop; then on to `next`.
 */
export async function saveDelivery(
  tenant: string,
  locale: string,
  next: string,
  _previous: CheckoutFormState<DeliveryField>,
  form: FormData,
): Promise<CheckoutFormState<DeliveryField>> {
  const values = formValues<DeliveryField>(form, ['address', ...ADDRESS_FIELDS, 'option', 'parcelShop'], 80);
  const option = OPTION_ENUM[values.option as keyof typeof OPTION_ENUM];
  const isNew = values.address === 'new' || values.address === '';
  const errors: Partial<Record<DeliveryField, FieldCode>> = {};
  if (!option) errors.option = 'required';
  if (option === 'PARCEL_SHOP' && !values.parcelShop) errors.parcelShop = 'required';
  if (isNew) Object.assign(errors, validate(values, addressForm((values.country || 'DE') as PostalCountry)));
  if (Object.keys(errors).length || !isProductLocale(locale)) return { values, errors };
  try {
    const { setDelivery } = await (
      await shopperGateway({ key: tenant })
    ).request(SetDeliveryDocument, {
      input: {
        locale,
        option: option!,
        ...(option === 'PARCEL_SHOP' ? { parcelShopId: values.parcelShop } : {}),
        ...(isNew
          ? {
              newAddress: {
                salutation: SALUTATION[values.salutation as keyof typeof SALUTATION] ?? 'NONE',
                firstName: values.firstName,
                lastName: values.lastName,
                street: values.street,
                houseNumber: values.houseNumber,
                postalCode: values.postalCode,
                city: values.city,
                country: values.country,
              },
            }
          : { addressId: values.address }),
      },
    });
    if (setDelivery.__typename === 'CheckoutRefused') {
      if (setDelivery.reason === 'ADDRESS_INVALID') {
        for (const p of setDelivery.problems) errors[FIELD_OF[p.field]] ??= p.code.toLowerCase().replace(/_/g, '-') as FieldCode;
        return { values, errors };
      }
      return { values, errors, refused: REFUSAL[setDelivery.reason as keyof typeof REFUSAL] ?? 'unavailable' };
    }
  } catch {
    return { values, errors, refused: 'unavailable' };
  }
  redirect(next);
}

/** Saves the payment step (method, instalment count, payment pause); then on to `next`. */
export async function savePayment(
  tenant: string,
  locale: string,
  next: { instalments: string; other: string },
  _previous: CheckoutFormState<PaymentField>,
  form: FormData,
): Promise<CheckoutFormState<PaymentField>> {
  const values = formValues<PaymentField>(form, ['method', 'instalmentCount', 'paymentPause'], 20);
  const method = METHOD_ENUM[values.method as keyof typeof METHOD_ENUM];
  const count = Number(values.instalmentCount);
  const errors: Partial<Record<PaymentField, FieldCode>> = {};
  if (!method) errors.method = 'required';
  if (method === 'INSTALMENTS' && !(Number.isInteger(count) && count > 1)) errors.instalmentCount = 'required';
  if (Object.keys(errors).length || !isProductLocale(locale)) return { values, errors };
  try {
    const { setPayment } = await (
      await shopperGateway({ key: tenant })
    ).request(SetPaymentDocument, {
      input: { locale, method: method!, paymentPause: values.paymentPause === '1', ...(method === 'INSTALMENTS' ? { instalmentCount: count } : {}) },
    });
    if (setPayment.__typename === 'CheckoutRefused') return { values, errors, refused: REFUSAL[setPayment.reason as keyof typeof REFUSAL] ?? 'unavailable' };
  } catch {
    return { values, errors, refused: 'unavailable' };
  }
  redirect(method === 'INSTALMENTS' ? next.instalments : next.other);
}

const PROTECTION_FIELD = { BIRTH_DATE: 'birthDate', OCCUPATION: 'occupation', CONSENT: 'consent' } as const;
const OCCUPATION_ENUM = {
  employed: 'EMPLOYED',
  'self-employed': 'SELF_EMPLOYED',
  'civil-servant': 'CIVIL_SERVANT',
  retired: 'RETIRED',
  other: 'OTHER',
} as const;

/**
 * Saves the rate-protection choice: with the insurance, the form checked with the shop's rules
 * first (the gateway checks it again, and the age with the insurance's rule); then on to `next`.
 */
export async function saveRateProtection(
  tenant: string,
  locale: string,
  next: string,
  _previous: CheckoutFormState<RateProtectionField>,
  form: FormData,
): Promise<CheckoutFormState<RateProtectionField>> {
  const values = formValues<RateProtectionField>(form, ['protect', 'birthDate', 'occupation', 'consent'], 40);
  const errors: Partial<Record<RateProtectionField, FieldCode>> = {};
  const protect = values.protect === '1';
  if (values.protect !== '1' && values.protect !== '0') errors.protect = 'required';
  if (protect) Object.assign(errors, validate(values, RATE_PROTECTION_FORM));
  if (Object.keys(errors).length || !isProductLocale(locale)) return { values, errors };
  try {
    const { setRateProtection } = await (
      await shopperGateway({ key: tenant })
    ).request(SetRateProtectionDocument, {
      input: protect
        ? {
            locale,
            protect,
            birthDate: isoDate(values.birthDate ?? ''),
            occupation: OCCUPATION_ENUM[values.occupation as keyof typeof OCCUPATION_ENUM],
            consent: values.consent === '1',
          }
        : { locale, protect },
    });
    if (setRateProtection.__typename === 'CheckoutRefused') {
      for (const problem of setRateProtection.rateProtectionProblems) errors[PROTECTION_FIELD[problem.field]] = enumKey(problem.code) as FieldCode;
      const refused = { AGE_TOO_YOUNG: 'age-too-young', AGE_TOO_OLD: 'age-too-old', RATE_PROTECTION_UNAVAILABLE: 'rate-protection-unavailable' } as const;
      return { values, errors, refused: refused[setRateProtection.reason as keyof typeof refused] ?? (Object.keys(errors).length ? undefined : 'unavailable') };
    }
  } catch {
    return { values, errors, refused: 'unavailable' };
  }
  redirect(next);
}

export interface OrderPaths {
  check: string;
  confirmation: string;
  notice: string;
  delivery: string;
  payment: string;
  login: string;
}

/**
 * Places the order with the page's attempt id as its Idempotency-Key and the total the shopper saw.
 * A lost answer is asked again with the same key (the gateway answers the same order, never a second
 * one; while the first request still runs it answers 409 and the client waits and asks again); what
 * the gateway refuses leads to the page that says why.
 */
export async function placeOrder(tenant: string, locale: string, paths: OrderPaths, form: FormData): Promise<void> {
  const attempt = String(form.get('attempt') ?? '').slice(0, 128);
  const expectedTotal = Number(form.get('expectedTotal'));
  if (!isIdempotencyKey(attempt) || !Number.isSafeInteger(expectedTotal)) redirect(paths.check);
  let answer: Awaited<ReturnType<typeof order>> | undefined;
  const order = async () => (await (await shopperGateway({ key: tenant })).request(PlaceOrderDocument, { expectedTotal, locale }, { idempotencyKey: attempt })).placeOrder;
  for (let tries = 0; tries < 2 && !answer; tries++) {
    try {
      answer = await order();
    } catch {
      // Asked again below with the same attempt: at most one order either way.
    }
  }
  if (!answer) redirect(`${paths.notice}?${new URLSearchParams({ reason: 'failed', attempt })}`);
  // Card and iDEAL: on to the payment provider's page; everything else is placed.
  if (answer.__typename === 'Order') redirect(answer.paymentRedirect ?? `${paths.confirmation}?${new URLSearchParams({ order: answer.number })}`);
  const next: Record<typeof answer.reason, string> = {
    TOTAL_CHANGED: `${paths.check}?notice=total-changed`,
    RATE_PROTECTION_UNCONFIRMED: paths.check,
    DELIVERY_MISSING: paths.delivery,
    PAYMENT_MISSING: paths.payment,
    LOGIN_REQUIRED: paths.login,
    NOT_ENOUGH_STOCK: `${paths.notice}?reason=not-enough-stock`,
    BASKET_EMPTY: `${paths.notice}?reason=basket-empty`,
  };
  redirect(next[answer.reason]);
}

/** Redeems a voucher code on the checkout; a refusal comes back to check and order with its reason and the code. */
export async function applyVoucher(tenant: string, locale: string, checkPath: string, form: FormData): Promise<void> {
  const code = String(form.get('code') ?? '')
    .trim()
    .slice(0, 40);
  if (!code || !isProductLocale(locale)) redirect(`${checkPath}?${new URLSearchParams({ voucher: 'unknown', code })}`);
  let reason: string | undefined;
  try {
    const { applyVoucher: answer } = await (await shopperGateway({ key: tenant })).request(ApplyVoucherDocument, { code, locale });
    if (answer.__typename === 'VoucherRefused') reason = voucherProblem(answer.reason);
  } catch {
    reason = 'failed';
  }
  redirect(reason ? `${checkPath}?${new URLSearchParams({ voucher: reason, code })}` : checkPath);
}

/** Takes the voucher off the checkout. */
export async function removeVoucher(tenant: string, locale: string, checkPath: string): Promise<void> {
  if (isProductLocale(locale)) {
    try {
      await (await shopperGateway({ key: tenant })).request(RemoveVoucherDocument, { locale });
    } catch {
      // The page shows the voucher still on the order: the shopper can try again.
    }
  }
  redirect(checkPath);
}

/** Buys (or not) the premium membership with this order; then on to `next` (check and order). */
export async function savePremium(tenant: string, locale: string, next: string, form: FormData): Promise<void> {
  if (isProductLocale(locale)) {
    try {
      await (await shopperGateway({ key: tenant })).request(SetPremiumDocument, { premium: form.get('premium') === '1', locale });
    } catch {
      redirect(`${next}?premium=failed`);
    }
  }
  redirect(next);
}

/** Chooses the payment pause (or not) for the method already chosen; then on to `next` (check and order). */
export async function savePause(
  tenant: string,
  locale: string,
  next: string,
  chosen: { method: (typeof METHOD_ENUM)[keyof typeof METHOD_ENUM]; instalmentCount: number | null },
  form: FormData,
): Promise<void> {
  let failed = false;
  if (isProductLocale(locale)) {
    try {
      const { setPayment } = await (
        await shopperGateway({ key: tenant })
      ).request(SetPaymentDocument, {
        input: { locale, method: chosen.method, paymentPause: form.get('paymentPause') === '1', ...(chosen.instalmentCount ? { instalmentCount: chosen.instalmentCount } : {}) },
      });
      failed = setPayment.__typename === 'CheckoutRefused';
    } catch {
      failed = true;
    }
  }
  redirect(failed ? `${next}?pause=failed` : next);
}

const PAYLINK_METHOD = { creditCard: 'CREDIT_CARD', paypal: 'PAYPAL', twint: 'TWINT', ideal: 'IDEAL', prepayment: 'PREPAYMENT' } as const;

/**
 * Pays a payment link: on to the payment provider, or (bank transfer) back to the link's page
 * (`pagePath`) with what to transfer; a refusal (paid meanwhile, expired) shows the link as it is now.
 */
export async function payPaylink(tenant: string, locale: string, token: string, pagePath: string, form: FormData): Promise<void> {
  const method = PAYLINK_METHOD[String(form.get('method') ?? '') as keyof typeof PAYLINK_METHOD];
  const page = (extra: Record<string, string> = {}) => `${pagePath}?${new URLSearchParams({ token, ...extra })}`;
  if (!method || !isProductLocale(locale)) redirect(page());
  if (method === 'PREPAYMENT') redirect(page({ transfer: '1' }));
  let target: string;
  try {
    const { payPaylink: answer } = await (await shopperGateway({ key: tenant })).request(PayPaylinkDocument, { token: token.slice(0, 120), method, locale });
    target = answer.__typename === 'PaylinkRedirect' ? answer.redirectUrl : page();
  } catch {
    target = page({ payment: 'failed' });
  }
  redirect(target);
}
