import type { Database } from '../../db/database';

// The address book's rows: `addresses` (one per address, the customer's) and the customer's defaults
// (`customers.default_delivery_address_id`, `default_billing_address_id`). Every statement names the
// customer: another customer's id reads and changes nothing.

export interface AddressRow {
  id: string;
  salutation: string;
  first_name: string;
  last_name: string;
  street: string;
  house_number: string;
  postal_code: string;
  city: string;
  country: string;
}

/** What an address holds (the rules of `addressForm` already applied). */
export interface AddressValues {
  salutation: 'female' | 'male' | 'none';
  firstName: string;
  lastName: string;
  street: string;
  houseNumber: string;
  postalCode: string;
  city: string;
  country: string;
}

export interface Defaults {
  delivery: string | null;
  billing: string | null;
}

type Db = Pick<Database, 'query'>;

/** The customer's addresses in `countries`: the default delivery address first, then oldest first. */
export async function readAddresses(db: Db, customer: string, countries: readonly string[]): Promise<AddressRow[]> {
  return db.query<AddressRow>(
    `select a.id, a.salutation, a.first_name, a.last_name, a.street, a.house_number, a.postal_code, a.city, a.country
       from addresses a join customers c on c.id = a.customer_id
      where a.customer_id = $1 and a.country = any($2::text[])
      order by (a.id = c.default_delivery_address_id) is true desc, a.created_at, a.id`,
    [customer, countries],
  );
}

export async function readDefaults(db: Db, customer: string): Promise<Defaults> {
  const [row] = await db.query<{ delivery: string | null; billing: string | null }>(
    'select default_delivery_address_id as delivery, default_billing_address_id as billing from customers where id = $1',
    [customer],
  );
  return { delivery: row?.delivery ?? null, billing: row?.billing ?? null };
}

export async function countAddresses(db: Db, customer: string): Promise<number> {
  const [row] = await db.query<{ n: number }>('select count(*)::int as n from addresses where customer_id = $1', [customer]);
  return row?.n ?? 0;
}

export async function insertAddress(db: Db, customer: string, id: string, values: AddressValues, now: Date): Promise<void> {
  await db.query(
    'insert into addresses (id, customer_id, salutation, first_name, last_name, street, house_number, postal_code, city, country, created_at) values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)',
    [id, customer, values.salutation, values.firstName, values.lastName, values.street, values.houseNumber, values.postalCode, values.city, values.country, now.toISOString()],
  );
}

/** Changes one of the customer's addresses; false when `id` is not theirs. */
export async function updateAddress(db: Db, customer: string, id: string, values: AddressValues, now: Date): Promise<boolean> {
  const rows = await db.query(
    `update addresses set salutation = $3, first_name = $4, last_name = $5, street = $6, house_number = $7, postal_code = $8, city = $9, country = $10, updated_at = $11
      where id = $1 and customer_id = $2 returning id`,
    [id, customer, values.salutation, values.firstName, values.lastName, values.street, values.houseNumber, values.postalCode, values.city, values.country, now.toISOString()],
  );
  return rows.length > 0;
}

/** Deletes one of the customer's addresses; false when `id` is not theirs. */
export async function deleteAddressRow(db: Db, customer: string, id: string): Promise<boolean> {
  return (await db.query('delete from addresses where id = $1 and customer_id = $2 returning id', [id, customer])).length > 0;
}

/** Makes one of the customer's addresses a default; false when `id` is not theirs. */
export async function setDefault(db: Db, customer: string, id: string, use: 'delivery' | 'billing'): Promise<boolean> {
  const column = use === 'delivery' ? 'default_delivery_address_id' : 'default_billing_address_id';
  const rows = await db.query(`update customers set ${column} = $2 where id = $1 and exists (select 1 from addresses where id = $2 and customer_id = $1) returning id`, [
    customer,
    id,
  ]);
  return rows.length > 0;
}

/** A default left empty (its address deleted, or the first address) falls to the oldest address. */
export async function fillDefaults(db: Db, customer: string): Promise<void> {
  await db.query(
    `update customers c set
       default_delivery_address_id = coalesce(c.default_delivery_address_id, first.id),
       default_billing_address_id = coalesce(c.default_billing_address_id, first.id)
     from (select id from addresses where customer_id = $1 order by created_at, id limit 1) first
     where c.id = $1`,
    [customer],
  );
}
