import type { TenantConfig } from '@vitrine/tenant-config';
import { notFound } from 'next/navigation';
import { forwardToGateway } from './forward';
import { createLayoutMetadata, createRootLayout } from './layout';
import { createProductPage } from './product-page';
import { createProxy } from './proxy';
import { createStorefrontPage } from './storefront-page';

/**
 * Everything a thin tenant app's route files re-export, bound to its tenant configuration.
 *
 * ```ts
 * // apps/shop-ch/shop.ts
 * export const shop = createShop(chTenant);
 * // apps/shop-ch/app/[locale]/page.tsx
 * export default shop.StorefrontPage;
 * ```
 */
export function createShop(tenant: TenantConfig) {
  const product = createProductPage(tenant);
  return {
    tenant,
    RootLayout: createRootLayout(tenant),
    layoutMetadata: createLayoutMetadata(tenant),
    /** Route handler of /api/gateway/ and /api/images/*: forwards to GATEWAY_URL at run time. */
    forwardToGateway,
    StorefrontPage: createStorefrontPage(tenant),
    ProductPage: product.ProductPage,
    productMetadata: product.generateMetadata,
    /** The catch-all of paths the route table does not know. */
    MissingPage: function MissingPage(): never {
      notFound();
    },
    proxy: createProxy(tenant),
    /** Pages render on first request and are then cached (static first), per locale. */
    generateStaticParams: async () => [] as { locale: string }[],
  };
}
