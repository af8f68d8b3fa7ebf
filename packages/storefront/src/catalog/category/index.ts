import type { TenantConfig } from '@vitrine/tenant-config';
import { withPageMessages } from '../../common/client-messages';
import { createCategoryPage } from './screen';

/** A category listing from the navigation (`/kategorie/{slug}`). */
export function createScreen(tenant: TenantConfig) {
  const { CategoryPage, generateMetadata } = createCategoryPage(tenant);
  return { Page: withPageMessages('catalog/category', CategoryPage), generateMetadata };
}
