import type { TenantConfig } from '@vitrine/tenant-config';
import { withPageMessages } from '../../common/client-messages';
import { createLinkPage } from './screen';

/** The link mailed to a new e-mail address (`/mein-konto/e-mail-bestaetigen?token=`): a button confirms it. */
export function createScreen(tenant: TenantConfig) {
  const { LinkPage, generateMetadata } = createLinkPage(tenant, 'email');
  return { Page: withPageMessages('account/account-email-confirmation', LinkPage), generateMetadata };
}
