import type { AddressView, CheckoutRefusal as RefusalKey, DeliveryOptionKey, OccupationKey, PaylinkMethodKey, PaymentMethodKey, VoucherProblemKey } from '@vitrine/checkout';
import type { FieldCode } from '@vitrine/forms';
import type {
  AddressField,
  CheckoutRefusal,
  CheckoutStep,
  DeliveryOption,
  FieldProblemCode,
  Occupation,
  PaylinkMethod,
  PaylinkStatus,
  PaymentMethod,
  Salutation,
  VoucherRefusal,
} from '@vitrine/graphql-client';

// The seam between the gateway's enums (codegen's types) and the kits' keys: one table per enum, both
// ways where the shop sends it back, checked by the compiler (a new enum value fails the build here).

/** Whether `value` (a form's or an address's text) is a key of `table`: the one typed way from text to a key. */
export function isKeyOf<T extends object>(table: T, value: unknown): value is keyof T & string {
  return typeof value === 'string' && Object.hasOwn(table, value);
}

/** `table[value]` for a text that is one of its keys, else undefined. */
export function lookup<T extends object>(table: T, value: unknown): T[keyof T] | undefined {
  return isKeyOf(table, value) ? table[value] : undefined;
}

export const OPTION_KEY: Record<DeliveryOption, DeliveryOptionKey> = { STANDARD: 'standard', EXPRESS: 'express', PARCEL_SHOP: 'parcelShop', FREIGHT: 'freight' };
export const OPTION_ENUM: Record<DeliveryOptionKey, DeliveryOption> = { standard: 'STANDARD', express: 'EXPRESS', parcelShop: 'PARCEL_SHOP', freight: 'FREIGHT' };

export const METHOD_KEY: Record<PaymentMethod, PaymentMethodKey> = {
  INVOICE: 'invoice',
  INSTALMENTS: 'instalments',
  PREPAYMENT: 'prepayment',
  CREDIT_CARD: 'creditCard',
  IDEAL: 'ideal',
};
export const METHOD_ENUM: Record<PaymentMethodKey, PaymentMethod> = {
  invoice: 'INVOICE',
  instalments: 'INSTALMENTS',
  prepayment: 'PREPAYMENT',
  creditCard: 'CREDIT_CARD',
  ideal: 'IDEAL',
};

export const SALUTATION_KEY: Record<Salutation, AddressView['salutation']> = { FEMALE: 'female', MALE: 'male', NONE: 'none' };
export const SALUTATION_ENUM: Record<AddressView['salutation'], Salutation> = { female: 'FEMALE', male: 'MALE', none: 'NONE' };

export const OCCUPATION_KEY: Record<Occupation, OccupationKey> = {
  EMPLOYED: 'employed',
  SELF_EMPLOYED: 'self-employed',
  CIVIL_SERVANT: 'civil-servant',
  RETIRED: 'retired',
  OTHER: 'other',
};
export const OCCUPATION_ENUM: Record<OccupationKey, Occupation> = {
  employed: 'EMPLOYED',
  'self-employed': 'SELF_EMPLOYED',
  'civil-servant': 'CIVIL_SERVANT',
  retired: 'RETIRED',
  other: 'OTHER',
};

export const PAYLINK_METHOD_KEY: Record<PaylinkMethod, PaylinkMethodKey> = {
  CREDIT_CARD: 'creditCard',
  PAYPAL: 'paypal',
  TWINT: 'twint',
  IDEAL: 'ideal',
  PREPAYMENT: 'prepayment',
};
export const PAYLINK_METHOD_ENUM: Record<PaylinkMethodKey, PaylinkMethod> = {
  creditCard: 'CREDIT_CARD',
  paypal: 'PAYPAL',
  twint: 'TWINT',
  ideal: 'IDEAL',
  prepayment: 'PREPAYMENT',
};

