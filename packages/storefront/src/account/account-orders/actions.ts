'use server';
import type { ReturnFormState, ReturnProblem, ReturnReasonKey } from '@vitrine/account';
import { pickupDateProblem } from '@vitrine/calendar';
import { RegisterReturnDocument } from '@vitrine/graphql-client';
import { redirect } from 'next/navigation';
import { shopperRequest } from '../../checkout/step/gateway';
import { formKey } from '../../common/form-key';

type ReasonEnum = 'TOO_SMALL' | 'TOO_BIG' | 'NOT_AS_DESCRIBED' | 'DAMAGED' | 'WRONG_ITEM' | 'CHANGED_MIND';
const REASON: Record<ReturnReasonKey, ReasonEnum> = {
  tooSmall: 'TOO_SMALL',
  tooBig: 'TOO_BIG',
  notAsDescribed: 'NOT_AS_DESCRIBED',
  damaged: 'DAMAGED',
  wrongItem: 'WRONG_ITEM',
  changedMind: 'CHANGED_MIND',
};
const REFUSAL: Record<string, { field: 'lines' | 'pickupOn'; problem: ReturnProblem }> = {
  NOTHING_SELECTED: { field: 'lines', problem: 'nothing-selected' },
  QUANTITY_TOO_HIGH: { field: 'lines', problem: 'quantity-too-high' },
  PICKUP_DATE_MISSING: { field: 'pickupOn', problem: 'pickup-date-missing' },
  PICKUP_DATE_INVALID: { field: 'pickupOn', problem: 'pickup-date-invalid' },
  PICKUP_TOO_EARLY: { field: 'pickupOn', problem: 'pickup-too-early' },
  PICKUP_TOO_LATE: { field: 'pickupOn', problem: 'pickup-too-late' },
  PICKUP_NOT_WORKING_DAY: { field: 'pickupOn', problem: 'pickup-not-working-day' },
};
const isReason = (value: string): value is ReturnReasonKey => Object.hasOwn(REASON, value);

/**
 * Registers a return: the pickup day checked with the shop's calendar first (@vitrine/calendar;
 * the gateway checks everything again), then back to the orders with the new return said; a
 * refusal keeps every choice. Bound by the page to the tenant, locale, orders path, the order
 * address's country, the shop's time zone, the returnable positions and the render key.
 */
export async function registerReturn(
  tenant: string,
  locale: string,
  ordersPath: string,
  country: string,
  timeZone: string,
  positions: readonly number[],
  render: string,
  _previous: ReturnFormState,
  form: FormData,
): Promise<ReturnFormState> {
  const text = (name: string) => String(form.get(name) ?? '').slice(0, 40);
  const orderNumber = text('orderNumber');
  const method = text('method') === 'drop-off' ? 'drop-off' : 'pickup';
  const pickupOn = text('pickupOn').trim();
  const values: Record<string, string> = { method, pickupOn };
  const lines = positions.flatMap((position) => {
    const quantity = Number(text(`quantity-${position}`) || '0');
    const reason = text(`reason-${position}`);
    values[`quantity-${position}`] = String(quantity);
    values[`reason-${position}`] = reason;
    return Number.isInteger(quantity) && quantity > 0 ? [{ position, quantity, reason: REASON[isReason(reason) ? reason : 'changedMind'] }] : [];
  });
  const errors: ReturnFormState['errors'] = {};
  if (!lines.length) errors.lines = 'nothing-selected';
  if (method === 'pickup') {
    const problem = pickupOn ? pickupDateProblem(pickupOn, new Date(), { country, timeZone }) : 'pickup-date-missing';
    if (problem) errors.pickupOn = problem;
  }
  if (Object.keys(errors).length) return { values, errors };
  let id: string;
  try {
    const { registerReturn: answer } = await shopperRequest(
      tenant,
      RegisterReturnDocument,
      { input: { orderNumber, locale, lines, method: method === 'pickup' ? 'PICKUP' : 'DROP_OFF', ...(method === 'pickup' ? { pickupOn } : {}) } },
      { idempotencyKey: formKey(render, form) },
    );
    if (answer.__typename === 'ReturnRefused') {
      if (answer.reason === 'NOT_FOUND') return { values, errors, refused: 'not-found' };
      const known = REFUSAL[answer.reason];
      return known ? { values, errors: { [known.field]: known.problem }, earliest: answer.earliestPickup ?? undefined } : { values, errors, refused: 'unavailable' };
    }
    id = answer.return.id;
  } catch {
    return { values, errors, refused: 'unavailable' };
  }
  redirect(`${ordersPath}?${new URLSearchParams({ registered: id })}#order-${orderNumber}`);
}
