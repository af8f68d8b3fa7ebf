import type { TenantConfig } from '@vitrine/tenant-config';
import { withPageMessages } from '../../common/client-messages';
import { createOrderLookupPage } from './screen';

/** Guest order lookup (`/bestellstatus`): an order's status and parcels by number, e-mail and postal code. */
export function createScreen(tenant: TenantConfig) {
  const { OrderLookupPage, generateMetadata } = createOrderLookupPage(tenant);
  return { Page: withPageMessages('account/order-lookup', OrderLookupPage), generateMetadata };
}
