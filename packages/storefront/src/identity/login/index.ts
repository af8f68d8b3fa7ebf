import type { TenantConfig } from '@vitrine/tenant-config';
import { withPageMessages } from '../../common/client-messages';
import { createLoginPage } from './screen';

/** Login and registration (`/kasse/registrieren`): two ways to log in, forgot password, a new account. */
export function createScreen(tenant: TenantConfig) {
  const { LoginPage, generateMetadata } = createLoginPage(tenant);
  return { Page: withPageMessages('identity/login', LoginPage), generateMetadata };
}
