import type { TenantConfig } from '@vitrine/tenant-config';
import { withPageMessages } from '../../common/client-messages';
import { createCheckAndOrderPage } from './screen';

/** Check and order: everything that will be charged, the legal links, the order button; one order per attempt. */
export function createScreen(tenant: TenantConfig) {
  const { CheckAndOrderPage, generateMetadata } = createCheckAndOrderPage(tenant);
  return { Page: withPageMessages('checkout/check-and-order', CheckAndOrderPage), generateMetadata };
}
