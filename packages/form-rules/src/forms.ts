import { date, digitsOnly, email, noSpecialCharactersOrNumbers, password, required, type Rule } from './rules';

/**
 * The identity forms' fields and their rules, in the form's order: the shop checks a form with
 * these before it sends it, and the gateway checks the same again (never trust the client).
 */
export const LOGIN_FORM = { email: [required, email], password: [required, password('login')] } as const satisfies Record<string, readonly Rule[]>;
export const CUSTOMER_NUMBER_LOGIN_FORM = { customerNumber: [required, digitsOnly], dateOfBirth: [required, date] } as const satisfies Record<string, readonly Rule[]>;
export const REGISTRATION_FORM = {
  firstName: [required, noSpecialCharactersOrNumbers],
  lastName: [required, noSpecialCharactersOrNumbers],
  email: [required, email],
  dateOfBirth: [required, date],
  password: [required, password('new')],
} as const satisfies Record<string, readonly Rule[]>;
export const FORGOT_PASSWORD_FORM = { email: [required, email] } as const satisfies Record<string, readonly Rule[]>;
export const NEW_PASSWORD_FORM = { password: [required, password('new')] } as const satisfies Record<string, readonly Rule[]>;
