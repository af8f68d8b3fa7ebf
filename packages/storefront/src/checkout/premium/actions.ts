'use server';
import { formKey } from '../../common/form-key';
import { SetPremiumDocument } from '@vitrine/graphql-client';
import { isProductLocale } from '@vitrine/i18n';
import { redirect } from 'next/navigation';
import { shopperRequest } from '../step/gateway';

/** Buys (or not) the premium membership with this order; then on to `next` (check and order). */
export async function savePremium(tenant: string, locale: string, next: string, render: string, form: FormData): Promise<void> {
  if (isProductLocale(locale)) {
    try {
      await shopperRequest(tenant, SetPremiumDocument, { premium: form.get('premium') === '1', locale }, { idempotencyKey: formKey(render, form) });
    } catch {
      redirect(`${next}?premium=failed`);
    }
  }
  redirect(next);
}
