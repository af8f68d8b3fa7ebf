import type { TenantConfig } from '@vitrine/tenant-config';
import { withPageMessages } from '../../common/client-messages';
import { createServicePage } from './screen';

/** Help and contact (`/service-hilfe`): service hours, phone prices, frequent questions. */
export function createScreen(tenant: TenantConfig) {
  const { ServicePage, generateMetadata } = createServicePage(tenant);
  return { Page: withPageMessages('service/service', ServicePage), generateMetadata };
}
