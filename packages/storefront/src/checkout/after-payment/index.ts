import type { TenantConfig } from '@vitrine/tenant-config';
import { createAfterPaymentPage } from './screen';

/** After payment: the shopper back from the payment provider; paid, declined or abandoned. */
export function createScreen(tenant: TenantConfig) {
  const { AfterPaymentPage, generateMetadata } = createAfterPaymentPage(tenant);
  return { Page: AfterPaymentPage, generateMetadata };
}
