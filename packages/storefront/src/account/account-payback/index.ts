import type { TenantConfig } from '@vitrine/tenant-config';
import { withPageMessages } from '../../common/client-messages';
import { createPaybackPage } from './screen';

/** PAYBACK (`/mein-konto/payback`, de-DE): the card and the points. */
export function createScreen(tenant: TenantConfig) {
  const { PaybackPage, generateMetadata } = createPaybackPage(tenant);
  return { Page: withPageMessages('account/account-payback', PaybackPage), generateMetadata };
}
