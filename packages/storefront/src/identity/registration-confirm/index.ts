import type { TenantConfig } from '@vitrine/tenant-config';
import { withPageMessages } from '../../common/client-messages';
import { createRegistrationConfirmPage } from './screen';

/** The link mailed after registration (`/kasse/registrieren/bestaetigen?token=`): a button opens the account and logs in. */
export function createScreen(tenant: TenantConfig) {
  const { RegistrationConfirmPage, generateMetadata } = createRegistrationConfirmPage(tenant);
  return { Page: withPageMessages('identity/registration-confirm', RegistrationConfirmPage), generateMetadata };
}
