import { pickupDateProblem, pickupDays } from '@vitrine/calendar';
import { returnDues } from '../fulfilment/model';
import { fullLoginOf, type GatewayContext } from '../../http/context';
import type { DeliveryLineModel } from '../orders/model';
import { accountOrder, type AccountOrderModel } from '../orders/service';

export type ReturnReasonEnum = 'TOO_SMALL' | 'TOO_BIG' | 'NOT_AS_DESCRIBED' | 'DAMAGED' | 'WRONG_ITEM' | 'CHANGED_MIND';
export type ReturnRefusalEnum =
  'NOT_FOUND' | 'NOTHING_SELECTED' | 'QUANTITY_TOO_HIGH' | 'PICKUP_DATE_INVALID' | 'PICKUP_TOO_EARLY' | 'PICKUP_TOO_LATE' | 'PICKUP_NOT_WORKING_DAY' | 'PICKUP_DATE_MISSING';

export interface OrderReturnModel {
  id: string;
  createdAt: string;
  method: 'PICKUP' | 'DROP_OFF';
  pickupOn: string | null;
  status: 'REGISTERED' | 'RECEIVED' | 'REFUNDED';
  lines: { position: number; productName: string; variantLabel: string | null; quantity: number; reason: ReturnReasonEnum }[];
  label: string;
}

export interface ReturnInputModel {
  orderNumber: string;
  lines: readonly { position: number; quantity: number; reason: ReturnReasonEnum }[];
  method: 'PICKUP' | 'DROP_OFF';
  pickupOn?: string | null | undefined;
  locale: string;
}

const REASON_ROW: Record<ReturnReasonEnum, string> = {
  TOO_SMALL: 'too-small',
  TOO_BIG: 'too-big',
  NOT_AS_DESCRIBED: 'not-as-described',
  DAMAGED: 'damaged',
  WRONG_ITEM: 'wrong-item',
  CHANGED_MIND: 'changed-mind',
};
const REASON_ENUM = Object.fromEntries(Object.entries(REASON_ROW).map(([k, v]) => [v, k])) as Record<string, ReturnReasonEnum>;
const PICKUP_REFUSAL = {
  'pickup-date-invalid': 'PICKUP_DATE_INVALID',
  'pickup-too-early': 'PICKUP_TOO_EARLY',
  'pickup-too-late': 'PICKUP_TOO_LATE',
  'pickup-not-working-day': 'PICKUP_NOT_WORKING_DAY',
} as const satisfies Record<string, ReturnRefusalEnum>;

/** The shop's path of a return's label (forwarded to the gateway with the customer's identity). */
export const returnLabelPath = (id: string) => `/api/account/returns/${id}/label.pdf`;

type Db = GatewayContext['db'];

/** The returns of an order (of the caller's customer, read by the caller), oldest first. */
export async function returnsOfOrder(db: Pick<Db, 'query'>, order: AccountOrderModel['order']): Promise<OrderReturnModel[]> {
  const rows = await db.query<{ id: string; created_at: Date | string; method: string; pickup_on: string | null; status: string }>(
    `select id, created_at, method, pickup_on::text as pickup_on, status from returns where order_number = $1 order by created_at, id`,
    [order.number],
  );
  if (!rows.length) return [];
  const lines = await db.query<{ return_id: string; line_position: number; quantity: number; reason: string }>(
    'select return_id, line_position, quantity, reason from return_lines where return_id = any($1::text[]) order by line_position',
    [rows.map((r) => r.id)],
  );
  return rows.map((row) => ({
    id: row.id,
    createdAt: new Date(row.created_at).toISOString(),
    method: row.method === 'pickup' ? 'PICKUP' : 'DROP_OFF',
    pickupOn: row.pickup_on,
    status: row.status === 'refunded' ? 'REFUNDED' : row.status === 'received' ? 'RECEIVED' : 'REGISTERED',
    label: returnLabelPath(row.id),
    lines: lines
      .filter((l) => l.return_id === row.id)
      .flatMap((l) => {
        const line = order.lines.find((o) => o.position === l.line_position);
        return line
          ? [{ position: l.line_position, productName: line.productName, variantLabel: line.variantLabel, quantity: l.quantity, reason: REASON_ENUM[l.reason] ?? 'CHANGED_MIND' }]
          : [];
      }),
  }));
}