export const PAYLINK_STATUS: Record<PaylinkStatus, 'open' | 'paid' | 'cancelled' | 'expired'> = { OPEN: 'open', PAID: 'paid', CANCELLED: 'cancelled', EXPIRED: 'expired' };

/** A voucher refusal as the voucher box says it. */
export const VOUCHER_PROBLEM: Record<VoucherRefusal, VoucherProblemKey> = {
  UNKNOWN: 'unknown',
  NOT_COMBINABLE: 'not-combinable',
  NOT_YET_VALID: 'not-yet-valid',
  EXPIRED: 'expired',
  USED_TODAY: 'used-today',
  ALREADY_USED: 'already-used',
  RECEIVED_TOO_LONG_AGO: 'received-too-long-ago',
  NOTHING_APPLIES: 'nothing-applies',
  MINIMUM_NOT_REACHED: 'minimum-not-reached',
};

/** A field problem of the gateway as the forms' message code (@vitrine/form-rules' codes and the gateway's own). */
export const FIELD_CODE: Record<FieldProblemCode, FieldCode> = {
  REQUIRED: 'required',
  EMAIL_INVALID: 'email-invalid',
  EMAIL_TAKEN: 'email-taken',
  DATE_INVALID: 'date-invalid',
  NO_SPECIAL_CHARACTERS: 'no-special-characters',
  NO_SPECIAL_CHARACTERS_OR_NUMBERS: 'no-special-characters-or-numbers',
  PASSWORD_COMMON: 'password-common',
  PASSWORD_TOO_LONG: 'password-too-long',
  PASSWORD_TOO_SHORT: 'password-too-short',
  POSTAL_CODE_INVALID: 'postal-code-invalid',
  TOO_LONG: 'too-long',
  IBAN_INVALID: 'iban-invalid',
  PHONE_INVALID: 'phone-invalid',
  DIGITS_ONLY: 'digits-only',
  AMOUNT_OUT_OF_RANGE: 'amount-out-of-range',
  PASSWORD_WRONG: 'password-wrong',
};

/** A refused step as its form says it (an invalid address or rate-protection form is said at its fields). */
export const REFUSAL_KEY: Record<Exclude<CheckoutRefusal, 'ADDRESS_INVALID' | 'RATE_PROTECTION_INVALID'>, RefusalKey> = {
  PREMIUM_UNAVAILABLE: 'unavailable',
  UNKNOWN_ADDRESS: 'unknown-address',
  COUNTRY_NOT_SERVED: 'country-not-served',
  OPTION_UNAVAILABLE: 'option-unavailable',
  PARCEL_SHOP_REQUIRED: 'parcel-shop-required',
  UNKNOWN_PARCEL_SHOP: 'unknown-parcel-shop',
  METHOD_UNAVAILABLE: 'method-unavailable',
  INSTALMENTS_UNAVAILABLE: 'instalments-unavailable',
  PAUSE_UNAVAILABLE: 'pause-unavailable',
  RATE_PROTECTION_UNAVAILABLE: 'rate-protection-unavailable',
  AGE_TOO_YOUNG: 'age-too-young',
  AGE_TOO_OLD: 'age-too-old',
};

/** What the checkout still misses, as the step pages name it. */
export const MISSING_KEY: Record<CheckoutStep, 'basket' | 'delivery' | 'payment' | 'rate_protection'> = {
  BASKET: 'basket',
  DELIVERY: 'delivery',
  PAYMENT: 'payment',
  RATE_PROTECTION: 'rate_protection',
};

/** The address fields a refusal names (the checkout's new address and the address book). */
export const ADDRESS_FIELD_KEY = {
  SALUTATION: 'salutation',
  FIRST_NAME: 'firstName',
  LAST_NAME: 'lastName',
  STREET: 'street',
  HOUSE_NUMBER: 'houseNumber',
  POSTAL_CODE: 'postalCode',
  CITY: 'city',
  COUNTRY: 'country',
} as const satisfies Record<AddressField, string>;
