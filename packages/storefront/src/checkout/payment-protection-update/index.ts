import type { TenantConfig } from '@vitrine/tenant-config';
import { withPageMessages } from '../../common/client-messages';
import { createRateProtectionPage } from '../payment-protection/screen';

/** Rate protection changed from check and order, or confirmed again when the plan changed its premium. */
export function createScreen(tenant: TenantConfig) {
  const { RateProtectionPage, generateMetadata } = createRateProtectionPage(tenant, 'update');
  return { Page: withPageMessages('checkout/payment-protection-update', RateProtectionPage), generateMetadata };
}
