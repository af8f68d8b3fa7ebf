import type { TenantConfig } from '@vitrine/tenant-config';
import { withPageMessages } from '../../common/client-messages';
import { createSearchPage } from './screen';

/** Search results (`/s/{term}`): filters, sorting and "load more" that work without JavaScript. */
export function createScreen(tenant: TenantConfig) {
  const { SearchPage, generateMetadata } = createSearchPage(tenant);
  return { Page: withPageMessages('catalog/search', SearchPage), generateMetadata };
}
