'use server';
import type { FormState, ForgotField, LoginCodeField, LoginField, RegistrationField } from '@vitrine/account';
import { CUSTOMER_NUMBER_LOGIN_FORM, FORGOT_PASSWORD_FORM, isoDate, LOGIN_FORM, REGISTRATION_FORM, validate } from '@vitrine/form-rules';
import {
  LoginDocument,
  LoginWithCodeDocument,
  LoginWithCustomerNumberDocument,
  RegisterDocument,
  RequestLoginCodeDocument,
  RequestPasswordResetDocument,
} from '@vitrine/graphql-client';
import { shopperGateway, startShopSession } from '@vitrine/next-adapter';
import { localPath } from '@vitrine/session';
import type { FieldCode } from '@vitrine/forms';
import { redirect } from 'next/navigation';
import { formValues, refusedState } from '../forms';

const REFUSALS = {
  INVALID_CREDENTIALS: 'invalid-credentials',
  TOO_MANY_ATTEMPTS: 'too-many-attempts',
  NOT_ENABLED: 'not-enabled',
  CODE_INVALID_OR_EXPIRED: 'code-invalid',
} as const;

/**
 * Logs in with e-mail and password or with customer number and date of birth (the form's
 * `method`), checked with the shop's rules first; on success the session's cookies and a new
 * visitor id are set and the shopper goes on to `next` (a path of this shop) or `home`, or, from the
 * header's modal (`stay`), stays where they are (`done: 'logged-in'`).
 */
export async function login(tenant: string, home: string, _previous: FormState<LoginField>, form: FormData): Promise<FormState<LoginField>> {
  const byNumber = form.get('method') === 'number';
  const values = formValues<LoginField>(form, ['email', 'password', 'customerNumber', 'dateOfBirth', 'keepLoggedIn']);
  const errors: Partial<Record<LoginField, FieldCode>> = byNumber ? validate(values, CUSTOMER_NUMBER_LOGIN_FORM) : validate(values, LOGIN_FORM);
  if (Object.keys(errors).length) return refusedState(values, errors);
  const keepLoggedIn = values.keepLoggedIn === '1';
  let token: { token: string; exp: number } | undefined;
  try {
    const gateway = await shopperGateway({ key: tenant });
    const result = byNumber
      ? (await gateway.request(LoginWithCustomerNumberDocument, { customerNumber: values.customerNumber.trim(), dateOfBirth: isoDate(values.dateOfBirth), keepLoggedIn }))
          .loginWithCustomerNumber
      : (await gateway.request(LoginDocument, { email: values.email.trim(), password: values.password, keepLoggedIn })).login;
    if (result.__typename === 'LoginRefused') return refusedState(values, {}, REFUSALS[result.reason], result.retryAfterSeconds);
    token = result;
  } catch {
    return refusedState(values, {}, 'unavailable');
  }
  await startShopSession(token);
  // The header's modal stays on its page (it refreshes it and tells the islands); the page form goes on.
  if (form.get('stay') === '1') return { values: {}, errors: {}, done: 'logged-in' };
  redirect(localPath(String(form.get('next') ?? '')) ?? home);
}

/**
 * A soft login's code (the soft login page): `intent=send` mails one to the customer (the state's
 * `done` is the address, partly hidden), `intent=login` logs in with it and goes on to `next` or
 * `home` as a full login.
 */
