import type { TenantConfig } from '@vitrine/tenant-config';
import { withPageMessages } from '../../common/client-messages';
import { createOverviewPage } from './screen';

/** Overview (`/mein-konto/uebersicht`): parcels on their way, open returns and payments, premium, vouchers. */
export function createScreen(tenant: TenantConfig) {
  const { OverviewPage, generateMetadata } = createOverviewPage(tenant);
  return { Page: withPageMessages('account/account-overview', OverviewPage), generateMetadata };
}
