import type { TenantConfig } from '@vitrine/tenant-config';
import { withPageMessages } from '../../common/client-messages';
import { createPasswordResetPage } from './screen';

/** The reset link's page (`/password/reset?token=`): a new password, once. */
export function createScreen(tenant: TenantConfig) {
  const { PasswordResetPage, generateMetadata } = createPasswordResetPage(tenant);
  return { Page: withPageMessages('identity/password-reset', PasswordResetPage), generateMetadata };
}
