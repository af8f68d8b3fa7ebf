import type { TenantConfig } from '@vitrine/tenant-config';
import { withPageMessages } from '../../common/client-messages';
import { createBookingsPage } from './screen';

/** Bookings (`/mein-konto/meine-buchungen`): the open payments and the ledger with its balance. */
export function createScreen(tenant: TenantConfig) {
  const { BookingsPage, generateMetadata } = createBookingsPage(tenant);
  return { Page: withPageMessages('account/account-bookings', BookingsPage), generateMetadata };
}
