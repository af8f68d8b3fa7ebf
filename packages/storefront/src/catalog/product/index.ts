import type { TenantConfig } from '@vitrine/tenant-config';
import { withPageMessages } from '../../common/client-messages';
import { createProductPage } from './screen';

/** The product page (`/p/{slug}-{sku}`): gallery, buy box, description, services, reviews, recommendations. */
export function createScreen(tenant: TenantConfig) {
  const { ProductPage, generateMetadata } = createProductPage(tenant);
  return { Page: withPageMessages('catalog/product', ProductPage), generateMetadata, generateStaticParams: async (): Promise<{ locale: string }[]> => [] };
}
