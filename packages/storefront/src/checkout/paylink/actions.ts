'use server';
import { formKey } from '../../common/form-key';
import { PayPaylinkDocument } from '@vitrine/graphql-client';
import { isProductLocale } from '@vitrine/i18n';
import { redirect } from 'next/navigation';
import { lookup, PAYLINK_METHOD_ENUM } from '../step/enums';
import { shopperRequest } from '../step/gateway';

/**
 * Pays a payment link: on to the payment provider, or (bank transfer) back to the link's page
 * (`pagePath`) with what to transfer; a refusal (paid meanwhile, expired) shows the link as it is now.
 */
export async function payPaylink(tenant: string, locale: string, token: string, pagePath: string, render: string, form: FormData): Promise<void> {
  const method = lookup(PAYLINK_METHOD_ENUM, form.get('method'));
  const page = (extra: Record<string, string> = {}) => `${pagePath}?${new URLSearchParams({ token, ...extra })}`;
  if (!method || !isProductLocale(locale)) redirect(page());
  if (method === 'PREPAYMENT') redirect(page({ transfer: '1' }));
  let target: string;
  try {
    const { payPaylink: answer } = await shopperRequest(tenant, PayPaylinkDocument, { token: token.slice(0, 120), method, locale }, { idempotencyKey: formKey(render, form) });
    target = answer.__typename === 'PaylinkRedirect' ? answer.redirectUrl : page();
  } catch {
    target = page({ payment: 'failed' });
  }
  redirect(target);
}
