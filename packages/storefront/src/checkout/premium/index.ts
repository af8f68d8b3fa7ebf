import type { TenantConfig } from '@vitrine/tenant-config';
import { createPremiumPage } from './screen';

/** Premium: the membership offered at checkout (shop-ch). */
export function createScreen(tenant: TenantConfig) {
  const { PremiumPage, generateMetadata } = createPremiumPage(tenant);
  return { Page: PremiumPage, generateMetadata };
}
