import { instalmentSchedule } from '@vitrine/instalment-math';
import { localDay } from '@vitrine/pricing';
import { fullLoginOf, type GatewayContext } from '../../http/context';
import { badInput } from '../../http/input';
import { prepaymentDates } from '@vitrine/calendar';
import { type LedgerEntry, ledger, type Maturity, maturities, openTotal } from './model';
import { readBookings, readInvoicesDue, readPlanOrders, readPrepaymentsDue } from './repository';

export interface AccountBookingsModel {
  currency: 'EUR' | 'CHF';
  /** What the customer owes after every booking (negative: a credit in their favour). */
  balance: number;
  /** The newest `first` bookings, newest first, each with the balance after it. */
  entries: (Omit<LedgerEntry, 'id' | 'kind'> & { id: string; kind: 'INVOICE' | 'CHARGE' | 'PAYMENT' | 'CREDIT' })[];
  /** How many bookings there are in all. */
  count: number;
}

export interface OpenPaymentsModel {
  currency: 'EUR' | 'CHF';
  /** What is still to pay in all. */
  open: number;
  /** Ordered by due day: open and overdue invoices and prepayments, and every instalment of a plan (paid ones too). */
  payments: Maturity[];
}

/** The most bookings one answer holds. */
export const BOOKINGS_LIMIT = 200;

/** The customer's ledger (full login: http/access.ts; null otherwise). */
export async function accountBookings(context: GatewayContext, first: number | null | undefined): Promise<AccountBookingsModel | null> {
  const count = first ?? 50;
  if (!Number.isInteger(count) || count < 1 || count > BOOKINGS_LIMIT) throw badInput('first', 'range', `first must be a whole number from 1 to ${BOOKINGS_LIMIT}`);
  const customer = fullLoginOf(context);
  if (!customer) return null;
  const { entries, balance } = ledger(await readBookings(context.db, customer, context.tenant.key));
  return {
    currency: context.tenant.currency,
    balance,
    count: entries.length,
    entries: entries
      .slice(-count)
      .reverse()
      .map((entry) => ({ ...entry, id: String(entry.id), kind: entry.kind.toUpperCase() as AccountBookingsModel['entries'][number]['kind'] })),
  };
}

/** What the customer still pays, and when (full login; null otherwise). */
export async function accountOpenPayments(context: GatewayContext): Promise<OpenPaymentsModel | null> {
  const customer = fullLoginOf(context);
  if (!customer) return null;
  const { db, tenant } = context;
  const [bookings, invoices, planOrders, prepayments] = await Promise.all([
    readBookings(db, customer, tenant.key),
    readInvoicesDue(db, customer, tenant.key),
    readPlanOrders(db, customer, tenant.key),
    readPrepaymentsDue(db, customer, tenant.key),
  ]);
  const day = (at: Date | string) => localDay(new Date(at), tenant.timeZone);
  const list = maturities(
    {
      invoices,
      plans: planOrders.map((order) => ({
        orderNumber: order.orderNumber,
        schedule: instalmentSchedule(order.plan, day(order.createdAt), order.paymentPause ? tenant.order.paymentPause.months : 0),
      })),
      prepayments: prepayments.map((p) => ({ orderNumber: p.orderNumber, total: p.total, payBy: p.payBy ?? prepaymentDates(day(p.createdAt), tenant.order.prepayment).payBy })),
    },
    bookings,
    day(context.clock.now()),
  );
  return { currency: tenant.currency, open: openTotal(list), payments: list };
}
