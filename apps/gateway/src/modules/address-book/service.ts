import { addressForm, type AddressField as FormAddressField, type PostalCountry, type RuleCode, validate } from '@vitrine/form-rules';
import type { FieldProblemCode } from '../../generated/resolvers';
import { fullLoginOf, type GatewayContext } from '../../http/context';
import type { AddressFieldEnum, AddressModel, SalutationEnum } from './model';
import {
  type AddressRow,
  type AddressValues,
  countAddresses,
  deleteAddressRow,
  fillDefaults,
  insertAddress,
  readAddresses,
  readDefaults,
  setDefault,
  updateAddress,
} from './repository';

/** The most addresses a book holds (a customer's homes, work, family: a bound for every list and form). */
export const ADDRESS_BOOK_LIMIT = 20;

/** An address as the schema's `AddressInput` brings it: the address model without its id. */
export type AddressInputModel = Omit<AddressModel, 'id'>;

export interface AddressProblemModel {
  field: AddressFieldEnum;
  code: FieldProblemCode;
}

export interface AddressBookModel {
  __typename: 'AddressBook';
  addresses: AddressModel[];
  defaultDelivery: string | null;
  defaultBilling: string | null;
}

export interface AddressBookRefusedModel {
  __typename: 'AddressBookRefused';
  reason: 'ADDRESS_INVALID' | 'COUNTRY_NOT_SERVED' | 'NOT_FOUND' | 'BOOK_FULL';
  problems: AddressProblemModel[];
}

const FIELD_ENUM: Record<FormAddressField, AddressFieldEnum> = {
  salutation: 'SALUTATION',
  firstName: 'FIRST_NAME',
  lastName: 'LAST_NAME',
  street: 'STREET',
  houseNumber: 'HOUSE_NUMBER',
  postalCode: 'POSTAL_CODE',
  city: 'CITY',
};
const SALUTATION: Record<SalutationEnum, AddressValues['salutation']> = { FEMALE: 'female', MALE: 'male', NONE: 'none' };
const SALUTATION_ENUM: Record<string, SalutationEnum> = { female: 'FEMALE', male: 'MALE', none: 'NONE' };

/** A rule code of @vitrine/form-rules as the schema's enum value (`too-long` → `TOO_LONG`). */
export const problemCode = (code: RuleCode): FieldProblemCode => code.toUpperCase().replace(/-/g, '_') as FieldProblemCode;

/**
 * An address as the shop's rules take it (the same rules the shop's forms check first: never trust
 * the client): the values to store, or each field's first problem. A country the shop does not
 * deliver to is refused on its own.
 */
export function checkAddress(
  input: AddressInputModel,
  deliveryCountries: readonly string[],
): { values: AddressValues } | { reason: 'ADDRESS_INVALID' | 'COUNTRY_NOT_SERVED'; problems: AddressProblemModel[] } {
  if (!deliveryCountries.includes(input.country)) return { reason: 'COUNTRY_NOT_SERVED', problems: [{ field: 'COUNTRY', code: 'REQUIRED' }] };
  const salutation = SALUTATION[input.salutation];
  const errors = validate({ ...input, salutation }, addressForm(input.country as PostalCountry));
  const problems = (Object.entries(errors) as [FormAddressField, RuleCode][]).map(([field, code]) => ({ field: FIELD_ENUM[field], code: problemCode(code) }));
  if (problems.length) return { reason: 'ADDRESS_INVALID', problems };
  return {
    values: {
      salutation,
      firstName: input.firstName.trim(),
      lastName: input.lastName.trim(),
      street: input.street.trim(),
      houseNumber: input.houseNumber.trim(),
      postalCode: input.postalCode.trim().toUpperCase(),
      city: input.city.trim(),
      country: input.country,
    },
  };
}

export const reshapeAddress = (r: AddressRow): AddressModel => ({
  id: r.id,
  salutation: SALUTATION_ENUM[r.salutation] ?? 'NONE',
  firstName: r.first_name,
  lastName: r.last_name,
  street: r.street,
  houseNumber: r.house_number,
  postalCode: r.postal_code,
  city: r.city,
  country: r.country,
});

