import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paceOf, returnDues, shipDueOf } from '../src/modules/fulfilment/model';
import { runFulfilment } from '../src/modules/fulfilment/service';
import { startTestGateway, type TestGateway } from './harness';

// The sandbox warehouse and carrier (issue 27): an order placed in the shop leaves in a parcel when
// its ship_due passed (its invoice issued and booked), the parcel is delivered at its deliver_due with
// the carrier's scans, a return is received and then booked back about 14 days after it was sent.
let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startTestGateway({ products: 20 });
});
afterAll(() => gateway.close());

const MINUTE = 60_000;
const pace = { shipMinutes: 60, deliverMinutes: 24 * 60 };

async function order(number: string, status: string, placed: Date, shipDue: Date | null, discount = 0) {
  const [variant] = await gateway.db.query<{ sku: string; product_sku: string }>('select sku, product_sku from variants order by sku limit 1');
  await gateway.db.query(
    `insert into orders (number, tenant, customer_id, attempt, status, locale, currency, goods, shipping, payment_surcharge, discount, total, vat, address,
       delivery_option, delivery_earliest, delivery_latest, payment_method, payment_pause, created_at, ship_due)
     values ($1, 'base', 'c-de-0002', $1, $2, 'de-DE', 'EUR', 5000, 0, 0, $5, 5000 - $5, '[{"rate": 1900, "amount": 798}]',
       '{"salutation":"MALE","firstName":"Klaus","lastName":"Becker","street":"Domstraße","houseNumber":"1","postalCode":"50667","city":"Köln","country":"DE"}',
       'standard', current_date, current_date, 'invoice', false, $3, $4)`,
    [number, status, placed, shipDue, discount],
  );
  await gateway.db.query(
    `insert into order_lines (order_number, position, variant_sku, product_sku, name, variant_label, quantity, unit_price, line_total) values ($1, 0, $2, $3, 'Sessel Oslo', null, 2, 2500, 5000)`,
    [number, variant!.sku, variant!.product_sku],
  );
}

