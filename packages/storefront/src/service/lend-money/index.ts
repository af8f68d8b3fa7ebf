import type { TenantConfig } from '@vitrine/tenant-config';
import { withPageMessages } from '../../common/client-messages';
import { createLendMoneyPage } from './screen';

/** The lend-money request (`/service-hilfe/geld-leihen`, the base shop's): a full login first. */
export function createScreen(tenant: TenantConfig) {
  const { LendMoneyPage, generateMetadata } = createLendMoneyPage(tenant);
  return { Page: withPageMessages('service/lend-money', LendMoneyPage), generateMetadata };
}