/** The customer's addresses in the shop's delivery countries (the checkout reads the same). */
export async function bookAddresses(context: Pick<GatewayContext, 'db' | 'tenant'>, customer: string): Promise<AddressModel[]> {
  return (await readAddresses(context.db, customer, context.tenant.order.deliveryCountries)).map(reshapeAddress);
}

/** Saves a new address (the checkout's delivery step; the book's own form goes through {@link saveAddress}). */
export async function addToBook(context: Pick<GatewayContext, 'db' | 'random' | 'clock'>, customer: string, values: AddressValues): Promise<string> {
  const id = `a-${context.random.uuid()}`;
  await insertAddress(context.db, customer, id, values, context.clock.now());
  await fillDefaults(context.db, customer);
  return id;
}

const refused = (reason: AddressBookRefusedModel['reason'], problems: AddressProblemModel[] = []): AddressBookRefusedModel => ({
  __typename: 'AddressBookRefused',
  reason,
  problems,
});

/** The customer's book (full login; guarded in http/access.ts as well). */
export async function addressBookOf(context: GatewayContext): Promise<AddressBookModel | null> {
  const customer = fullLoginOf(context);
  if (!customer) return null;
  const [addresses, defaults] = await Promise.all([bookAddresses(context, customer), readDefaults(context.db, customer)]);
  const shown = new Set(addresses.map((a) => a.id));
  const own = (id: string | null) => (id && shown.has(id) ? id : null);
  return { __typename: 'AddressBook', addresses, defaultDelivery: own(defaults.delivery), defaultBilling: own(defaults.billing) };
}

const USE = { DELIVERY: 'delivery', BILLING: 'billing' } as const;
type AddressUseEnum = keyof typeof USE;

export async function saveAddress(
  context: GatewayContext,
  input: { id?: string | null; address: AddressInputModel; defaultFor?: readonly AddressUseEnum[] | null },
): Promise<AddressBookModel | AddressBookRefusedModel> {
  const customer = fullLoginOf(context);
  if (!customer) return refused('NOT_FOUND');
  const checked = checkAddress(input.address, context.tenant.order.deliveryCountries);
  if (!('values' in checked)) return refused(checked.reason, checked.problems);
  const now = context.clock.now();
  const outcome = await context.db.transaction(async (tx) => {
    let id = input.id ?? null;
    if (id) {
      if (!(await updateAddress(tx, customer, id.slice(0, 80), checked.values, now))) return 'NOT_FOUND' as const;
    } else {
      if ((await countAddresses(tx, customer)) >= ADDRESS_BOOK_LIMIT) return 'BOOK_FULL' as const;
      id = `a-${context.random.uuid()}`;
      await insertAddress(tx, customer, id, checked.values, now);
    }
    for (const use of new Set(input.defaultFor ?? [])) await setDefault(tx, customer, id, USE[use]);
    await fillDefaults(tx, customer);
    return null;
  });
  if (outcome) return refused(outcome);
  return (await addressBookOf(context))!;
}

export async function deleteAddress(context: GatewayContext, id: string): Promise<AddressBookModel | AddressBookRefusedModel> {
  const customer = fullLoginOf(context);
  if (!customer) return refused('NOT_FOUND');
  const deleted = await context.db.transaction(async (tx) => {
    if (!(await deleteAddressRow(tx, customer, id.slice(0, 80)))) return false;
    await fillDefaults(tx, customer);
    return true;
  });
  if (!deleted) return refused('NOT_FOUND');
  return (await addressBookOf(context))!;
}

export async function setDefaultAddress(context: GatewayContext, id: string, use: AddressUseEnum): Promise<AddressBookModel | AddressBookRefusedModel> {
  const customer = fullLoginOf(context);
  if (!customer || !(await setDefault(context.db, customer, id.slice(0, 80), USE[use]))) return refused('NOT_FOUND');
  return (await addressBookOf(context))!;
}
