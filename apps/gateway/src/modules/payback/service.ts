import { isPaybackNumber } from '@vitrine/form-rules';
import { localDay, paybackPoints } from '@vitrine/pricing';
import { fullLoginOf, type GatewayContext } from '../../http/context';

export interface PaybackEntryModel {
  bookedOn: string;
  kind: 'COLLECTED' | 'TAKEN_BACK';
  points: number;
  invoiceNumber: string | null;
  returnId: string | null;
}

export interface PaybackModel {
  __typename: 'Payback';
  cardNumber: string | null;
  linkedOn: string | null;
  points: number;
  entries: PaybackEntryModel[];
}

type Refused = { __typename: 'PaybackRefused'; reason: 'NUMBER_INVALID' | 'NOT_ENABLED' };

const enabled = (context: GatewayContext) => context.tenant.account.pages.includes('payback');
const iso = (value: string | Date) => (typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10));
/** `••••••1501`: only the last four digits of a card number are shown. */
const masked = (number: string) => `${'•'.repeat(number.length - 4)}${number.slice(-4)}`;

/**
 * The card and the points: each invoice issued while a card was linked collects points on its goods
 * after the voucher; a refund of such an invoice takes back the points of its amount, never more than
 * the invoice earned
 * (`paybackPoints` of @vitrine/pricing: 1 point per full 2 units of the currency).
 */
export async function paybackOf(context: GatewayContext, customer: string): Promise<PaybackModel> {
  const [current] = await context.db.query<{ card_number: string; linked_on: string | Date }>(
    'select card_number, linked_on from payback_links where customer_id = $1 and unlinked_on is null',
    [customer],
  );
  const collected = await context.db.query<{ number: string; issued_on: string | Date; goods: number; discount: number }>(
    `select i.number, i.issued_on, i.goods, i.discount from invoices i
      where i.customer_id = $1 and i.tenant = $2
        and exists (select 1 from payback_links l where l.customer_id = i.customer_id and i.issued_on >= l.linked_on and (l.unlinked_on is null or i.issued_on < l.unlinked_on))`,
    [customer, context.tenant.key],
  );
  // A refund takes back points only of an invoice that earned them, and never more than it earned.
  const takenBack = await context.db.query<{ booked_on: string | Date; amount: number; invoice_number: string; return_id: string | null }>(
    `select b.booked_on, b.amount, b.invoice_number, b.return_id from bookings b
      where b.customer_id = $1 and b.tenant = $2 and b.kind = 'credit' and b.invoice_number = any($3::text[])
      order by b.booked_on, b.id`,
    [customer, context.tenant.key, collected.map((i) => i.number)],
  );
  const left = new Map(collected.map((i) => [i.number, paybackPoints(Math.max(0, i.goods - i.discount))]));
  const entries: PaybackEntryModel[] = [
    ...collected.map((i) => ({
      bookedOn: iso(i.issued_on),
      kind: 'COLLECTED' as const,
      points: paybackPoints(Math.max(0, i.goods - i.discount)),
      invoiceNumber: i.number,
      returnId: null,
    })),
    ...takenBack.map((b) => {
      const back = Math.min(paybackPoints(b.amount), left.get(b.invoice_number) ?? 0);
      left.set(b.invoice_number, (left.get(b.invoice_number) ?? 0) - back);
      return { bookedOn: iso(b.booked_on), kind: 'TAKEN_BACK' as const, points: -back, invoiceNumber: b.invoice_number, returnId: b.return_id };
    }),
  ]
    .filter((entry) => entry.points !== 0)
    .sort((x, y) => (x.bookedOn === y.bookedOn ? (x.kind === y.kind ? 0 : x.kind === 'TAKEN_BACK' ? -1 : 1) : x.bookedOn < y.bookedOn ? 1 : -1));
  return {
    __typename: 'Payback',
    cardNumber: current ? masked(current.card_number) : null,
    linkedOn: current ? iso(current.linked_on) : null,
    points: Math.max(
      0,
      entries.reduce((sum, entry) => sum + entry.points, 0),
    ),
    entries,
  };
}

/** The request's customer's card and points (full login: http/access.ts); null where PAYBACK is not offered. */
export async function payback(context: GatewayContext): Promise<PaybackModel | null> {
  const customer = fullLoginOf(context);
  return customer && enabled(context) ? paybackOf(context, customer) : null;
}

/** Links a card (replacing a linked one) after checking its number. */
export async function linkPaybackCard(context: GatewayContext, number: string): Promise<PaybackModel | Refused> {
  if (!enabled(context)) return { __typename: 'PaybackRefused', reason: 'NOT_ENABLED' };
  const digits = number.replace(/\s+/g, '').slice(0, 20);
  if (!isPaybackNumber(digits)) return { __typename: 'PaybackRefused', reason: 'NUMBER_INVALID' };
  const customer = fullLoginOf(context)!;
  const today = localDay(context.clock.now(), context.tenant.timeZone);
  await context.db.transaction(async (tx) => {
    // One customer at a time: two links at once cannot both be the current card.
    await tx.query('select id from customers where id = $1 for update', [customer]);
    const [current] = await tx.query<{ card_number: string }>('select card_number from payback_links where customer_id = $1 and unlinked_on is null', [customer]);
    if (current?.card_number === digits) return;
    await tx.query('update payback_links set unlinked_on = $2 where customer_id = $1 and unlinked_on is null', [customer, today]);
    await tx.query('insert into payback_links (customer_id, card_number, linked_on) values ($1, $2, $3)', [customer, digits, today]);
  });
  return paybackOf(context, customer);
}

/** Unlinks the card; the history stays. */
export async function unlinkPaybackCard(context: GatewayContext): Promise<PaybackModel | Refused> {
  if (!enabled(context)) return { __typename: 'PaybackRefused', reason: 'NOT_ENABLED' };
  const customer = fullLoginOf(context)!;
  await context.db.query('update payback_links set unlinked_on = $2 where customer_id = $1 and unlinked_on is null', [
    customer,
    localDay(context.clock.now(), context.tenant.timeZone),
  ]);
  return paybackOf(context, customer);
}