describe('the sandbox warehouse and carrier', () => {
  it('ships a placed order when due, in one parcel with its invoice; delivers it when due with the scans; each once', async () => {
    const placed = new Date('2026-11-20T09:00:00Z');
    await order('48000001', 'placed', placed, shipDueOf(placed, pace));
    await order('48000002', 'awaiting-payment', placed, shipDueOf(placed, pace));
    await order('48000003', 'placed', placed, null);

    expect((await runFulfilment(gateway.db, new Date(placed.getTime() + 59 * MINUTE), pace)).shipped).toEqual([]);
    const at = new Date(placed.getTime() + 61 * MINUTE);
    const first = await runFulfilment(gateway.db, at, pace);
    expect(first.shipped).toEqual(['d-48000001-1']);
    expect((await runFulfilment(gateway.db, at, pace)).shipped).toEqual([]);
    const [parcel] = await gateway.db.query<{ carrier: string; status: string; tracking_number: string; events: { kind: string; place: string }[] }>(
      "select carrier, status, tracking_number, events from deliveries where id = 'd-48000001-1'",
    );
    expect(parcel).toMatchObject({ carrier: 'dhl', status: 'shipped', tracking_number: '0034043416148000001' + '1' });
    expect(parcel!.events.map((e) => e.kind)).toEqual(['handed-over']);
    expect(await gateway.db.query("select quantity from delivery_lines where delivery_id = 'd-48000001-1'")).toEqual([{ quantity: 2 }]);
    const [invoice] = await gateway.db.query<{ number: string; total: number }>("select number, total from invoices where order_number = '48000001'");
    expect(invoice!.total).toBe(5000);
    expect(await gateway.db.query("select kind, amount from bookings where invoice_number = $1 and kind = 'invoice'", [invoice!.number])).toEqual([
      { kind: 'invoice', amount: 5000 },
    ]);

    const arrives = new Date(at.getTime() + 24 * 60 * MINUTE);
    expect((await runFulfilment(gateway.db, new Date(arrives.getTime() - MINUTE), pace)).delivered).toEqual([]);
    expect((await runFulfilment(gateway.db, arrives, pace)).delivered).toEqual(['d-48000001-1']);
    expect((await runFulfilment(gateway.db, arrives, pace)).delivered).toEqual([]);
    const [done] = await gateway.db.query<{ status: string; delivered_at: Date; events: { kind: string; at: string; place: string }[] }>(
      "select status, delivered_at, events from deliveries where id = 'd-48000001-1'",
    );
    expect(done!.status).toBe('delivered');
    expect(new Date(done!.delivered_at).toISOString()).toBe(arrives.toISOString());
    expect(done!.events.map((e) => e.kind)).toEqual(['handed-over', 'in-transit', 'out-for-delivery', 'delivered']);
    expect(done!.events.at(-1)!.place).toBe('Köln');
    expect(done!.events.map((e) => e.at)).toEqual([...done!.events.map((e) => e.at)].sort());
    // Waiting for its payment, or without a due (the demo history): not shipped.
    expect(await gateway.db.query("select id from deliveries where order_number in ('48000002', '48000003')")).toEqual([]);
  });

  it('receives a drop-off return two days after it was sent and books it back about 14 days after: a credit for its lines, once', async () => {
    const registered = new Date('2026-11-22T10:00:00Z');
    const { receiveDue, refundDue } = returnDues(registered, null);
    expect((refundDue.getTime() - registered.getTime()) / 86_400_000).toBe(14);
    await gateway.db.query(
      `insert into returns (id, tenant, customer_id, order_number, method, pickup_on, status, created_at, receive_due, refund_due) values ('RT-4800A001', 'base', 'c-de-0002', '48000001', 'drop-off', null, 'registered', $1, $2, $3)`,
      [registered, receiveDue, refundDue],
    );
    await gateway.db.query(`insert into return_lines (return_id, line_position, quantity, reason) values ('RT-4800A001', 0, 1, 'too-big')`);
    expect((await runFulfilment(gateway.db, receiveDue, pace)).received).toEqual(['RT-4800A001']);
    expect((await runFulfilment(gateway.db, new Date(refundDue.getTime() - MINUTE), pace)).refunded).toEqual([]);
    expect((await runFulfilment(gateway.db, refundDue, pace)).refunded).toEqual(['RT-4800A001']);
    expect((await runFulfilment(gateway.db, refundDue, pace)).refunded).toEqual([]);
    const credits = await gateway.db.query<{ amount: number; booked_on: string; invoice_number: string | null }>(
      "select amount, booked_on::text as booked_on, invoice_number from bookings where return_id = 'RT-4800A001' and kind = 'credit'",
    );
    expect(credits).toHaveLength(1);
    expect(credits[0]).toMatchObject({ amount: 2500, booked_on: '2026-12-06' });
    expect(credits[0]!.invoice_number).not.toBeNull();
  });

  it("books back what the customer paid for the returned goods: the order's voucher shared out over its goods", async () => {
    const placed = new Date('2026-11-21T09:00:00Z');
    await order('48000004', 'placed', placed, shipDueOf(placed, pace), 500);
    expect((await runFulfilment(gateway.db, new Date(placed.getTime() + 61 * MINUTE), pace)).shipped).toEqual(['d-48000004-1']);
    const registered = new Date('2026-11-23T10:00:00Z');
    const { receiveDue, refundDue } = returnDues(registered, null);
    await gateway.db.query(
      `insert into returns (id, tenant, customer_id, order_number, method, pickup_on, status, created_at, receive_due, refund_due) values ('RT-4800A004', 'base', 'c-de-0002', '48000004', 'drop-off', null, 'registered', $1, $2, $3)`,
      [registered, receiveDue, refundDue],
    );
    await gateway.db.query(`insert into return_lines (return_id, line_position, quantity, reason) values ('RT-4800A004', 0, 1, 'too-big')`);
    await runFulfilment(gateway.db, receiveDue, pace);
    expect((await runFulfilment(gateway.db, refundDue, pace)).refunded).toEqual(['RT-4800A004']);
    expect(await gateway.db.query("select amount from bookings where return_id = 'RT-4800A004' and kind = 'credit'")).toEqual([{ amount: 2250 }]);
  });

  it('receives a pickup on its day; the pace comes from the environment', () => {
    const { receiveDue, refundDue } = returnDues(new Date('2026-11-23T10:00:00Z'), '2026-11-26');
    expect(receiveDue.toISOString()).toBe('2026-11-26T18:00:00.000Z');
    expect(refundDue.toISOString()).toBe('2026-12-08T18:00:00.000Z');
    expect(paceOf({})).toEqual({ shipMinutes: 60, deliverMinutes: 1440 });
    expect(paceOf({ VITRINE_SANDBOX_SHIP_MINUTES: '2', VITRINE_SANDBOX_DELIVER_MINUTES: '5' })).toEqual({ shipMinutes: 2, deliverMinutes: 5 });
    expect(paceOf({ VITRINE_SANDBOX_SHIP_MINUTES: 'soon' }).shipMinutes).toBe(60);
  });
});
