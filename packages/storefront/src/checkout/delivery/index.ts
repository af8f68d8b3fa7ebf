import type { TenantConfig } from '@vitrine/tenant-config';
import { withPageMessages } from '../../common/client-messages';
import { createDeliveryPage } from '../delivery/screen';

/** The delivery step of the checkout: address, option and parcel shop. */
export function createScreen(tenant: TenantConfig) {
  const { DeliveryPage, generateMetadata } = createDeliveryPage(tenant, 'step');
  return { Page: withPageMessages('checkout/delivery', DeliveryPage), generateMetadata };
}
