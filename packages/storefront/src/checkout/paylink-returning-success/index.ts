import type { TenantConfig } from '@vitrine/tenant-config';
import { createPaylinkReturnPage } from '../paylink/screen';

/** Back from the payment provider after paying by payment link. */
export function createScreen(tenant: TenantConfig) {
  const { PaylinkReturnPage, generateMetadata } = createPaylinkReturnPage(tenant);
  return { Page: PaylinkReturnPage, generateMetadata };
}
