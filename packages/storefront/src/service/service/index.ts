import type { TenantConfig } from '@vitrine/tenant-config';
import { createServicePage } from './screen';

/** Help and contact (`/service-hilfe`): service hours, phone prices, frequent questions. */
export function createScreen(tenant: TenantConfig) {
  const { ServicePage, generateMetadata } = createServicePage(tenant);
  return { Page: ServicePage, generateMetadata };
}
