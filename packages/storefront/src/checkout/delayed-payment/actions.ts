'use server';
import { formKey } from '../../common/form-key';
import { type PaymentMethod, SetPaymentDocument } from '@vitrine/graphql-client';
import { isProductLocale } from '@vitrine/i18n';
import { redirect } from 'next/navigation';
import { shopperRequest } from '../step/gateway';

/** Chooses the payment pause (or not) for the method already chosen; then on to `next` (check and order). */
export async function savePause(
  tenant: string,
  locale: string,
  next: string,
  chosen: { method: PaymentMethod; instalmentCount: number | null },
  render: string,
  form: FormData,
): Promise<void> {
  let failed = false;
  if (isProductLocale(locale)) {
    try {
      const { setPayment } = await shopperRequest(
        tenant,
        SetPaymentDocument,
        {
          input: { locale, method: chosen.method, paymentPause: form.get('paymentPause') === '1', ...(chosen.instalmentCount ? { instalmentCount: chosen.instalmentCount } : {}) },
        },
        { idempotencyKey: formKey(render, form) },
      );
      failed = setPayment.__typename === 'CheckoutRefused';
    } catch {
      failed = true;
    }
  }
  redirect(failed ? `${next}?pause=failed` : next);
}
