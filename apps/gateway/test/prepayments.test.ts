import { baseTenant } from '@vitrine/tenant-base';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql, startTestGateway, type TestGateway, testSession as anySession } from './harness';

// Unpaid prepayment orders end on the gateway's clock: the test moves the clock, it never waits.
let now = new Date('2026-11-23T09:00:00Z'); // Monday, 10:00 in Berlin
const clock = { now: () => now };
let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startTestGateway({ products: 60, clock });
});
afterAll(() => gateway.close());

const session = (customer: string) => anySession(gateway.db, { iat: Math.floor(clock.now().getTime() / 1000), customer });
const gql = (query: string, variables: Record<string, unknown>, token: string) =>
  graphql(gateway.base, query, variables, { headers: { 'x-vitrine-tenant': 'base', 'x-vitrine-visitor': 'prepayment-visitor-01', authorization: `Bearer ${token}` } });

const PLACE = `mutation($attempt: ID!, $total: Int!, $locale: String!) { placeOrder(attempt: $attempt, expectedTotal: $total, locale: $locale) {
  __typename ... on Order { number status payLink prepayment { amount bankTransferReference payBy } } ... on OrderRefused { reason } } }`;
const ORDER = `query($n: ID!) { order(number: $n, locale: "de-DE") { status prepayment { payBy } payLink } }`;

const stock = async (sku: string) => (await gateway.db.query<{ stock: number }>('select stock from variants where sku = $1', [sku]))[0]!.stock;
const mails = async (to: string) =>
  (
    (await (await fetch(`${gateway.opsBase}/outbox?to=${encodeURIComponent(to)}`, { headers: { accept: 'application/json' } })).json()) as {
      mails: { kind: string; subject: string; text: string }[];
    }
  ).mails;

/** Anna orders one piece by prepayment, with the discount code (unless told not to); answers the order and the variant. */
async function prepaymentOrder(attempt: string, { voucher: withVoucher = true } = {}) {
  const { token } = await session('c-de-0001');
  await gateway.db.query(`delete from basket_lines where owner = 'customer:c-de-0001'`);
  await gateway.db.query(`delete from checkouts where customer_id = 'c-de-0001'`);
  const [variant] = await gateway.db.query<{ sku: string }>(
    `select v.sku from variants v join products p on p.sku = v.product_sku join prices r on r.product_sku = p.sku and r.currency = 'EUR'
     where v.stock >= 3 and p.category_key like 'mode-%' and r.original_amount is null order by v.sku limit 1`,
  );
  await gql(`mutation($sku: ID!) { addToBasket(variantSku: $sku) { __typename } }`, { sku: variant!.sku }, token);
  await gql(`mutation($input: DeliveryInput!) { setDelivery(input: $input) { __typename } }`, { input: { locale: 'de-DE', addressId: 'a-de-0001', option: 'STANDARD' } }, token);
  await gql(`mutation($input: PaymentInput!) { setPayment(input: $input) { __typename } }`, { input: { locale: 'de-DE', method: 'PREPAYMENT' } }, token);
  if (withVoucher) {
    const voucher = (await gql(`mutation { applyVoucher(code: "HERBST10", locale: "de-DE") { __typename } }`, {}, token)).body.data!.applyVoucher;
    expect(voucher.__typename).toBe('Checkout');
  }
  const { checkout } = (await gql(`query { checkout(locale: "de-DE") { totals { total } } }`, {}, token)).body.data!;
  const order = (await gql(PLACE, { attempt, total: checkout.totals.total, locale: 'de-DE' }, token)).body.data!.placeOrder;
  expect(order.status).toBe('AWAITING_PAYMENT');
  return { order, sku: variant!.sku };
}

