import { instalmentSchedule } from '@vitrine/instalment-math';
import { localDay } from '@vitrine/pricing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedOrderHistory } from '../src/modules/orders/history';
import { graphql, startTestGateway, type TestGateway, testSession } from './harness';

// The ledger and the open payments (issue 27): what the gateway books where it happens (an invoice
// issued, a payment authorised, a return booked back), for the customer alone.
let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startTestGateway({ products: 20 });
  await seedOrderHistory(gateway.db, new Date());
});
afterAll(() => gateway.close());

const BOOKINGS = `query($first: Int) { accountBookings(first: $first) { currency balance count entries { id bookedOn kind amount balance orderNumber invoiceNumber returnId } } }`;
const OPEN = `query { accountOpenPayments { currency open payments { kind orderNumber invoiceNumber instalment { number count } due amount open state } } }`;

const as = async (customer: string, tenant = 'base', type = 2) => {
  const { token } = await testSession(gateway.db, { customer, tenant, type });
  return (query: string, variables: Record<string, unknown> = {}) =>
    graphql(gateway.base, query, variables, { headers: { 'x-vitrine-tenant': tenant, authorization: `Bearer ${token}` } }).then((answer) => answer.body);
};

describe('bookings', () => {
  it('books the history’s invoices, charges, payments and the return’s credit; each balance is the one before plus or minus the booking', async () => {
    const anna = await as('c-de-0001');
    const answer = await anna(BOOKINGS, { first: 200 });
    expect(answer.errors).toBeUndefined();
    const { currency, balance, count, entries } = answer.data!.accountBookings;
    expect(currency).toBe('EUR');
    expect(entries).toHaveLength(count);
    const invoices = await gateway.db.query<{ number: string; total: number }>(`select number, total from invoices where customer_id = 'c-de-0001' order by number`);
    const booked = entries.filter((e: { kind: string }) => e.kind === 'INVOICE');
    expect(booked.map((e: { invoiceNumber: string; amount: number }) => [e.invoiceNumber, e.amount]).sort()).toEqual(invoices.map((i) => [i.number, i.total]).sort());
    // Newest first: walking from the oldest, each balance is the previous one plus a debit or minus a credit.
    let running = 0;
    for (const entry of [...entries].reverse()) {
      running += entry.kind === 'INVOICE' || entry.kind === 'CHARGE' ? entry.amount : -entry.amount;
      expect(entry.balance).toBe(running);
    }
    expect(balance).toBe(running);
    // The partly returned order: the piece booked back against its invoice, the rest paid by transfer.
    const credit = entries.find((e: { kind: string }) => e.kind === 'CREDIT');
    expect(credit).toMatchObject({ orderNumber: '39000105', returnId: 'RT-39000105' });
    const [returned] = await gateway.db.query<{ status: string }>(`select status from returns where id = 'RT-39000105'`);
    expect(returned!.status).toBe('refunded');
    // The instalment order: interest charged with its invoice (base has interest), the instalments due so far debited.
    const charge = entries.find((e: { kind: string; orderNumber: string }) => e.kind === 'CHARGE' && e.orderNumber === '39000104');
    const [order] = await gateway.db.query<{ total: number; goods: number; shipping: number }>(`select total, goods, shipping from orders where number = '39000104'`);
    expect(charge.amount).toBe(order!.total - order!.goods - order!.shipping);
    // A second run books nothing twice.
    await seedOrderHistory(gateway.db, new Date());
    expect((await anna(BOOKINGS, { first: 200 })).data!.accountBookings.count).toBe(count);
    // The newest `first`, with the balance over all of them.
    const two = (await anna(BOOKINGS, { first: 2 })).data!.accountBookings;
    expect(two).toMatchObject({ balance, count, entries: entries.slice(0, 2) });
  });

  it('lists what is open: the partly shipped order’s invoice, every instalment of the plan (those due so far paid); the sum is the balance', async () => {
    const anna = await as('c-de-0001');
    const { open, payments } = (await anna(OPEN)).data!.accountOpenPayments;
    const { balance } = (await anna(BOOKINGS)).data!.accountBookings;
    expect(open).toBe(balance);
    const invoice = payments.filter((p: { kind: string }) => p.kind === 'INVOICE');
    expect(invoice).toEqual([expect.objectContaining({ orderNumber: '39000102', state: 'OPEN' })]);
    expect(invoice[0].open).toBe(invoice[0].amount);
    const instalments = payments.filter((p: { kind: string }) => p.kind === 'INSTALMENT');
    const [order] = await gateway.db.query<{ created_at: Date; instalment_plan: { count: number; firstInstalment: number; monthlyInstalment: number; lastInstalment: number } }>(
      `select created_at, instalment_plan from orders where number = '39000104'`,
    );
    const schedule = instalmentSchedule(order!.instalment_plan, localDay(order!.created_at, 'Europe/Berlin'));
    expect(
      instalments.map((p: { due: string; amount: number; instalment: { number: number; count: number } }) => [p.due, p.amount, p.instalment.number, p.instalment.count]),
    ).toEqual(schedule.map((s) => [s.due, s.amount, s.number, 6]));
    const today = localDay(new Date(), 'Europe/Berlin');
    for (const p of instalments) expect(p.state).toBe(p.due <= today ? 'PAID' : 'OPEN');
    expect(instalments.filter((p: { state: string }) => p.state === 'PAID').length).toBeGreaterThanOrEqual(2);
  });

  it('answers a soft login, a guest and another shop’s customer nothing', async () => {
    for (const call of [await as('c-de-0001', 'base', 1), await as('c-ch-0001', 'base')]) {
      const bookings = await call(BOOKINGS);
      const open = await call(OPEN);
      if (bookings.data?.accountBookings) {
        // A customer of another shop signed for this one has no bookings here.
        expect(bookings.data.accountBookings).toMatchObject({ count: 0, balance: 0, entries: [] });
        expect(open.data!.accountOpenPayments).toMatchObject({ open: 0, payments: [] });
      } else {
        expect(bookings.data?.accountBookings ?? null).toBeNull();
        expect(open.data?.accountOpenPayments ?? null).toBeNull();
      }
    }
    const guest = await graphql(gateway.base, BOOKINGS, {}, { headers: { 'x-vitrine-tenant': 'base' } });
    expect(guest.body.data?.accountBookings ?? null).toBeNull();
    const wrong = await (await as('c-de-0001'))(BOOKINGS, { first: 201 });
    expect(wrong.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
