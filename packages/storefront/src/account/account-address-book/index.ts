import type { TenantConfig } from '@vitrine/tenant-config';
import { withPageMessages } from '../../common/client-messages';
import { createAddressBookPage } from './screen';

/** The address book (`/mein-konto/mein-adressbuch`): add, change, delete, the default delivery and billing address. */
export function createScreen(tenant: TenantConfig) {
  const { AddressBookPage, generateMetadata } = createAddressBookPage(tenant);
  return { Page: withPageMessages('account/account-address-book', AddressBookPage), generateMetadata };
}
