import type { TenantConfig } from '@vitrine/tenant-config';
import { withPageMessages } from '../../common/client-messages';
import { createDeliveryPage } from '../delivery/screen';

/** The delivery step of the checkout, changed from check and order: address, option and parcel shop. */
export function createScreen(tenant: TenantConfig) {
  const { DeliveryPage, generateMetadata } = createDeliveryPage(tenant, 'change');
  return { Page: withPageMessages('checkout/change-delivery', DeliveryPage), generateMetadata };
}
