import { OCCUPATIONS } from '@vitrine/instalment-math';
import { date, digitsOnly, email, noSpecialCharacters, noSpecialCharactersOrNumbers } from './text';
import { iban } from './iban';
import { paybackNumber } from './payback';
import { phone } from './phone';
import { postalCode, type PostalCountry } from './postal';
import { required, type Rule } from './core';
import { password } from './password';

/**
 * The identity forms' fields and their rules, in the form's order: the shop checks a form with
 * these before it sends it, and the gateway checks the same again (never trust the client).
 */
export const LOGIN_FORM = { email: [required, email], password: [required, /* @__PURE__ */ password('login')] } as const satisfies Record<string, readonly Rule[]>;
export const CUSTOMER_NUMBER_LOGIN_FORM = { customerNumber: [required, digitsOnly], dateOfBirth: [required, date] } as const satisfies Record<string, readonly Rule[]>;
export const REGISTRATION_FORM = {
  firstName: [required, noSpecialCharactersOrNumbers],
  lastName: [required, noSpecialCharactersOrNumbers],
  email: [required, email],
  dateOfBirth: [required, date],
  password: [required, /* @__PURE__ */ password('new')],
} as const satisfies Record<string, readonly Rule[]>;
export const FORGOT_PASSWORD_FORM = { email: [required, email] } as const satisfies Record<string, readonly Rule[]>;
export const NEW_PASSWORD_FORM = { password: [required, /* @__PURE__ */ password('new')] } as const satisfies Record<string, readonly Rule[]>;

/** The salutations of the shop's forms (spec §3). */
export const SALUTATIONS = ['female', 'male', 'none'] as const;
export type Salutation = (typeof SALUTATIONS)[number];

const salutation: Rule = (v) => (v === '' || (SALUTATIONS as readonly string[]).includes(v) ? undefined : 'required');
/** At most this many characters per address field (a label printer's line). */
export const within =
  (max: number): Rule =>
  (v) =>
    [...v].length <= max ? undefined : 'too-long';

/**
 * A delivery address in `country` (its postal code format): the checkout's new address and the
 * address book use it, and the gateway checks every address again with it.
 */
export function addressForm(country: PostalCountry) {
  return {
    salutation: [required, salutation],
    firstName: [required, noSpecialCharactersOrNumbers, within(40)],
    lastName: [required, noSpecialCharactersOrNumbers, within(40)],
    street: [required, noSpecialCharacters, within(60)],
    houseNumber: [required, noSpecialCharacters, within(10)],
    postalCode: [required, postalCode(country)],
    city: [required, noSpecialCharactersOrNumbers, within(40)],
  } as const satisfies Record<string, readonly Rule[]>;
}
export type AddressField = keyof ReturnType<typeof addressForm>;

const occupation: Rule = (v) => (v === '' || (OCCUPATIONS as readonly string[]).includes(v) ? undefined : 'required');

/**
 * The rate-protection form: the insured's date of birth and occupation, and the consent to the
 * insurance's terms (a checkbox: empty when not ticked). Whether the age is insurable is the
 * insurance's rule (`rateProtectionAgeProblem`), checked after this.
 */
export const RATE_PROTECTION_FORM = { birthDate: [required, date], occupation: [required, occupation], consent: [required] } as const satisfies Record<string, readonly Rule[]>;
export type RateProtectionField = keyof typeof RATE_PROTECTION_FORM;

/**
 * The account's personal data: names, date of birth, phone (optional) and an IBAN (optional: empty
 * keeps the stored one). The e-mail and the password change in forms of their own.
 */
export const PERSONAL_DATA_FORM = {
  firstName: [required, noSpecialCharactersOrNumbers, /* @__PURE__ */ within(40)],
  lastName: [required, noSpecialCharactersOrNumbers, /* @__PURE__ */ within(40)],
  dateOfBirth: [required, date],
  phone: [phone],
  iban: [iban],
} as const satisfies Record<string, readonly Rule[]>;
export type PersonalDataField = keyof typeof PERSONAL_DATA_FORM;

/** A new e-mail address, confirmed with the current password (a link to the new address confirms it). */
export const EMAIL_CHANGE_FORM = { email: [required, email], password: [required, /* @__PURE__ */ password('login')] } as const satisfies Record<string, readonly Rule[]>;
export type EmailChangeField = keyof typeof EMAIL_CHANGE_FORM;

/** A new password: the current one first, the new one by the rule for new passwords. */
export const PASSWORD_CHANGE_FORM = {
  currentPassword: [required, /* @__PURE__ */ password('login')],
  newPassword: [required, /* @__PURE__ */ password('new')],
} as const satisfies Record<string, readonly Rule[]>;
export type PasswordChangeField = keyof typeof PASSWORD_CHANGE_FORM;

/** The current password, asked again before the account is erased. */
export const ERASURE_FORM = { password: [required, /* @__PURE__ */ password('login')] } as const satisfies Record<string, readonly Rule[]>;

/** An order without logging in: its number, the order's e-mail and the delivery address's postal code. */
export const GUEST_ORDER_FORM = {
  orderNumber: [required, digitsOnly, /* @__PURE__ */ within(12)],
  email: [required, email],
  postalCode: [required, /* @__PURE__ */ within(10)],
} as const satisfies Record<string, readonly Rule[]>;
export type GuestOrderField = keyof typeof GUEST_ORDER_FORM;

/** Linking a PAYBACK card: its 10-digit customer number. */
export const PAYBACK_FORM = { number: [required, paybackNumber] } as const satisfies Record<string, readonly Rule[]>;
