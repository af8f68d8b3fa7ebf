'use server';
import { formKey } from '../../common/form-key';
import type { CheckoutFormState, PaymentField } from '@vitrine/checkout';
import type { FieldCode } from '@vitrine/forms';
import { SetPaymentDocument } from '@vitrine/graphql-client';
import { isProductLocale } from '@vitrine/i18n';
import { redirect } from 'next/navigation';
import { formValues } from '../../identity/forms';
import { lookup, METHOD_ENUM, REFUSAL_KEY } from '../step/enums';
import { shopperRequest } from '../step/gateway';

/** Saves the payment step (method, instalment count, payment pause); then on to `next`. */
export async function savePayment(
  tenant: string,
  locale: string,
  next: { instalments: string; other: string },
  render: string,
  _previous: CheckoutFormState<PaymentField>,
  form: FormData,
): Promise<CheckoutFormState<PaymentField>> {
  const values = formValues<PaymentField>(form, ['method', 'instalmentCount', 'paymentPause'], 20);
  const method = lookup(METHOD_ENUM, values.method);
  const count = Number(values.instalmentCount);
  const errors: Partial<Record<PaymentField, FieldCode>> = {};
  if (!method) errors.method = 'required';
  if (method === 'INSTALMENTS' && !(Number.isInteger(count) && count > 1)) errors.instalmentCount = 'required';
  if (!method || Object.keys(errors).length || !isProductLocale(locale)) return { values, errors };
  try {
    const { setPayment } = await shopperRequest(
      tenant,
      SetPaymentDocument,
      {
        input: { locale, method, paymentPause: values.paymentPause === '1', ...(method === 'INSTALMENTS' ? { instalmentCount: count } : {}) },
      },
      { idempotencyKey: formKey(render, form) },
    );
    if (setPayment.__typename === 'CheckoutRefused') return { values, errors, refused: lookup(REFUSAL_KEY, setPayment.reason) ?? 'unavailable' };
  } catch {
    return { values, errors, refused: 'unavailable' };
  }
  redirect(method === 'INSTALMENTS' ? next.instalments : next.other);
}
