import type { TenantConfig } from '@vitrine/tenant-config';
import { createPaylinkPage } from './screen';

/** The payment link: an open amount paid online without a login. */
export function createScreen(tenant: TenantConfig) {
  const { PaylinkPage, generateMetadata } = createPaylinkPage(tenant);
  return { Page: PaylinkPage, generateMetadata };
}
