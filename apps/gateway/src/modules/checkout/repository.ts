import type { Occupation } from '@vitrine/instalment-math';
import type { DeliveryOptionKey } from '@vitrine/pricing';
import type { Database } from '../../db/database';
import type { GatewayContext } from '../../http/context';
import { findParcelShops } from '../parcel-shops/service';
import type { ParcelShopModel, PaymentMethodKey } from './model';

// The checkout's rows: what the customer chose (one `checkouts` row), their address book, their
// membership; read and written here, reshaped by ./model.

export type Choice =
  | 'address_id'
  | 'delivery_option'
  | 'parcel_shop_id'
  | 'payment_method'
  | 'instalment_count'
  | 'payment_pause'
  | 'voucher_code'
  | 'premium'
  | 'rate_protection'
  | 'rate_protection_birth_date'
  | 'rate_protection_occupation'
  | 'rate_protection_monthly';

/** Saves what the customer chose in a step (the step's columns of their one checkouts row). */
export async function saveChoices(
  context: Pick<GatewayContext, 'db' | 'clock'>,
  customer: string,
  choices: Partial<Record<Choice, string | number | boolean | null>>,
): Promise<void> {
  // Column names come from the Choice type above, never from the request.
  const columns = Object.keys(choices) as Choice[];
  const values = columns.map((c) => choices[c] ?? null);
  await context.db.query(
    `insert into checkouts (customer_id, ${columns.join(', ')}, updated_at) values ($1, ${columns.map((_, i) => `$${i + 2}`).join(', ')}, $${columns.length + 2})
     on conflict (customer_id) do update set ${[...columns, 'updated_at'].map((c) => `${c} = excluded.${c}`).join(', ')}`,
    [customer, ...values, context.clock.now().toISOString()],
  );
}

export interface CheckoutRow {
  address_id: string | null;
  delivery_option: DeliveryOptionKey | null;
  parcel_shop_id: string | null;
  payment_method: PaymentMethodKey | null;
  instalment_count: number | null;
  payment_pause: boolean;
  voucher_code: string | null;
  premium: boolean;
  rate_protection: boolean;
  rate_protection_birth_date: string | null;
  rate_protection_occupation: Occupation | null;
  rate_protection_monthly: number | null;
}

export async function parcelShopById(context: GatewayContext, id: string): Promise<ParcelShopModel | null> {
  const [row] = await context.db.query<{ id: string; name: string; street: string; postal_code: string; city: string; country: string }>(
    'select id, name, street, postal_code, city, country from parcel_shops where id = $1 and country = any($2::text[])',
    [id, context.tenant.order.parcelShopCountries],
  );
  return row ? { id: row.id, name: row.name, street: row.street, postalCode: row.postal_code, city: row.city, country: row.country, distanceMeters: null } : null;
}

/** The parcel shops nearest to a postal code or place in the shop's countries. */
export async function nearbyParcelShops(context: GatewayContext, near: string): Promise<ParcelShopModel[]> {
  const query = near.trim().slice(0, 40);
  if (!query) return [];
  const answer = await findParcelShops(context.db, context.tenant.order.parcelShopCountries, query, 6);
  return answer.status === 'found'
    ? answer.shops.map((s) => ({
        id: s.id,
        name: s.name,
        street: s.street,
        postalCode: s.postalCode,
        city: s.city,
        country: s.country,
        distanceMeters: Math.round(s.distanceMeters),
      }))
    : [];
}

/** The customer's premium membership and date of birth. */
export interface MemberRow {
  premium_until: string | null;
  date_of_birth: string | null;
}

/** The customer's choices so far (their one `checkouts` row), or undefined before the first step. */
export async function readCheckoutRow(db: Pick<Database, 'query'>, customer: string): Promise<CheckoutRow | undefined> {
  const [row] = await db.query<CheckoutRow>(
    `select address_id, delivery_option, parcel_shop_id, payment_method, instalment_count, payment_pause, voucher_code, premium,
            rate_protection, rate_protection_birth_date::text as rate_protection_birth_date, rate_protection_occupation, rate_protection_monthly
     from checkouts where customer_id = $1`,
    [customer],
  );
  return row;
}

/** The customer's addresses in the shop's delivery countries, oldest first. */
export async function readMember(db: Pick<Database, 'query'>, customer: string): Promise<MemberRow | undefined> {
  const [member] = await db.query<MemberRow>('select premium_until::text as premium_until, date_of_birth::text as date_of_birth from customers where id = $1', [customer]);
  return member;
}
