'use server';
import { formKey } from '../../common/form-key';
import { ApplyVoucherDocument, PlaceOrderDocument, RemoveVoucherDocument } from '@vitrine/graphql-client';
import { isProductLocale } from '@vitrine/i18n';
import { isIdempotencyKey } from '@vitrine/session';
import { redirect } from 'next/navigation';
import { VOUCHER_PROBLEM } from '../step/enums';
import { shopperRequest } from '../step/gateway';

export interface OrderPaths {
  check: string;
  confirmation: string;
  notice: string;
  delivery: string;
  payment: string;
  login: string;
}

/**
 * Places the order with the page's attempt id as its Idempotency-Key and the total the shopper saw.
 * A lost answer is asked again with the same key (the gateway answers the same order, never a second
 * one; while the first request still runs it answers 409 and the client waits and asks again); what
 * the gateway refuses leads to the page that says why.
 */
export async function placeOrder(tenant: string, locale: string, paths: OrderPaths, form: FormData): Promise<void> {
  const attempt = String(form.get('attempt') ?? '').slice(0, 128);
  const expectedTotal = Number(form.get('expectedTotal'));
  if (!isIdempotencyKey(attempt) || !Number.isSafeInteger(expectedTotal)) redirect(paths.check);
  let answer: Awaited<ReturnType<typeof order>> | undefined;
  const order = async () => (await shopperRequest(tenant, PlaceOrderDocument, { expectedTotal, locale }, { idempotencyKey: attempt })).placeOrder;
  for (let tries = 0; tries < 2 && !answer; tries++) {
    try {
      answer = await order();
    } catch {
      // Asked again below with the same attempt: at most one order either way.
    }
  }
  if (!answer) redirect(`${paths.notice}?${new URLSearchParams({ reason: 'failed', attempt })}`);
  // Card and iDEAL: on to the payment provider's page; everything else is placed.
  if (answer.__typename === 'Order') redirect(answer.paymentRedirect ?? `${paths.confirmation}?${new URLSearchParams({ order: answer.number })}`);
  const next: Record<typeof answer.reason, string> = {
    TOTAL_CHANGED: `${paths.check}?notice=total-changed`,
    RATE_PROTECTION_UNCONFIRMED: paths.check,
    DELIVERY_MISSING: paths.delivery,
    PAYMENT_MISSING: paths.payment,
    LOGIN_REQUIRED: paths.login,
    NOT_ENOUGH_STOCK: `${paths.notice}?reason=not-enough-stock`,
    BASKET_EMPTY: `${paths.notice}?reason=basket-empty`,
  };
  redirect(next[answer.reason]);
}

/** Redeems a voucher code on the checkout; a refusal comes back to check and order with its reason and the code. */
export async function applyVoucher(tenant: string, locale: string, checkPath: string, render: string, form: FormData): Promise<void> {
  const code = String(form.get('code') ?? '')
    .trim()
    .slice(0, 40);
  if (!code || !isProductLocale(locale)) redirect(`${checkPath}?${new URLSearchParams({ voucher: 'unknown', code })}`);
  let reason: string | undefined;
  try {
    const { applyVoucher: answer } = await shopperRequest(tenant, ApplyVoucherDocument, { code, locale }, { idempotencyKey: formKey(render, form) });
    if (answer.__typename === 'VoucherRefused') reason = VOUCHER_PROBLEM[answer.reason];
  } catch {
    reason = 'failed';
  }
  redirect(reason ? `${checkPath}?${new URLSearchParams({ voucher: reason, code })}` : checkPath);
}

/** Takes the voucher off the checkout. */
export async function removeVoucher(tenant: string, locale: string, checkPath: string, render: string, form: FormData): Promise<void> {
  if (isProductLocale(locale)) {
    try {
      await shopperRequest(tenant, RemoveVoucherDocument, { locale }, { idempotencyKey: formKey(render, form) });
    } catch {
      // The page shows the voucher still on the order: the shopper can try again.
    }
  }
  redirect(checkPath);
}
