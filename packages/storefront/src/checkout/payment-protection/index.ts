import type { TenantConfig } from '@vitrine/tenant-config';
import { withPageMessages } from '../../common/client-messages';
import { createRateProtectionPage } from './screen';

/** Rate protection: the insurance of the instalments, offered after choosing them. */
export function createScreen(tenant: TenantConfig) {
  const { RateProtectionPage, generateMetadata } = createRateProtectionPage(tenant, 'offer');
  return { Page: withPageMessages('checkout/payment-protection', RateProtectionPage), generateMetadata };
}
