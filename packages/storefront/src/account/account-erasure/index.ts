import type { TenantConfig } from '@vitrine/tenant-config';
import { withPageMessages } from '../../common/client-messages';
import { createLinkPage } from '../account-email-confirmation/screen';

/** The link that confirms erasing the account (`/mein-konto/konto-loeschen?token=`): a button erases it. */
export function createScreen(tenant: TenantConfig) {
  const { LinkPage, generateMetadata } = createLinkPage(tenant, 'erasure');
  return { Page: withPageMessages('account/account-erasure', LinkPage), generateMetadata };
}
