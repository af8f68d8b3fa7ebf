'use server';
import { formKey } from '../../common/form-key';
import { ChangeBasketQuantityDocument, RemoveFromBasketDocument } from '@vitrine/graphql-client';
import { redirect } from 'next/navigation';
import { shopperRequest } from '../step/gateway';

const variantOf = (form: FormData) => String(form.get('variant') ?? '').slice(0, 40);

/**
 * Sets a line's quantity and comes back to the basket (a plain form post without JavaScript, the
 * same through React with it); a refusal travels in the address so the page can say it. Bound to
 * the tenant's key, the basket's path and the form's render key (one write per render and input) by the page.
 */
export async function changeQuantity(tenant: string, basketPath: string, render: string, form: FormData): Promise<void> {
  const variant = variantOf(form);
  const quantity = Number(form.get('quantity'));
  let problem = '';
  try {
    if (!variant || !Number.isInteger(quantity) || quantity < 1 || quantity > 10) throw new Error('bad form');
    const { changeBasketQuantity: result } = await shopperRequest(
      tenant,
      ChangeBasketQuantityDocument,
      { variantSku: variant, quantity },
      { idempotencyKey: formKey(render, form) },
    );
    if (result.__typename === 'AddToBasketRefused') {
      const kind = result.reason === 'SOLD_OUT' ? 'sold-out' : result.reason === 'NOT_ENOUGH_STOCK' ? 'not-enough-stock' : 'failed';
      problem = `?${new URLSearchParams({ problem: kind, variant, ...(result.available !== null && result.available !== undefined ? { available: String(result.available) } : {}) })}`;
    }
  } catch {
    problem = `?${new URLSearchParams({ problem: 'failed' })}`;
  }
  redirect(`${basketPath}${problem}`);
}

/** Takes a line out of the basket and comes back to it. */
export async function removeLine(tenant: string, basketPath: string, render: string, form: FormData): Promise<void> {
  let problem = '';
  try {
    await shopperRequest(tenant, RemoveFromBasketDocument, { variantSku: variantOf(form) }, { idempotencyKey: formKey(render, form) });
  } catch {
    problem = `?${new URLSearchParams({ problem: 'failed' })}`;
  }
  redirect(`${basketPath}${problem}`);
}
