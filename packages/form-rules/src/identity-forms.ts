import { date, digitsOnly, email, noSpecialCharactersOrNumbers } from './text';
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
