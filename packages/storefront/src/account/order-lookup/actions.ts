'use server';
import type { OrderLookupState } from '@vitrine/account';
import { GUEST_ORDER_FORM, type GuestOrderField, validate } from '@vitrine/form-rules';
import { LookUpOrderDocument } from '@vitrine/graphql-client';
import { shopperGateway } from '@vitrine/next-adapter';
import { formKey } from '../../common/form-key';
import { formValues, refusedState } from '../../identity/forms';
import { PROGRESS, parcelView } from '../account-orders/load';

/**
 * Looks an order up by its number, e-mail and postal code (no login): checked with the shop's rules
 * first; the gateway answers a wrong combination as a missing order and counts it.
 */
export async function lookUpOrder(tenant: string, locale: string, render: string, _previous: OrderLookupState, form: FormData): Promise<OrderLookupState> {
  const typed = formValues<GuestOrderField>(form, ['orderNumber', 'email', 'postalCode'], 254);
  // A pasted number may carry spaces (`4000 0123`).
  const values = { ...typed, orderNumber: typed.orderNumber.replace(/\s+/g, '') };
  const errors = validate(values, GUEST_ORDER_FORM);
  if (Object.keys(errors).length) return refusedState(values, errors);
  try {
    const gateway = await shopperGateway({ key: tenant });
    const { lookUpOrder: answer } = await gateway.request(
      LookUpOrderDocument,
      { number: values.orderNumber, email: values.email, postalCode: values.postalCode, locale },
      { idempotencyKey: formKey(render, form) },
    );
    if (answer.__typename === 'TooManyAttempts') return refusedState(values, {}, 'too-many-attempts', answer.retryAfterSeconds);
    if (answer.__typename === 'GuestOrderNotFound') return { values, errors: {}, notFound: true };
    return {
      values,
      errors: {},
      order: {
        number: answer.number,
        createdAt: answer.createdAt,
        progress: PROGRESS[answer.progress] ?? 'inPreparation',
        deliveries: answer.deliveries.map(parcelView),
        inPreparation: answer.inPreparation,
      },
    };
  } catch {
    return refusedState(values, {}, 'unavailable');
  }
}
