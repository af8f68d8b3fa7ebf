import type { TenantConfig } from '@vitrine/tenant-config';
import { withPageMessages } from '../../common/client-messages';
import { createSearchPage } from '../search/screen';

/**
 * A term's results with no query (`/s/{term}`, as the header's search sends it): the same screen,
 * kept in Next's cache per term and refreshed after 30 s (the gateway's answer is kept as long).
 */
export function createCachedScreen(tenant: TenantConfig) {
  const { CachedSearchPage, generateMetadata } = createSearchPage(tenant);
  return { Page: withPageMessages('catalog/search', CachedSearchPage), generateMetadata, generateStaticParams: async (): Promise<{ locale: string }[]> => [] };
}
