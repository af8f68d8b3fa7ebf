import type { TenantConfig } from '@vitrine/tenant-config';
import { withPageMessages } from '../../common/client-messages';
import { screenMetadata } from '../../common/seo';
import { createStorefrontPage } from './screen';

/** The storefront (`/`, `/fr`): the hero and the newest products with "load more". */
export function createScreen(tenant: TenantConfig) {
  return { Page: withPageMessages('catalog/storefront', createStorefrontPage(tenant)), generateMetadata: screenMetadata(tenant, 'storefront', 'storefront', { absolute: true }) };
}