describe('unpaid prepayment orders', () => {
  it('are reminded once on their day and cancelled after their pay-by day: stock back, voucher free again, payment link ended, a mail each', async () => {
    const { remindAfterDays, cancelAfterDays } = baseTenant.order.prepayment;
    expect([remindAfterDays, cancelAfterDays]).toEqual([7, 14]);
    const { order, sku } = await prepaymentOrder('attempt-prepay-0001');
    // The order took one piece; cancelled, it gives it back.
    const before = (await stock(sku)) + 1;
    // Ordered on 23 November: pay by 7 December; the confirmation and its mail say so.
    expect(order.prepayment).toMatchObject({ bankTransferReference: `VITRINE ${order.number}`, payBy: '2026-12-07' });
    expect(order.payLink).toMatch(/paylink/);
    const confirmation = (await mails('anna.schmidt@example.de')).find((m) => m.kind === 'order-confirmation' && m.subject.includes(order.number))!;
    expect(confirmation.text).toContain('Bitte zahlen Sie bis Montag, 7. Dezember 2026: Ist Ihre Zahlung bis dahin nicht eingegangen, stornieren wir die Bestellung.');

    // Six days later: nothing yet.
    now = new Date('2026-11-29T20:00:00Z');
    expect(await gateway.endPrepayments()).toEqual({ reminded: [], cancelled: [] });
    // On the seventh day (30 November, Berlin): the reminder, once.
    now = new Date('2026-11-30T07:00:00Z');
    expect(await gateway.endPrepayments()).toEqual({ reminded: [order.number], cancelled: [] });
    expect(await gateway.endPrepayments()).toEqual({ reminded: [], cancelled: [] });
    const reminders = (await mails('anna.schmidt@example.de')).filter((m) => m.kind === 'prepayment-reminder');
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.subject).toBe(`Erinnerung: Ihre Zahlung für Bestellung ${order.number}`);
    expect(reminders[0]!.text).toContain(`mit dem Verwendungszweck „VITRINE ${order.number}“ bis Montag, 7. Dezember 2026`);
    expect(reminders[0]!.text).toContain('/paylink');

    // The pay-by day itself, 23:30 in Berlin: still open.
    now = new Date('2026-12-07T22:30:00Z');
    expect((await gateway.endPrepayments()).cancelled).toEqual([]);
    // The day after: cancelled, its stock back, the voucher free again, the payment link ended.
    now = new Date('2026-12-07T23:30:00Z');
    expect(await gateway.endPrepayments()).toEqual({ reminded: [], cancelled: [order.number] });
    expect(await gateway.endPrepayments()).toEqual({ reminded: [], cancelled: [] });
    expect(await stock(sku)).toBe(before);
    expect(await gateway.db.query('select 1 from voucher_redemptions where order_number = $1', [order.number])).toEqual([]);
    expect((await gateway.db.query<{ status: string }>('select status from paylinks where order_number = $1', [order.number]))[0]!.status).toBe('cancelled');
    const { token: fresh } = await session('c-de-0001');
    expect((await gql(ORDER, { n: order.number }, fresh)).body.data!.order).toMatchObject({ status: 'CANCELLED', payLink: null });
    const cancelled = (await mails('anna.schmidt@example.de')).filter((m) => m.kind === 'order-cancelled');
    expect(cancelled).toHaveLength(1);
    expect(cancelled[0]!.text).toContain(`Ihre Zahlung für die Bestellung ${order.number} ist bis Montag, 7. Dezember 2026 nicht bei uns eingegangen.`);
    expect(cancelled[0]!.text).toContain('Den Gutschein der Bestellung können Sie wieder einlösen.');
  });

  it('leaves an order paid meanwhile (by its payment link) alone', async () => {
    now = new Date('2026-12-10T09:00:00Z');
    const { order } = await prepaymentOrder('attempt-prepay-0002');
    await gateway.db.query(`update orders set status = 'paid' where number = $1`, [order.number]);
    now = new Date('2027-01-10T09:00:00Z');
    expect(await gateway.endPrepayments()).toEqual({ reminded: [], cancelled: [] });
    expect((await gateway.db.query<{ status: string }>('select status from orders where number = $1', [order.number]))[0]!.status).toBe('paid');
  });

  it('the operator runs the job for one order as of a later time (VITRINE_SANDBOX_JOBS=1, the operator listener only): other orders are left to the timer', async () => {
    now = new Date('2027-02-01T09:00:00Z');
    const run = (body: unknown, listener = gateway.opsBase) =>
      fetch(`${listener}/ops/jobs/prepayments`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const { order: first } = await prepaymentOrder('attempt-prepay-0003', { voucher: false });
    const { order: second, sku } = await prepaymentOrder('attempt-prepay-0004', { voucher: false });
    const later = { at: '2027-02-16T09:00:00Z', order: second.number };
    // Not switched on: the path does not exist.
    expect((await run(later)).status).toBe(404);
    process.env.VITRINE_SANDBOX_JOBS = '1';
    try {
      // The shops' listener does not know it: only the operator listener's.
      expect((await run(later, gateway.base)).status).toBe(404);
      // Bad input, and time that would move backwards or too far, are refused; nothing changes.
      for (const body of [
        {},
        { at: 'tomorrow', order: second.number },
        { at: later.at, order: "1' or 1=1" },
        { at: '2027-01-01T00:00:00Z', order: second.number },
        { at: '2029-01-01T00:00:00Z', order: second.number },
      ]) {
        expect((await run(body)).status).toBe(400);
      }
      const stockBefore = await stock(sku);
      const answer = await run(later);
      expect(answer.status).toBe(200);
      expect(await answer.json()).toEqual({ reminded: [], cancelled: [second.number] });
      expect(await stock(sku)).toBe(stockBefore + 1);
      // The gateway's own clock did not move: the other order waits for its day.
      expect(await gateway.endPrepayments()).toEqual({ reminded: [], cancelled: [] });
      const status = async (n: string) => (await gateway.db.query<{ status: string }>('select status from orders where number = $1', [n]))[0]!.status;
      expect([await status(first.number), await status(second.number)]).toEqual(['awaiting-payment', 'cancelled']);
    } finally {
      delete process.env.VITRINE_SANDBOX_JOBS;
    }
  });
});
