import { localDay } from '@vitrine/pricing';
import type { Database } from '../../db/database';
import { TENANTS } from '../../http/tenants';
import { book } from '../bookings/repository';
import { issueInvoice } from '../invoices/service';
import { carrierOf, type FulfilmentPace, paceOf, scansOf, trackingNumberOf } from './model';

type Db = Pick<Database, 'query' | 'transaction'>;

export interface FulfilmentRun {
  shipped: string[];
  delivered: string[];
  received: string[];
  refunded: string[];
  /** Rows whose step failed (each `kind:id: message`): the others still ran; they are tried again next time. */
  failed: string[];
}

/** One row's step: its failure is noted and does not stop the others. */
async function step<T>(run: FulfilmentRun, what: string, work: () => Promise<T>): Promise<T | null> {
  try {
    return await work();
  } catch (error) {
    run.failed.push(`${what}: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}

/**
 * The sandbox warehouse and carrier, once (the gateway runs it every minute): orders whose ship_due
 * passed and that are placed or paid leave in one parcel with everything not yet shipped (its invoice
 * issued, booked); parcels whose deliver_due passed are delivered with the carrier's scans; returns
 * are received, then booked back (a credit for their lines at the order's prices). Each step is its
 * own transaction under the row's lock and happens once, however many gateways run it.
 */
export async function runFulfilment(db: Db, now: Date, pace: FulfilmentPace = paceOf()): Promise<FulfilmentRun> {
  const run: FulfilmentRun = { shipped: [], delivered: [], received: [], refunded: [], failed: [] };
  const due = await db.query<{ number: string }>(
    `select number from orders where ship_due <= $1 and status in ('placed', 'paid')
        and exists (select 1 from order_lines l where l.order_number = orders.number
                     and l.quantity > coalesce((select sum(p.quantity) from delivery_lines p join deliveries d on d.id = p.delivery_id
                                                 where d.order_number = orders.number and p.line_position = l.position), 0))
      order by ship_due limit 50`,
    [now],
  );
  for (const { number } of due) {
    const id = await step(run, `ship:${number}`, () =>
      db.transaction(async (tx) => {
        const [order] = await tx.query<{ tenant: string; status: string; address: { city: string; country: string } }>(
          `select tenant, status, address from orders where number = $1 and ship_due <= $2 for update`,
          [number, now],
        );
        if (!order || (order.status !== 'placed' && order.status !== 'paid')) return null;
        const open = await tx.query<{ position: number; open: number }>(
          `select l.position, l.quantity - coalesce((select sum(p.quantity) from delivery_lines p join deliveries d on d.id = p.delivery_id
                                                    where d.order_number = $1 and p.line_position = l.position), 0) as open
           from order_lines l where l.order_number = $1 order by l.position`,
          [number],
        );
        const lines = open.filter((l) => Number(l.open) > 0);
        if (!lines.length) return null;
        const [{ n } = { n: 0 }] = await tx.query<{ n: number }>('select count(*)::int as n from deliveries where order_number = $1', [number]);
        const index = Number(n) + 1;
        const carrier = carrierOf(order.address.country);
        const warehouse = TENANTS[order.tenant]?.company.legal.city ?? 'Hamburg';
        const deliveryId = `d-${number}-${index}`;
        await tx.query(
          `insert into deliveries (id, order_number, carrier, tracking_number, status, shipped_at, events, deliver_due) values ($1, $2, $3, $4, 'shipped', $5, $6::jsonb, $7)`,
          [
            deliveryId,
            number,
            carrier,
            trackingNumberOf(carrier, number, index),
            now.toISOString(),
            JSON.stringify(scansOf(carrier, warehouse, order.address.city, now, null)),
            new Date(now.getTime() + pace.deliverMinutes * 60_000).toISOString(),
          ],
        );
        for (const line of lines)
          await tx.query('insert into delivery_lines (delivery_id, line_position, quantity) values ($1, $2, $3)', [deliveryId, line.position, Number(line.open)]);
        await issueInvoice(tx, deliveryId);
        return deliveryId;
      }),
    );
    if (id) run.shipped.push(id);
  }

  const parcels = await db.query<{ id: string }>(`select id from deliveries where status = 'shipped' and deliver_due <= $1 order by deliver_due limit 100`, [now]);
  for (const { id } of parcels) {
    const done = await step(run, `deliver:${id}`, () =>
      db.transaction(async (tx) => {
        const [parcel] = await tx.query<{
          carrier: 'dhl' | 'swiss-post' | 'postnl';
          shipped_at: Date | string;
          deliver_due: Date | string;
          events: { place: string }[];
          city: string;
        }>(
          `select d.carrier, d.shipped_at, d.deliver_due, d.events, o.address->>'city' as city from deliveries d join orders o on o.number = d.order_number
          where d.id = $1 and d.status = 'shipped' for update of d`,
          [id],
        );
        if (!parcel) return false;
        const delivered = new Date(parcel.deliver_due);
        const scans = scansOf(parcel.carrier, parcel.events[0]?.place ?? '', parcel.city, new Date(parcel.shipped_at), delivered);
        await tx.query(`update deliveries set status = 'delivered', delivered_at = $2, events = $3::jsonb where id = $1`, [id, delivered.toISOString(), JSON.stringify(scans)]);
        return true;
      }),
    );
    if (done) run.delivered.push(id);
  }

  const received = await db.query<{ id: string }>(`update returns set status = 'received' where status = 'registered' and receive_due <= $1 returning id`, [now]);
  run.received.push(...received.map((r) => r.id));

  const refundable = await db.query<{ id: string }>(`select id from returns where status = 'received' and refund_due <= $1 order by refund_due limit 100`, [now]);
  for (const { id } of refundable) {
    const done = await step(run, `refund:${id}`, () =>
      db.transaction(async (tx) => {
        const [back] = await tx.query<{ tenant: string; customer_id: string; order_number: string; currency: 'EUR' | 'CHF'; refund_due: Date | string }>(
          `update returns r set status = 'refunded' from orders o where r.id = $1 and r.status = 'received' and o.number = r.order_number
         returning r.tenant, r.customer_id, r.order_number, o.currency, r.refund_due`,
          [id],
        );
        if (!back) return false;
        const [credit] = await tx.query<{ amount: number; first: number | null }>(
          `select coalesce(sum(l.unit_price * r.quantity), 0)::int as amount, min(r.line_position) as first
           from return_lines r join order_lines l on l.order_number = $2 and l.position = r.line_position where r.return_id = $1`,
          [id, back.order_number],
        );
        // The invoice the returned goods were on (their first line's parcel).
        const [invoice] = await tx.query<{ number: string; goods: number; discount: number }>(
          `select i.number, i.goods, i.discount from invoices i join delivery_lines p on p.delivery_id = i.delivery_id where i.order_number = $1 and p.line_position = $2 order by i.issued_on, i.number limit 1`,
          [back.order_number, credit?.first ?? -1],
        );
        const tenant = TENANTS[back.tenant];
        await book(tx, {
          tenant: back.tenant,
          customerId: back.customer_id,
          bookedOn: localDay(new Date(back.refund_due), tenant?.timeZone ?? 'Europe/Berlin'),
          kind: 'credit',
          // What the customer paid for those goods: the invoice's voucher shared out over its goods.
          amount: invoice && invoice.goods > 0 ? Math.round(((credit?.amount ?? 0) * (invoice.goods - invoice.discount)) / invoice.goods) : (credit?.amount ?? 0),
          currency: back.currency,
          orderNumber: back.order_number,
          invoiceNumber: invoice?.number ?? null,
          returnId: id,
          reference: `refund:${id}`,
        });
        return true;
      }),
    );
    if (done) run.refunded.push(id);
  }
  return run;
}
