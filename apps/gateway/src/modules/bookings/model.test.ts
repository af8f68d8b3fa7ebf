import fc from 'fast-check';
import { calculateInstalments, instalmentSchedule } from '@vitrine/instalment-math';
import { describe, expect, it } from 'vitest';
import { type Booking, type InvoiceDue, ledger, maturities, openTotal, type PlanDue, signedAmount } from './model';

const DAY0 = Date.UTC(2026, 0, 1);
const dayOf = (offset: number) => new Date(DAY0 + offset * 86_400_000).toISOString().slice(0, 10);

/** Splits `total` into `parts` positive amounts (fewer when the total is smaller). */
const split = (total: number, cuts: number[]): number[] => {
  const points = [...new Set(cuts.map((c) => 1 + (c % Math.max(1, total - 1))).filter((c) => c < total))].sort((a, b) => a - b);
  const amounts: number[] = [];
  let last = 0;
  for (const p of [...points, total]) {
    amounts.push(p - last);
    last = p;
  }
  return amounts.filter((a) => a > 0);
};

/**
 * A generated customer history as the gateway writes it: orders paid on invoice (each invoiced in
 * one or more parcels, paid and credited in part or in full, never more than invoiced) and orders
 * paid in instalments (invoiced, their charges booked, some instalments paid by direct debit).
 */
const history = fc
  .record({
    invoiceOrders: fc.array(
      fc.record({
        invoices: fc.array(
          fc.record({
            total: fc.integer({ min: 1, max: 500_000 }),
            day: fc.integer({ min: 0, max: 300 }),
            paidShare: fc.double({ min: 0, max: 1, noNaN: true }),
            credited: fc.double({ min: 0, max: 1, noNaN: true }),
          }),
          { minLength: 1, maxLength: 3 },
        ),
        /** Of what is still open, the share paid for the order as a whole (a payment link). */
        linkShare: fc.double({ min: 0, max: 1, noNaN: true }),
      }),
      { maxLength: 4 },
    ),
    planOrders: fc.array(
      fc.record({
        basePrice: fc.integer({ min: 1_000, max: 500_000 }),
        count: fc.integer({ min: 2, max: 24 }),
        interest: fc.double({ min: 0, max: 0.02, noNaN: true }),
        day: fc.integer({ min: 0, max: 300 }),
        cuts: fc.array(fc.integer({ min: 1, max: 1_000_000 }), { maxLength: 3 }),
        paid: fc.double({ min: 0, max: 1, noNaN: true }),
      }),
      { maxLength: 3 },
    ),
    today: fc.integer({ min: 0, max: 800 }),
  })
  .map(({ invoiceOrders, planOrders, today }) => {
    const bookings: Booking[] = [];
    const invoices: InvoiceDue[] = [];
    const plans: PlanDue[] = [];
    let id = 0;
    let invoiceNo = 70_000_000;
    const book = (b: Omit<Booking, 'id'>) => bookings.push({ ...b, id: ++id });
    for (const [o, order] of invoiceOrders.entries()) {
      const orderNumber = String(40_000_000 + o);
      let left = 0;
      for (const inv of order.invoices) {
        const number = String(++invoiceNo);
        invoices.push({ number, orderNumber, dueOn: dayOf(inv.day + 14), total: inv.total });
        book({ bookedOn: dayOf(inv.day), kind: 'invoice', amount: inv.total, orderNumber, invoiceNumber: number, returnId: null });
        const credit = Math.floor(inv.total * inv.credited);
        if (credit > 0) book({ bookedOn: dayOf(inv.day + 5), kind: 'credit', amount: credit, orderNumber, invoiceNumber: number, returnId: `R-${number}` });
        const payment = Math.floor((inv.total - credit) * inv.paidShare);
        if (payment > 0) book({ bookedOn: dayOf(inv.day + 10), kind: 'payment', amount: payment, orderNumber, invoiceNumber: number, returnId: null });
        left += inv.total - credit - payment;
      }
      const link = Math.floor(left * order.linkShare);
      if (link > 0) book({ bookedOn: dayOf(320), kind: 'payment', amount: link, orderNumber, invoiceNumber: null, returnId: null });
    }
    for (const [o, order] of planOrders.entries()) {
      const orderNumber = String(41_000_000 + o);
      const plan = calculateInstalments({ basePrice: order.basePrice, count: order.count, monthlyInterestFactor: order.interest });
      const schedule = instalmentSchedule(plan, dayOf(order.day));
      plans.push({ orderNumber, schedule });
      // The goods in one or more invoices; the plan's charges with the first.
      for (const amount of split(order.basePrice, order.cuts)) {
        const number = String(++invoiceNo);
        book({ bookedOn: dayOf(order.day + 2), kind: 'invoice', amount, orderNumber, invoiceNumber: number, returnId: null });
      }
      if (plan.surcharge > 0) book({ bookedOn: dayOf(order.day + 2), kind: 'charge', amount: plan.surcharge, orderNumber, invoiceNumber: null, returnId: null });
      const paidCount = Math.floor(order.paid * schedule.length);
      for (const instalment of schedule.slice(0, paidCount)) {
        book({ bookedOn: instalment.due, kind: 'payment', amount: instalment.amount, orderNumber, invoiceNumber: null, returnId: null });
      }
    }
    // Written in any order: the ledger sorts by day.
    return { bookings: bookings.reverse(), invoices, plans, today: dayOf(today) };
  });

