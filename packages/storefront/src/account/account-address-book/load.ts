import type { AddressBookEntry } from '@vitrine/account';
import { AddressBookPageDocument } from '@vitrine/graphql-client';
import { knownShopperGateway } from '@vitrine/next-adapter';
import type { TenantConfig } from '@vitrine/tenant-config';
import { SALUTATION_KEY } from '../../checkout/step/enums';

export interface AddressBookData {
  addresses: AddressBookEntry[];
  defaultDelivery: string | null;
  defaultBilling: string | null;
}

/** The customer's address book; null for a guest and a soft login (the gateway answers them null). */
export async function loadAddressBook(tenant: TenantConfig): Promise<AddressBookData | null> {
  const gateway = await knownShopperGateway(tenant);
  if (!gateway) return null;
  const { addressBook } = await gateway.request(AddressBookPageDocument, {}, { init: { cache: 'no-store' } });
  if (!addressBook) return null;
  return {
    addresses: addressBook.addresses.map((a) => ({ ...a, salutation: SALUTATION_KEY[a.salutation] })),
    defaultDelivery: addressBook.defaultDelivery ?? null,
    defaultBilling: addressBook.defaultBilling ?? null,
  };
}
