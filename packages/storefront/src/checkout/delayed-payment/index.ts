import type { TenantConfig } from '@vitrine/tenant-config';
import { createDelayedPaymentPage } from './screen';

/** Delayed payment: the payment pause for this order, its months and surcharge. */
export function createScreen(tenant: TenantConfig) {
  const { DelayedPaymentPage, generateMetadata } = createDelayedPaymentPage(tenant);
  return { Page: DelayedPaymentPage, generateMetadata };
}