/** What can still be sent back: the lines of delivered parcels, less what earlier returns hold. */
export function returnableOf(order: Pick<AccountOrderModel, 'deliveries'>, returns: readonly OrderReturnModel[]): DeliveryLineModel[] {
  const delivered = new Map<number, DeliveryLineModel>();
  for (const parcel of order.deliveries) {
    if (parcel.status !== 'DELIVERED') continue;
    for (const line of parcel.lines) {
      const seen = delivered.get(line.position);
      delivered.set(line.position, seen ? { ...seen, quantity: seen.quantity + line.quantity } : { ...line });
    }
  }
  for (const back of returns)
    for (const line of back.lines) {
      const seen = delivered.get(line.position);
      if (seen) delivered.set(line.position, { ...seen, quantity: seen.quantity - line.quantity });
    }
  return [...delivered.values()].filter((line) => line.quantity > 0).sort((a, b) => a.position - b.position);
}

/** The days a pickup for this order can be booked now (its address's country, the shop's time zone). */
export function pickupDaysOf(context: Pick<GatewayContext, 'clock' | 'tenant'>, order: Pick<AccountOrderModel, 'order'>): string[] {
  return pickupDays(context.clock.now(), { country: order.order.address.country, timeZone: context.tenant.timeZone });
}

const refused = (reason: ReturnRefusalEnum, earliestPickup: string | null = null) => ({ __typename: 'ReturnRefused' as const, reason, earliestPickup });

/** Registers a return (full login: http/access.ts); every refusal typed, nothing written then. */
export async function registerReturn(
  context: GatewayContext,
  input: ReturnInputModel,
): Promise<{ __typename: 'ReturnRegistered'; return: OrderReturnModel } | ReturnType<typeof refused>> {
  const customer = fullLoginOf(context);
  const found = customer ? await accountOrder(context, input.orderNumber, input.locale) : null;
  if (!customer || !found) return refused('NOT_FOUND');
  const wanted = input.lines.filter((line) => line.quantity !== 0);
  if (!wanted.length) return refused('NOTHING_SELECTED');
  if (new Set(wanted.map((l) => l.position)).size !== wanted.length || wanted.some((l) => !Number.isInteger(l.quantity) || l.quantity < 0)) return refused('QUANTITY_TOO_HIGH');
  let pickupOn: string | null = null;
  if (input.method === 'PICKUP') {
    if (!input.pickupOn) return refused('PICKUP_DATE_MISSING');
    const place = { country: found.order.address.country, timeZone: context.tenant.timeZone };
    const problem = pickupDateProblem(input.pickupOn, context.clock.now(), place);
    if (problem) return refused(PICKUP_REFUSAL[problem], pickupDays(context.clock.now(), place)[0] ?? null);
    pickupOn = input.pickupOn;
  }
  const id = `RT-${context.random.uuid().slice(0, 8).toUpperCase()}`;
  const written = await context.db.transaction(async (tx) => {
    // One return at a time per order: what is returnable is read again under the order's lock.
    await tx.query('select number from orders where number = $1 for update', [found.order.number]);
    const returnable = returnableOf(found, await returnsOfOrder(tx, found.order));
    for (const line of wanted) {
      const open = returnable.find((r) => r.position === line.position);
      if (!open || line.quantity > open.quantity) return false;
    }
    await tx.query(`insert into returns (id, tenant, customer_id, order_number, method, pickup_on, status, created_at) values ($1, $2, $3, $4, $5, $6, 'registered', $7)`, [
      id,
      context.tenant.key,
      customer,
      found.order.number,
      input.method === 'PICKUP' ? 'pickup' : 'drop-off',
      pickupOn,
      context.clock.now().toISOString(),
    ]);
    // When the (sandbox) warehouse receives it and books it back: modules/fulfilment.
    const { receiveDue, refundDue } = returnDues(context.clock.now(), pickupOn ?? null);
    await tx.query('update returns set receive_due = $2, refund_due = $3 where id = $1', [id, receiveDue, refundDue]);
    for (const line of wanted) {
      await tx.query('insert into return_lines (return_id, line_position, quantity, reason) values ($1, $2, $3, $4)', [id, line.position, line.quantity, REASON_ROW[line.reason]]);
    }
    return true;
  });
  if (!written) return refused('QUANTITY_TOO_HIGH');
  const made = (await returnsOfOrder(context.db, found.order)).find((r) => r.id === id)!;
  return { __typename: 'ReturnRegistered', return: made };
}
