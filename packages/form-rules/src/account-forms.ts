import { OCCUPATIONS } from '@vitrine/instalment-math';
import { date, noSpecialCharactersOrNumbers } from './text';
import { iban } from './iban';
import { paybackNumber } from './payback';
import { phone } from './phone';
import { required, type Rule } from './core';
import { within } from './address-form';

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

/** Linking a PAYBACK card: its 10-digit customer number. */
export const PAYBACK_FORM = { number: [required, paybackNumber] } as const satisfies Record<string, readonly Rule[]>;