export async function loginByCode(tenant: string, locale: string, home: string, _previous: FormState<LoginCodeField>, form: FormData): Promise<FormState<LoginCodeField>> {
  const values = formValues<LoginCodeField>(form, ['code', 'keepLoggedIn'], 12);
  const sentTo = typeof form.get('sentTo') === 'string' ? String(form.get('sentTo')).slice(0, 254) : undefined;
  const keep = (state: FormState<LoginCodeField>): FormState<LoginCodeField> => (sentTo && !state.done ? { ...state, done: sentTo } : state);
  let token: { token: string; exp: number } | undefined;
  try {
    const gateway = await shopperGateway({ key: tenant });
    if (form.get('intent') !== 'login') {
      const { requestLoginCode: sent } = await gateway.request(RequestLoginCodeDocument, { locale });
      if (sent.__typename === 'TooManyAttempts') return keep(refusedState(values, {}, 'too-many-attempts', sent.retryAfterSeconds));
      return { values: {}, errors: {}, done: sent.email };
    }
    const code = values.code.replace(/\s+/g, '');
    if (!code) return keep(refusedState(values, { code: 'required' }));
    if (!/^\d{6}$/.test(code)) return keep(refusedState(values, {}, 'code-invalid'));
    const { loginWithCode: result } = await gateway.request(LoginWithCodeDocument, { code, keepLoggedIn: values.keepLoggedIn === '1' });
    if (result.__typename === 'LoginRefused') return keep(refusedState(values, {}, REFUSALS[result.reason], result.retryAfterSeconds));
    token = result;
  } catch {
    return keep(refusedState(values, {}, 'unavailable'));
  }
  await startShopSession(token);
  redirect(localPath(String(form.get('next') ?? '')) ?? home);
}

const FIELD_NAMES = { EMAIL: 'email', PASSWORD: 'password', FIRST_NAME: 'firstName', LAST_NAME: 'lastName', DATE_OF_BIRTH: 'dateOfBirth' } as const;

/**
 * Registers (the shop's rules first, the gateway's again): the gateway mails the link that opens the
 * account (`done` is the e-mail), with `next` in it to come back to. The answer is the same for an
 * e-mail that has an account (its owner gets a mail instead).
 */
export async function register(tenant: string, locale: string, _previous: FormState<RegistrationField>, form: FormData): Promise<FormState<RegistrationField>> {
  const values = formValues<RegistrationField>(form, ['firstName', 'lastName', 'email', 'dateOfBirth', 'password', 'keepLoggedIn'], 254);
  const errors = validate(values, REGISTRATION_FORM);
  if (Object.keys(errors).length) return refusedState(values, errors);
  try {
    const next = localPath(String(form.get('next') ?? ''));
    const { register: result } = await (
      await shopperGateway({ key: tenant })
    ).request(RegisterDocument, {
      input: {
        email: values.email.trim(),
        password: values.password,
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        dateOfBirth: isoDate(values.dateOfBirth),
        locale,
        keepLoggedIn: values.keepLoggedIn === '1',
        ...(next ? { next } : {}),
      },
    });
    if (result.__typename === 'RegistrationRefused') {
      // The gateway's codes are the shared rules' codes (REQUIRED → required).
      const problems: Partial<Record<RegistrationField, FieldCode>> = {};
      for (const p of result.problems) problems[FIELD_NAMES[p.field]] ??= p.code.toLowerCase().replace(/_/g, '-') as FieldCode;
      return refusedState(values, problems);
    }
    if (result.__typename === 'TooManyAttempts') return refusedState(values, {}, 'too-many-attempts', result.retryAfterSeconds);
    return { values: {}, errors: {}, done: result.email };
  } catch {
    return refusedState(values, {}, 'unavailable');
  }
}

/** Asks for a reset link; the answer is the same whether or not the e-mail has an account. */
export async function requestReset(tenant: string, locale: string, _previous: FormState<ForgotField>, form: FormData): Promise<FormState<ForgotField>> {
  const values = formValues<ForgotField>(form, ['email']);
  const errors = validate(values, FORGOT_PASSWORD_FORM);
  if (Object.keys(errors).length) return refusedState(values, errors);
  try {
    const { requestPasswordReset: result } = await (await shopperGateway({ key: tenant })).request(RequestPasswordResetDocument, { email: values.email.trim(), locale });
    if (result.__typename === 'TooManyAttempts') return refusedState(values, {}, 'too-many-attempts', result.retryAfterSeconds);
    return { values, errors: {}, done: result.email };
  } catch {
    return refusedState(values, {}, 'unavailable');
  }
}
