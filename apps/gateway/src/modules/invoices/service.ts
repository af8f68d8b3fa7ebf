import { addDays } from '@vitrine/calendar';
import { type InvoiceData, invoicePdf, type PaidMethod } from '@vitrine/documents';
import { createI18n, type ProductLocale } from '@vitrine/i18n';
import { localDay, orderTotals } from '@vitrine/pricing';
import type { TenantConfig } from '@vitrine/tenant-config';
import type { Database } from '../../db/database';
import { fullLoginOf, type GatewayContext } from '../../http/context';
import { badInput } from '../../http/input';
import { TENANTS } from '../../http/tenants';
import { book } from '../bookings/repository';
import { type InvoiceLineRow, type InvoiceRow, readInvoice, readInvoices } from './repository';

export interface AccountInvoiceModel {
  number: string;
  orderNumber: string;
  issuedOn: string;
  deliveredOn: string;
  currency: 'EUR' | 'CHF';
  total: number;
  dueOn: string | null;
  pdf: string;
}

const INVOICE_NUMBER = /^\d{8,12}$/;
export const INVOICES_PAGE_LIMIT = 50;

/** The shop's path of an invoice's PDF (the shop forwards it to the gateway with the customer's identity). */
export const invoicePdfPath = (number: string) => `/api/account/invoices/${number}.pdf`;

/**
 * Issues the invoice of a delivery once (a second call finds it): the parcel's lines at the order's
 * prices; the order's shipping and voucher on its first invoice; totals and VAT by
 * `orderTotals` of `@vitrine/pricing`; dated the day the parcel left, in the shop's time zone; due
 * after the tenant's `invoiceDueDays` when paid on invoice. Answers the invoice number.
 */
export async function issueInvoice(db: Pick<Database, 'query'>, deliveryId: string): Promise<string | null> {
  const [delivery] = await db.query<{
    order_number: string;
    shipped_at: Date | string;
    tenant: string;
    customer_id: string;
    currency: 'EUR' | 'CHF';
    shipping: number;
    discount: number;
    payment_method: string;
    goods: number;
    total: number;
  }>(
    `select d.order_number, d.shipped_at, o.tenant, o.customer_id, o.currency, o.shipping, o.discount, o.payment_method, o.goods, o.total
       from deliveries d join orders o on o.number = d.order_number where d.id = $1`,
    [deliveryId],
  );
  const tenant = delivery && TENANTS[delivery.tenant];
  if (!delivery || !tenant) return null;
  const [existing] = await db.query<{ number: string }>('select number from invoices where delivery_id = $1', [deliveryId]);
  if (existing) return existing.number;
  const parts = await db.query<InvoiceLineRow>(
    `select l.position, l.name as "productName", l.variant_label as "variantLabel", p.quantity, l.unit_price as "unitPrice", l.unit_price * p.quantity as "lineTotal"
       from delivery_lines p join order_lines l on l.order_number = $2 and l.position = p.line_position
      where p.delivery_id = $1 order by l.position`,
    [deliveryId, delivery.order_number],
  );
  const [{ first } = { first: true }] = await db.query<{ first: boolean }>('select not exists (select 1 from invoices where order_number = $1) as first', [delivery.order_number]);
  const goods = parts.reduce((sum, line) => sum + line.lineTotal, 0);
  const totals = orderTotals({
    lines: parts.map((line) => ({ amount: line.lineTotal })),
    shipping: first ? delivery.shipping : 0,
    discount: first ? Math.min(delivery.discount, goods) : 0,
    vatRates: tenant.order.vatRates,
  });
  const issuedOn = localDay(new Date(delivery.shipped_at), tenant.timeZone);
  const [made] = await db.query<{ number: string }>(
    `insert into invoices (number, tenant, customer_id, order_number, delivery_id, issued_on, delivered_on, currency, goods, shipping, discount, total, vat, lines, payment_method, due_on)
     values (nextval('invoice_numbers')::text, $1, $2, $3, $4, $5, $5, $6, $7, $8, $9, $10, $11::jsonb, $12::jsonb, $13, $14)
     on conflict (delivery_id) do nothing returning number`,
    [
      delivery.tenant,
      delivery.customer_id,
      delivery.order_number,
      deliveryId,
      issuedOn,
      delivery.currency,
      totals.goods,
      totals.shipping,
      totals.discount,
      totals.total,
      JSON.stringify(totals.vat),
      JSON.stringify(parts),
      delivery.payment_method,
      delivery.payment_method === 'INVOICE' ? addDays(issuedOn, tenant.order.invoiceDueDays) : null,
    ],
  );
  if (!made) return (await db.query<{ number: string }>('select number from invoices where delivery_id = $1', [deliveryId]))[0]?.number ?? null;
  // The ledger: the invoice is owed; with the order's first invoice, what the order costs beyond its
  // goods, shipping and discount (interest and surcharges of instalments, a payment pause, fees).
  const ledger = { tenant: delivery.tenant, customerId: delivery.customer_id, bookedOn: issuedOn, currency: delivery.currency, orderNumber: delivery.order_number };
  await book(db, { ...ledger, kind: 'invoice', amount: totals.total, invoiceNumber: made.number, reference: `invoice:${made.number}` });
  if (first) {
    const charges = delivery.total - (delivery.goods + delivery.shipping - delivery.discount);
    await book(db, { ...ledger, kind: 'charge', amount: charges, reference: `charges:${delivery.order_number}` });
  }
  return made.number;
}

