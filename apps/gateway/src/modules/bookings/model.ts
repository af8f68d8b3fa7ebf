import type { ScheduledInstalment } from '@vitrine/instalment-math';

/**
 * The customer's ledger and what is still to pay, as pure functions of what the gateway stored
 * (bookings, invoices, instalment plans, prepayments): one rule for the account's bookings, its
 * open payments, the payment dates and the overview.
 *
 * A booking debits the customer (an invoice; a charge: the interest, surcharges and fees of an order
 * beyond its goods, booked with its first invoice) or credits them (a payment; a credit: a return
 * booked back). The balance is what the customer owes: debits minus credits.
 */
export type BookingKind = 'invoice' | 'charge' | 'payment' | 'credit';

export interface Booking {
  id: number;
  /** YYYY-MM-DD. */
  bookedOn: string;
  kind: BookingKind;
  /** Minor units, > 0. */
  amount: number;
  orderNumber: string | null;
  invoiceNumber: string | null;
  returnId: string | null;
}

export interface LedgerEntry extends Booking {
  /** The balance after this booking: what the customer owes (negative: a credit in their favour). */
  balance: number;
}

const DEBITS: ReadonlySet<BookingKind> = new Set(['invoice', 'charge']);

/** A booking's effect on the balance: debits raise it, payments and credits lower it. */
export const signedAmount = (booking: Pick<Booking, 'kind' | 'amount'>): number => (DEBITS.has(booking.kind) ? booking.amount : -booking.amount);

/** The bookings in the order they happened (day, then the order they were written), each with the balance after it. */
export function ledger(bookings: readonly Booking[]): { entries: LedgerEntry[]; balance: number } {
  const sorted = [...bookings].sort((a, b) => (a.bookedOn === b.bookedOn ? a.id - b.id : a.bookedOn < b.bookedOn ? -1 : 1));
  let balance = 0;
  const entries = sorted.map((booking) => {
    balance += signedAmount(booking);
    return { ...booking, balance };
  });
  return { entries, balance };
}

/** An invoice paid by transfer: due on its day. */
export interface InvoiceDue {
  number: string;
  orderNumber: string;
  dueOn: string;
  total: number;
}

/** An order paid in instalments: its schedule from @vitrine/instalment-math. */
export interface PlanDue {
  orderNumber: string;
  schedule: readonly ScheduledInstalment[];
}

/** A prepayment order not paid yet: its total by its pay-by day. */
export interface PrepaymentDue {
  orderNumber: string;
  payBy: string;
  total: number;
}

export type MaturityKind = 'INVOICE' | 'INSTALMENT' | 'PREPAYMENT';
export type MaturityState = 'PAID' | 'OPEN' | 'OVERDUE';

export interface Maturity {
  kind: MaturityKind;
  orderNumber: string;
  /** The invoice's number (INVOICE only). */
  invoiceNumber: string | null;
  /** The instalment's number and the plan's count (INSTALMENT only). */
  instalment: { number: number; count: number } | null;
  /** YYYY-MM-DD. */
  due: string;
  amount: number;
  /** What of `amount` is still to pay. */
  open: number;
  state: MaturityState;
}

const stateOf = (open: number, due: string, today: string): MaturityState => (open === 0 ? 'PAID' : due < today ? 'OVERDUE' : 'OPEN');

/**
 * What the customer still pays, and when, by the bookings:
 * - an invoice paid by transfer is reduced by the payments and credits booked against it, then by
 *   what was paid for its order as a whole (a payment link), invoices by due day;
 * - an instalment plan's payments and credits (booked against its order) pay its instalments in
 *   order; every instalment is listed, paid or open;
 * - a prepayment order not yet paid is due in full by its pay-by day.
 * Paid invoices and prepayments are left out; the list is ordered by due day.
 */
export function maturities(
  due: { invoices: readonly InvoiceDue[]; plans: readonly PlanDue[]; prepayments: readonly PrepaymentDue[] },
  bookings: readonly Booking[],
  today: string,
): Maturity[] {
  const byInvoice = new Map<string, number>();
  // What was paid or credited for an order as a whole (a card, a payment link, a direct debit).
  const pool = new Map<string, number>();
  for (const b of bookings) {
    if (b.kind !== 'payment' && b.kind !== 'credit') continue;
    if (b.invoiceNumber) byInvoice.set(b.invoiceNumber, (byInvoice.get(b.invoiceNumber) ?? 0) + b.amount);
    else if (b.orderNumber) pool.set(b.orderNumber, (pool.get(b.orderNumber) ?? 0) + b.amount);
  }
  const take = (order: string, wanted: number) => {
    const taken = Math.min(wanted, pool.get(order) ?? 0);
    pool.set(order, (pool.get(order) ?? 0) - taken);
    return taken;
  };
  const list: Maturity[] = [];
  // Invoices by due day: what was booked against each, then what was paid for its order as a whole.
  for (const invoice of [...due.invoices].sort((a, b) => (a.dueOn === b.dueOn ? a.number.localeCompare(b.number) : a.dueOn < b.dueOn ? -1 : 1))) {
    let open = Math.max(0, invoice.total - (byInvoice.get(invoice.number) ?? 0));
    open -= take(invoice.orderNumber, open);
    if (open === 0) continue;
    list.push({
      kind: 'INVOICE',
      orderNumber: invoice.orderNumber,
      invoiceNumber: invoice.number,
      instalment: null,
      due: invoice.dueOn,
      amount: invoice.total,
      open,
      state: stateOf(open, invoice.dueOn, today),
    });
  }
  for (const plan of due.plans) {
    for (const instalment of plan.schedule) {
      const open = instalment.amount - take(plan.orderNumber, instalment.amount);
      list.push({
        kind: 'INSTALMENT',
        orderNumber: plan.orderNumber,
        invoiceNumber: null,
        instalment: { number: instalment.number, count: plan.schedule.length },
        due: instalment.due,
        amount: instalment.amount,
        open,
        state: stateOf(open, instalment.due, today),
      });
    }
  }
  for (const prepayment of due.prepayments) {
    const open = prepayment.total - take(prepayment.orderNumber, prepayment.total);
    if (open === 0) continue;
    list.push({
      kind: 'PREPAYMENT',
      orderNumber: prepayment.orderNumber,
      invoiceNumber: null,
      instalment: null,
      due: prepayment.payBy,
      amount: prepayment.total,
      open,
      state: stateOf(open, prepayment.payBy, today),
    });
  }
  return list.sort((a, b) => (a.due === b.due ? a.orderNumber.localeCompare(b.orderNumber) : a.due < b.due ? -1 : 1));
}

/** What is open in all: the sum of the open amounts. */
export const openTotal = (list: readonly Maturity[]): number => list.reduce((sum, m) => sum + m.open, 0);
