import type { Database } from '../../db/database';
import type { Booking, BookingKind, InvoiceDue, PrepaymentDue } from './model';

type Db = Pick<Database, 'query'>;

export interface NewBooking {
  tenant: string;
  customerId: string;
  /** YYYY-MM-DD in the shop's time zone. */
  bookedOn: string;
  kind: BookingKind;
  amount: number;
  currency: 'EUR' | 'CHF';
  orderNumber?: string | null;
  invoiceNumber?: string | null;
  returnId?: string | null;
  /** What makes the booking once: `invoice:<number>`, `payment:<id>`, `refund:<return id>`… */
  reference: string;
}

/** Books once (a second write with the same reference changes nothing); an amount of 0 books nothing. */
export async function book(db: Db, entry: NewBooking): Promise<void> {
  if (entry.amount <= 0) return;
  await db.query(
    `insert into bookings (tenant, customer_id, booked_on, kind, amount, currency, order_number, invoice_number, return_id, reference)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) on conflict (reference) do nothing`,
    [
      entry.tenant,
      entry.customerId,
      entry.bookedOn,
      entry.kind,
      entry.amount,
      entry.currency,
      entry.orderNumber ?? null,
      entry.invoiceNumber ?? null,
      entry.returnId ?? null,
      entry.reference,
    ],
  );
}

/** Every booking of the customer in the tenant. */
export function readBookings(db: Db, customer: string, tenant: string): Promise<Booking[]> {
  return db.query<Booking>(
    `select id::int as id, booked_on::text as "bookedOn", kind, amount, order_number as "orderNumber", invoice_number as "invoiceNumber", return_id as "returnId"
       from bookings where customer_id = $1 and tenant = $2 order by booked_on, id`,
    [customer, tenant],
  );
}

/** The customer's invoices paid by transfer (they have a due day). */
export function readInvoicesDue(db: Db, customer: string, tenant: string): Promise<InvoiceDue[]> {
  return db.query<InvoiceDue>(
    `select number, order_number as "orderNumber", due_on::text as "dueOn", total from invoices
      where customer_id = $1 and tenant = $2 and due_on is not null order by due_on, number`,
    [customer, tenant],
  );
}

export interface PlanOrderRow {
  orderNumber: string;
  createdAt: Date | string;
  paymentPause: boolean;
  plan: { count: number; firstInstalment: number; monthlyInstalment: number; lastInstalment: number };
}

/** The customer's orders paid in instalments that were not cancelled. */
export function readPlanOrders(db: Db, customer: string, tenant: string): Promise<PlanOrderRow[]> {
  return db.query<PlanOrderRow>(
    `select number as "orderNumber", created_at as "createdAt", payment_pause as "paymentPause", instalment_plan as plan from orders
      where customer_id = $1 and tenant = $2 and payment_method = 'INSTALMENTS' and instalment_plan is not null and status <> 'cancelled'
      order by created_at`,
    [customer, tenant],
  );
}

/** The customer's prepayment orders still awaiting their transfer. */
export function readPrepaymentsDue(db: Db, customer: string, tenant: string): Promise<(Omit<PrepaymentDue, 'payBy'> & { payBy: string | null; createdAt: Date | string })[]> {
  return db.query(
    `select number as "orderNumber", pay_by::text as "payBy", total, created_at as "createdAt" from orders
      where customer_id = $1 and tenant = $2 and payment_method = 'PREPAYMENT' and status = 'awaiting-payment' order by created_at`,
    [customer, tenant],
  );
}
