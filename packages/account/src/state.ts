import type { FieldCode } from '@vitrine/forms';

/** Why the gateway refused (the form says it above the fields). */
export type Refusal = 'invalid-credentials' | 'too-many-attempts' | 'not-enabled' | 'link-invalid' | 'code-invalid' | 'email-taken' | 'not-found' | 'book-full' | 'unavailable';

/**
 * What a form shows after an answer: the values as typed (never a password), each field's first
 * problem, a refusal, and `done` when it went through. Kept across a post without JavaScript too.
 */
export interface FormState<F extends string> {
  values: Partial<Record<F, string>>;
  errors: Partial<Record<F, FieldCode>>;
  refused?: Refusal | undefined;
  /** With `too-many-attempts`: seconds until the next try. */
  retryAfterSeconds?: number | undefined;
  /** The request went through (the forgot-password form: the e-mail it went to). */
  done?: string | undefined;
}

export type LoginField = 'email' | 'password' | 'customerNumber' | 'dateOfBirth' | 'keepLoggedIn';
export type RegistrationField = 'firstName' | 'lastName' | 'email' | 'dateOfBirth' | 'password' | 'keepLoggedIn';
export type ResetField = 'password';
export type ForgotField = 'email';
export type LoginCodeField = 'code' | 'keepLoggedIn';

/** A server action (or any function) that answers a form's new state; it works as a plain form post. */
export type FormAction<F extends string> = (previous: FormState<F>, form: FormData) => Promise<FormState<F>>;

export const emptyState = <F extends string>(values: Partial<Record<F, string>> = {}): FormState<F> => ({ values, errors: {} });
