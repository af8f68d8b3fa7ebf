'use server';
import type { FormState, ResetField } from '@vitrine/account';
import { NEW_PASSWORD_FORM, validate } from '@vitrine/form-rules';
import { ResetPasswordDocument } from '@vitrine/graphql-client';
import { shopperGateway } from '@vitrine/next-adapter';
import { formValues, refusedState } from '../forms';

const CODES = { PASSWORD_TOO_SHORT: 'password-too-short', PASSWORD_TOO_LONG: 'password-too-long', PASSWORD_COMMON: 'password-common' } as const;

/** Sets the new password with the link's token (once); `done` is the account's e-mail for the login form. */
export async function resetPassword(tenant: string, _previous: FormState<ResetField>, form: FormData): Promise<FormState<ResetField>> {
  const values = formValues<ResetField>(form, ['password']);
  const token = String(form.get('token') ?? '').slice(0, 64);
  const errors = validate(values, NEW_PASSWORD_FORM);
  if (Object.keys(errors).length) return refusedState(values, errors);
  try {
    const { resetPassword: result } = await (await shopperGateway({ key: tenant })).request(ResetPasswordDocument, { token, password: values.password });
    if (result.__typename === 'PasswordChanged') return { values: {}, errors: {}, done: result.email };
    if (result.reason === 'LINK_INVALID_OR_EXPIRED') return refusedState(values, {}, 'link-invalid');
    return refusedState(values, { password: CODES[result.reason] });
  } catch {
    return refusedState(values, {}, 'unavailable');
  }
}
