import type { TenantConfig } from '@vitrine/tenant-config';
import { withPageMessages } from '../../common/client-messages';
import { createOrdersPage } from './screen';

/** Orders and deliveries (`/mein-konto/meine-bestellungen-und-lieferungen`): every order, its parcels and where they are. */
export function createScreen(tenant: TenantConfig) {
  const { OrdersPage, generateMetadata } = createOrdersPage(tenant);
  return { Page: withPageMessages('account/account-orders', OrdersPage), generateMetadata };
}