const model = (row: InvoiceRow): AccountInvoiceModel => ({
  number: row.number,
  orderNumber: row.order_number,
  issuedOn: row.issued_on,
  deliveredOn: row.delivered_on,
  currency: row.currency,
  total: row.total,
  dueOn: row.due_on,
  pdf: invoicePdfPath(row.number),
});

/** The customer's invoices, newest first (full login: http/access.ts; null otherwise). */
export async function accountInvoices(
  context: GatewayContext,
  first: number | null | undefined,
  after: string | null | undefined,
): Promise<{ invoices: AccountInvoiceModel[]; next: string | null } | null> {
  const count = first ?? 20;
  if (!Number.isInteger(count) || count < 1 || count > INVOICES_PAGE_LIMIT) throw badInput('first', 'range', `first must be a whole number from 1 to ${INVOICES_PAGE_LIMIT}`);
  if (after != null && !INVOICE_NUMBER.test(after)) throw badInput('after', 'format', 'after must be an invoice number');
  const customer = fullLoginOf(context);
  if (!customer) return null;
  const rows = await readInvoices(context.db, customer, context.tenant.key, { first: count + 1, after: after ?? undefined });
  const page = rows.slice(0, count);
  return { invoices: page.map(model), next: rows.length > count ? page.at(-1)!.number : null };
}

const PAID_METHOD: Record<string, PaidMethod> = { CREDIT_CARD: 'creditCard', IDEAL: 'ideal', PREPAYMENT: 'prepayment', INSTALMENTS: 'instalments' };

/** The seller on the tenant's invoices. */
function sellerOf(tenant: TenantConfig): InvoiceData['seller'] {
  const { legal } = tenant.company;
  return { name: tenant.company.name, street: legal.street, postalCode: legal.postalCode, city: legal.city, country: legal.country, vatId: legal.vatId, register: legal.register };
}

/**
 * One of the customer's invoices as a PDF in the language of its order; undefined for a number
 * that is not theirs (as for one that does not exist). The caller made sure of the full login.
 */
export async function invoiceDocument(context: GatewayContext, customer: string, number: string): Promise<{ bytes: Uint8Array; filename: string } | undefined> {
  if (!INVOICE_NUMBER.test(number)) return undefined;
  const row = await readInvoice(context.db, customer, context.tenant.key, number);
  if (!row) return undefined;
  const [order] = await context.db.query<{
    locale: ProductLocale;
    address: { firstName: string; lastName: string; street: string; houseNumber: string; postalCode: string; city: string; country: string };
    customer_no: string;
  }>('select o.locale, o.address, c.customer_no from orders o join customers c on c.id = o.customer_id where o.number = $1', [row.order_number]);
  if (!order) return undefined;
  const i18n = await createI18n(order.locale);
  const { address } = order;
  const bytes = await invoicePdf(i18n, {
    seller: sellerOf(context.tenant),
    buyer: {
      name: `${address.firstName} ${address.lastName}`,
      street: `${address.street} ${address.houseNumber}`,
      postalCode: address.postalCode,
      city: address.city,
      country: address.country,
    },
    customerNumber: order.customer_no,
    number: row.number,
    orderNumber: row.order_number,
    issuedOn: row.issued_on,
    deliveredOn: row.delivered_on,
    currency: row.currency,
    format: context.tenant.priceFormat,
    lines: row.lines.map((line) => ({
      quantity: line.quantity,
      description: line.variantLabel ? `${line.productName}, ${line.variantLabel}` : line.productName,
      unitPrice: line.unitPrice,
      lineTotal: line.lineTotal,
    })),
    goods: row.goods,
    shipping: row.shipping,
    discount: row.discount,
    total: row.total,
    vat: row.vat,
    payment: row.due_on ? { kind: 'due', dueOn: row.due_on } : { kind: 'paid', method: PAID_METHOD[row.payment_method] ?? 'creditCard' },
  });
  return { bytes, filename: `${row.number}.pdf` };
}
