import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS_BOOK_LIMIT } from '../src/modules/address-book/service';
import { graphql, startTestGateway, type TestGateway, testSession } from './harness';

// The address book (issue 27): the customer's own addresses only, checked with the shop's address
// rules, defaults for delivery and the bill; the checkout reads the same book.
let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startTestGateway({ products: 20 });
});
afterAll(() => gateway.close());

const BOOK = `{ addressBook { addresses { id firstName street postalCode city country } defaultDelivery defaultBilling } }`;
const RESULT = `__typename ... on AddressBook { addresses { id firstName street postalCode } defaultDelivery defaultBilling } ... on AddressBookRefused { reason problems { field code } }`;
const SAVE = `mutation($input: AddressBookInput!) { saveAddress(input: $input) { ${RESULT} } }`;
const DELETE = `mutation($id: ID!) { deleteAddress(id: $id) { ${RESULT} } }`;
const DEFAULT = `mutation($id: ID!, $use: AddressUse!) { setDefaultAddress(id: $id, use: $use) { ${RESULT} } }`;

const as = async (customer: string) => {
  const { token } = await testSession(gateway.db, { customer });
  let n = 0;
  return (query: string, variables: Record<string, unknown> = {}) =>
    graphql(gateway.base, query, variables, {
      headers: {
        'x-vitrine-tenant': 'base',
        'x-vitrine-visitor': `book-${customer}`,
        authorization: `Bearer ${token}`,
        'idempotency-key': `book-${customer}-${Date.now()}-${n++}`,
      },
    }).then((answer) => answer.body);
};

const home = { salutation: 'FEMALE', firstName: 'Anna', lastName: 'Schmidt', street: 'Torstraße', houseNumber: '5', postalCode: '10119', city: 'Berlin', country: 'DE' };

describe('the address book', () => {
  it('adds an address after the rules, makes it the default delivery address, and the checkout reads the same book with it first', async () => {
    const anna = await as('c-de-0001');
    const before = (await anna(BOOK)).data!.addressBook;
    expect(before).toMatchObject({ defaultDelivery: 'a-de-0001', defaultBilling: 'a-de-0001' });
    expect(before.addresses[0]).toMatchObject({ id: 'a-de-0001', street: 'Invalidenstraße' });

    // The shop's rules again in the gateway: a postal code of another format, a country not delivered to.
    const wrong = (await anna(SAVE, { input: { address: { ...home, postalCode: '1011' } } })).data!.saveAddress;
    expect(wrong).toEqual({ __typename: 'AddressBookRefused', reason: 'ADDRESS_INVALID', problems: [{ field: 'POSTAL_CODE', code: 'POSTAL_CODE_INVALID' }] });
    const abroad = (await anna(SAVE, { input: { address: { ...home, postalCode: '1016 GV', country: 'NL' } } })).data!.saveAddress;
    expect(abroad).toMatchObject({ reason: 'COUNTRY_NOT_SERVED' });
    expect((await anna(BOOK)).data!.addressBook.addresses).toHaveLength(before.addresses.length);

    const saved = (await anna(SAVE, { input: { address: { ...home, street: '  Torstraße ' }, defaultFor: ['DELIVERY'] } })).data!.saveAddress;
    expect(saved.__typename).toBe('AddressBook');
    const added = saved.addresses.find((a: { street: string }) => a.street === 'Torstraße');
    expect(added).toBeDefined();
    expect(saved.defaultDelivery).toBe(added.id);
    expect(saved.defaultBilling).toBe('a-de-0001');
    expect(saved.addresses[0].id).toBe(added.id);
    const checkout = (await anna(`{ checkout(locale: "de-DE") { addresses { id } } }`)).data!.checkout;
    expect(checkout.addresses.map((a: { id: string }) => a.id)).toEqual(saved.addresses.map((a: { id: string }) => a.id));

    // Edited, then made the default for the bill too; deleted, both defaults fall to the oldest address.
    const edited = (await anna(SAVE, { input: { id: added.id, address: { ...home, street: 'Linienstraße', houseNumber: '12a' } } })).data!.saveAddress;
    expect(edited.addresses.find((a: { id: string }) => a.id === added.id)).toMatchObject({ street: 'Linienstraße' });
    expect((await anna(DEFAULT, { id: added.id, use: 'BILLING' })).data!.setDefaultAddress).toMatchObject({ defaultDelivery: added.id, defaultBilling: added.id });
    const after = (await anna(DELETE, { id: added.id })).data!.deleteAddress;
    expect(after).toMatchObject({ defaultDelivery: 'a-de-0001', defaultBilling: 'a-de-0001' });
    expect(after.addresses.some((a: { id: string }) => a.id === added.id)).toBe(false);
  });

  it("another customer's address is not found, exactly as one that does not exist, and stays as it was", async () => {
    const anna = await as('c-de-0001');
    const klaus = await as('c-de-0002');
    const theirs = 'a-de-0002';
    for (const [query, variables] of [
      [SAVE, { input: { id: theirs, address: home } }],
      [DELETE, { id: theirs }],
      [DEFAULT, { id: theirs, use: 'DELIVERY' }],
    ] as const) {
      const answer = await anna(query, variables);
      const missing = await anna(query, JSON.parse(JSON.stringify(variables).replace(theirs, 'a-does-not-exist')));
      expect(answer).toEqual(missing);
      expect(Object.values(answer.data!)[0]).toMatchObject({ __typename: 'AddressBookRefused', reason: 'NOT_FOUND' });
    }
    expect((await klaus(BOOK)).data!.addressBook).toMatchObject({ defaultDelivery: theirs, addresses: [{ id: theirs, street: 'Domkloster', city: 'Köln' }] });
    expect((await anna(BOOK)).data!.addressBook.addresses.some((a: { id: string }) => a.id === theirs)).toBe(false);
  });

  it(`holds at most ${ADDRESS_BOOK_LIMIT} addresses`, async () => {
    const laura = await as('c-de-0002');
    const start = (await laura(BOOK)).data!.addressBook.addresses.length;
    for (let i = start; i < ADDRESS_BOOK_LIMIT; i++)
      expect((await laura(SAVE, { input: { address: { ...home, houseNumber: String(i + 1) } } })).data!.saveAddress.__typename).toBe('AddressBook');
    expect((await laura(SAVE, { input: { address: home } })).data!.saveAddress).toMatchObject({ reason: 'BOOK_FULL' });
  });
});