describe('bookings: the ledger and what is open', () => {
  it('each entry’s balance is the sum of everything booked up to it, in the order of the days', () => {
    fc.assert(
      fc.property(history, ({ bookings }) => {
        const { entries, balance } = ledger(bookings);
        expect(entries).toHaveLength(bookings.length);
        let running = 0;
        for (const [i, entry] of entries.entries()) {
          if (i > 0) expect(entry.bookedOn >= entries[i - 1]!.bookedOn).toBe(true);
          running += signedAmount(entry);
          expect(entry.balance).toBe(running);
        }
        expect(balance).toBe(running);
      }),
    );
  });

  it('the running balance ends at invoices and charges minus payments and credits, and that is what the open payments add up to', () => {
    fc.assert(
      fc.property(history, ({ bookings, invoices, plans, today }) => {
        const sum = (kind: Booking['kind']) => bookings.filter((b) => b.kind === kind).reduce((s, b) => s + b.amount, 0);
        const { balance } = ledger(bookings);
        expect(balance).toBe(sum('invoice') + sum('charge') - sum('payment') - sum('credit'));
        const open = maturities({ invoices, plans, prepayments: [] }, bookings, today);
        expect(openTotal(open)).toBe(balance);
        // Every instalment is listed once, with its state; a paid one has nothing open.
        for (const plan of plans) expect(open.filter((m) => m.orderNumber === plan.orderNumber)).toHaveLength(plan.schedule.length);
        for (const m of open) {
          expect(m.open).toBeGreaterThanOrEqual(0);
          expect(m.open).toBeLessThanOrEqual(m.amount);
          expect(m.state).toBe(m.open === 0 ? 'PAID' : m.due < today ? 'OVERDUE' : 'OPEN');
        }
      }),
    );
  });

  it('pays an instalment plan’s instalments in order, and lists a prepayment until it is paid', () => {
    const schedule = instalmentSchedule({ count: 3, firstInstalment: 3_400, monthlyInstalment: 3_300, lastInstalment: 3_300 }, '2026-01-31');
    expect(schedule.map((s) => s.due)).toEqual(['2026-02-28', '2026-03-31', '2026-04-30']);
    const payment = (amount: number, orderNumber: string): Booking => ({
      id: amount,
      bookedOn: '2026-03-01',
      kind: 'payment',
      amount,
      orderNumber,
      invoiceNumber: null,
      returnId: null,
    });
    const list = maturities(
      { invoices: [], plans: [{ orderNumber: '40000001', schedule }], prepayments: [{ orderNumber: '40000002', payBy: '2026-03-10', total: 5_000 }] },
      [payment(4_000, '40000001')],
      '2026-04-01',
    );
    expect(list.map((m) => [m.kind, m.due, m.open, m.state])).toEqual([
      ['INSTALMENT', '2026-02-28', 0, 'PAID'],
      ['PREPAYMENT', '2026-03-10', 5_000, 'OVERDUE'],
      ['INSTALMENT', '2026-03-31', 2_700, 'OVERDUE'],
      ['INSTALMENT', '2026-04-30', 3_300, 'OPEN'],
    ]);
    expect(
      maturities({ invoices: [], plans: [], prepayments: [{ orderNumber: '40000002', payBy: '2026-03-10', total: 5_000 }] }, [payment(5_000, '40000002')], '2026-04-01'),
    ).toEqual([]);
  });
});
