'use server';
import { formKey } from '../../common/form-key';
import type { CheckoutFormState, RateProtectionField } from '@vitrine/checkout';
import { isoDate, RATE_PROTECTION_FORM, validate } from '@vitrine/form-rules';
import type { FieldCode } from '@vitrine/forms';
import { SetRateProtectionDocument } from '@vitrine/graphql-client';
import { isProductLocale } from '@vitrine/i18n';
import { redirect } from 'next/navigation';
import { formValues } from '../../identity/forms';
import { FIELD_CODE, lookup, OCCUPATION_ENUM, REFUSAL_KEY } from '../step/enums';
import { shopperRequest } from '../step/gateway';

const PROTECTION_FIELD = { BIRTH_DATE: 'birthDate', OCCUPATION: 'occupation', CONSENT: 'consent' } as const;

/**
 * Saves the rate-protection choice: with the insurance, the form checked with the shop's rules
 * first (the gateway checks it again, and the age with the insurance's rule); then on to `next`.
 */
export async function saveRateProtection(
  tenant: string,
  locale: string,
  next: string,
  render: string,
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
    const { setRateProtection } = await shopperRequest(
      tenant,
      SetRateProtectionDocument,
      {
        input: protect
          ? { locale, protect, birthDate: isoDate(values.birthDate), occupation: lookup(OCCUPATION_ENUM, values.occupation), consent: values.consent === '1' }
          : { locale, protect },
      },
      { idempotencyKey: formKey(render, form) },
    );
    if (setRateProtection.__typename === 'CheckoutRefused') {
      for (const problem of setRateProtection.rateProtectionProblems) errors[PROTECTION_FIELD[problem.field]] = FIELD_CODE[problem.code];
      return { values, errors, refused: lookup(REFUSAL_KEY, setRateProtection.reason) ?? (Object.keys(errors).length ? undefined : 'unavailable') };
    }
  } catch {
    return { values, errors, refused: 'unavailable' };
  }
  redirect(next);
}
