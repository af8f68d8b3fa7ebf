import type { TenantConfig } from '@vitrine/tenant-config';
import { withPageMessages } from '../../common/client-messages';
import { createAccountStartPage } from './screen';

/** The account's start (`/mein-konto`): who is logged in, logout, and a tile per account page the shop serves. */
export function createScreen(tenant: TenantConfig) {
  const { AccountStartPage, generateMetadata } = createAccountStartPage(tenant);
  return { Page: withPageMessages('account/account', AccountStartPage), generateMetadata };
}
