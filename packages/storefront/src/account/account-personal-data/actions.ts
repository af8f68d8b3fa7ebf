'use server';
import type { EmailChangeFormField, ErasureFormField, FormState, PasswordChangeFormField, PersonalDataFormField } from '@vitrine/account';
import { EMAIL_CHANGE_FORM, ERASURE_FORM, PASSWORD_CHANGE_FORM, PERSONAL_DATA_FORM, validate } from '@vitrine/form-rules';
import type { FieldCode } from '@vitrine/forms';
import {
  ChangePasswordDocument,
  type PersonalDataField,
  type PersonalDataProblemsFragment,
  RequestEmailChangeDocument,
  RequestErasureDocument,
  UpdatePersonalDataDocument,
} from '@vitrine/graphql-client';
import { revalidatePath } from 'next/cache';
import { FIELD_CODE } from '../../checkout/step/enums';
import { shopperRequest } from '../../checkout/step/gateway';
import { formKey } from '../../common/form-key';
import { formValues, refusedState } from '../../identity/forms';

const FIELD_KEY: Record<PersonalDataField, string> = {
  FIRST_NAME: 'firstName',
  LAST_NAME: 'lastName',
  DATE_OF_BIRTH: 'dateOfBirth',
  PHONE: 'phone',
  IBAN: 'iban',
  EMAIL: 'email',
  PASSWORD: 'password',
  CURRENT_PASSWORD: 'currentPassword',
  NEW_PASSWORD: 'newPassword',
};

/** The gateway's problems as the form's errors (each field's first). */
function errorsOf<F extends string>(refused: PersonalDataProblemsFragment): Partial<Record<F, FieldCode>> {
  const errors: Partial<Record<string, FieldCode>> = {};
  for (const problem of refused.problems) errors[FIELD_KEY[problem.field]] ??= FIELD_CODE[problem.code];
  return errors as Partial<Record<F, FieldCode>>;
}

/**
 * Saves names, date of birth, phone and IBAN: checked with the shop's rules first (the gateway
 * checks again); the page is read again, so the masked IBAN shows what was stored. Bound to the
 * tenant, the page's path and the form's render key.
 */
export async function savePersonalData(
  tenant: string,
  path: string,
  render: string,
  _previous: FormState<PersonalDataFormField>,
  form: FormData,
): Promise<FormState<PersonalDataFormField>> {
  const values = formValues<PersonalDataFormField>(form, ['firstName', 'lastName', 'dateOfBirth', 'phone', 'iban', 'removeIban'], 80);
  const errors = validate(values, PERSONAL_DATA_FORM);
  if (Object.keys(errors).length) return refusedState(values, errors);
  try {
    const { updatePersonalData: answer } = await shopperRequest(
      tenant,
      UpdatePersonalDataDocument,
      {
        input: {
          firstName: values.firstName,
          lastName: values.lastName,
          dateOfBirth: values.dateOfBirth,
          phone: values.phone,
          ...(values.iban.trim() ? { iban: values.iban } : {}),
          removeIban: values.removeIban === '1',
        },
      },
      { idempotencyKey: formKey(render, form) },
    );
    if (answer.__typename === 'PersonalDataRefused') return refusedState(values, errorsOf<PersonalDataFormField>(answer));
  } catch {
    return refusedState(values, {}, 'unavailable');
  }
  revalidatePath(path);
  return { values: { ...values, iban: '', removeIban: '' }, errors: {}, done: 'saved' };
}

/** Asks for the link to the new e-mail address (with the current password); `done` is the new address. */
export async function requestEmailChange(
  tenant: string,
  locale: string,
  render: string,
  _previous: FormState<EmailChangeFormField>,
  form: FormData,
): Promise<FormState<EmailChangeFormField>> {
  const values = formValues<EmailChangeFormField>(form, ['email', 'password']);
  const errors = validate(values, EMAIL_CHANGE_FORM);
  if (Object.keys(errors).length) return refusedState(values, errors);
  try {
    const { requestEmailChange: answer } = await shopperRequest(
      tenant,
      RequestEmailChangeDocument,
      { email: values.email, password: values.password, locale },
      { idempotencyKey: formKey(render, form) },
    );
    if (answer.__typename === 'TooManyAttempts') return refusedState(values, {}, 'too-many-attempts', answer.retryAfterSeconds);
    if (answer.__typename === 'PersonalDataRefused') return refusedState(values, errorsOf<EmailChangeFormField>(answer));
    return { values: {}, errors: {}, done: answer.email };
  } catch {
    return refusedState(values, {}, 'unavailable');
  }
}

/** Changes the password (the current one first); every other session of the customer ends. */
export async function changePassword(tenant: string, render: string, _previous: FormState<PasswordChangeFormField>, form: FormData): Promise<FormState<PasswordChangeFormField>> {
  const values = formValues<PasswordChangeFormField>(form, ['currentPassword', 'newPassword']);
  const errors = validate(values, PASSWORD_CHANGE_FORM);
  if (Object.keys(errors).length) return refusedState(values, errors);
  try {
    const { changePassword: answer } = await shopperRequest(
      tenant,
      ChangePasswordDocument,
      { currentPassword: values.currentPassword, newPassword: values.newPassword },
      { idempotencyKey: formKey(render, form) },
    );
    if (answer.__typename === 'TooManyAttempts') return refusedState(values, {}, 'too-many-attempts', answer.retryAfterSeconds);
    if (answer.__typename === 'PersonalDataRefused') return refusedState(values, errorsOf<PasswordChangeFormField>(answer));
    return { values: {}, errors: {}, done: 'changed' };
  } catch {
    return refusedState(values, {}, 'unavailable');
  }
}

/** Asks for the link that confirms erasing the account (with the current password); `done` is where it went. */
export async function requestErasure(tenant: string, locale: string, render: string, _previous: FormState<ErasureFormField>, form: FormData): Promise<FormState<ErasureFormField>> {
  const values = formValues<ErasureFormField>(form, ['password']);
  const errors = validate(values, ERASURE_FORM);
  if (Object.keys(errors).length) return refusedState(values, errors);
  try {
    const { requestErasure: answer } = await shopperRequest(tenant, RequestErasureDocument, { password: values.password, locale }, { idempotencyKey: formKey(render, form) });
    if (answer.__typename === 'TooManyAttempts') return refusedState(values, {}, 'too-many-attempts', answer.retryAfterSeconds);
    if (answer.__typename === 'PersonalDataRefused') return refusedState(values, errorsOf<ErasureFormField>(answer));
    return { values: {}, errors: {}, done: answer.email };
  } catch {
    return refusedState(values, {}, 'unavailable');
  }
}
