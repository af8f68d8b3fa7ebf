import { maskIban } from '@vitrine/form-rules';
import type { GatewayContext } from '../../http/context';
import { customerOwner } from '../../http/input';

/** The version of the export's shape: a later change of shape says so. */
export const EXPORT_FORMAT = 'vitrine.customer-data/1';

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : value);
/** Rows with dates as ISO 8601 text, keys as the database names them (snake case, stable). */
const plain = (rows: Record<string, unknown>[]) => rows.map((row) => Object.fromEntries(Object.entries(row).map(([key, value]) => [key, iso(value)])));

/**
 * Everything the shop stores about one customer, as one JSON document (GDPR articles 15 and 20:
 * access and portability): the account, address book, orders with their lines, deliveries, returns,
 * invoices, bookings, payments, vouchers, wishlist, basket, search history, reviews written while
 * logged in, sessions (when and until when, never a token), pending e-mail changes, the PAYBACK cards
 * and the credit bureau's answer. Neither the password hash nor a link's token is included, and the
 * IBAN only masked, as everywhere the gateway answers (a stolen session must not take it away).
 */
export async function customerDataExport(context: GatewayContext, customerId: string): Promise<Record<string, unknown> | null> {
  const db = context.db;
  const [account] = await db.query<Record<string, unknown>>(
    `select customer_no, business_partner_no, email, first_name, last_name, date_of_birth::text as date_of_birth, phone, iban, premium_until::text as premium_until,
            default_delivery_address_id, default_billing_address_id, created_at
       from customers where id = $1 and tenant = $2 and erased_at is null`,
    [customerId, context.tenant.key],
  );
  if (!account) return null;
  if (typeof account.iban === 'string') account.iban = maskIban(account.iban);
  const owner = customerOwner(customerId);
  const byCustomer = (sql: string) => db.query<Record<string, unknown>>(sql, [customerId]).then(plain);
  const orders = await byCustomer(
    `select number, status, locale, currency, goods, shipping, payment_surcharge, discount, total, vat, address, delivery_option, parcel_shop,
            delivery_earliest::text as delivery_earliest, delivery_latest::text as delivery_latest, payment_method, payment_pause, instalment_plan, created_at,
            (select coalesce(jsonb_agg(jsonb_build_object('position', l.position, 'variant_sku', l.variant_sku, 'name', l.name, 'variant_label', l.variant_label,
                     'quantity', l.quantity, 'unit_price', l.unit_price, 'line_total', l.line_total) order by l.position), '[]') from order_lines l where l.order_number = o.number) as lines,
            (select coalesce(jsonb_agg(jsonb_build_object('id', d.id, 'carrier', d.carrier, 'tracking_number', d.tracking_number, 'status', d.status,
                     'shipped_at', d.shipped_at, 'delivered_at', d.delivered_at, 'events', d.events) order by d.shipped_at), '[]') from deliveries d where d.order_number = o.number) as deliveries
       from orders o where customer_id = $1 order by created_at`,
  );
  return {
    format: EXPORT_FORMAT,
    shop: context.tenant.key,
    generatedAt: context.clock.now().toISOString(),
    account: plain([account])[0],
    addresses: await byCustomer(
      'select id, salutation, first_name, last_name, street, house_number, postal_code, city, country, created_at from addresses where customer_id = $1 order by created_at',
    ),
    orders,
    returns: await byCustomer(
      `select r.id, r.order_number, r.method, r.pickup_on::text as pickup_on, r.status, r.created_at,
              (select coalesce(jsonb_agg(jsonb_build_object('line_position', l.line_position, 'quantity', l.quantity, 'reason', l.reason) order by l.line_position), '[]')
                 from return_lines l where l.return_id = r.id) as lines
         from returns r where r.customer_id = $1 order by r.created_at`,
    ),
    invoices: await byCustomer(
      `select number, order_number, issued_on::text as issued_on, delivered_on::text as delivered_on, currency, goods, shipping, discount, total, vat, lines,
              payment_method, due_on::text as due_on
         from invoices where customer_id = $1 order by issued_on, number`,
    ),
    bookings: await byCustomer(
      'select booked_on::text as booked_on, kind, amount, currency, order_number, invoice_number, return_id from bookings where customer_id = $1 order by booked_on, id',
    ),
    payments: await byCustomer(
      `select p.order_number, p.method, p.amount, p.currency, p.status, p.created_at
         from payments p join orders o on o.number = p.order_number where o.customer_id = $1 order by p.created_at`,
    ),
    vouchers: await byCustomer('select code, kind, value, percent, minimum_order, valid_from, valid_until, received_at from vouchers where customer_id = $1 order by valid_from'),
    wishlist: await byCustomer('select variant_sku, added_at from wishlist_items where customer_id = $1 order by added_at'),
    basket: plain(await db.query<Record<string, unknown>>('select variant_sku, quantity from basket_lines where owner = $1 order by variant_sku', [owner])),
    searchHistory: plain(await db.query<Record<string, unknown>>('select term, searched_at from search_history where owner = $1 order by searched_at', [owner])),
    reviews: plain(
      await db.query<Record<string, unknown>>(
        'select id, product_sku, stars, title, body, language, author, status, created_at from reviews where submitter = $1 order by created_at',
        [owner],
      ),
    ),
    sessions: await byCustomer('select created_at, soft_until as kept_until, revoked_at from sessions where customer_id = $1 order by created_at'),
    paybackCards: await byCustomer('select card_number, linked_on::text as linked_on, unlinked_on::text as unlinked_on from payback_links where customer_id = $1 order by id'),
    creditCheck: await byCustomer('select * from credit_profiles where customer_id = $1'),
    pendingEmailChanges: await byCustomer('select new_email, created_at, expires_at from email_changes where customer_id = $1 and used_at is null order by created_at'),
  };
}
