import { isSku, productCacheTag } from '@vitrine/catalog-rules';
import { ProductDetailDocument, ProductRatingDocument, type ProductDetailQuery, type ProductRatingQuery } from '@vitrine/graphql-client';
import type { ProductLocale } from '@vitrine/i18n';
import { serverGateway } from '@vitrine/next-adapter';
import type { TenantConfig } from '@vitrine/tenant-config';
import { cache } from 'react';
import { REVALIDATE_SECONDS } from '../../common/gateway';

export type Product = NonNullable<ProductDetailQuery['product']>;
export type Rating = NonNullable<ProductRatingQuery['rating']>;

/** One request per render for page and metadata (React's cache dedupes within a request); a malformed sku asks nobody. */
export const loadProduct = cache(async (tenant: TenantConfig, sku: string, locale: ProductLocale): Promise<Product | null> => {
  if (!isSku(sku)) return null;
  const data = await serverGateway(tenant).request(
    ProductDetailDocument,
    { sku, locale, currency: tenant.currency },
    { init: { next: { revalidate: REVALIDATE_SECONDS, tags: [productCacheTag(sku)] } } },
  );
  return data.product;
});

/** The rating with its first ten reviews: part of the cached page, so reviews are there without JavaScript. */
export const loadRating = cache(async (tenant: TenantConfig, sku: string, locale: ProductLocale): Promise<Rating | null> =>
  serverGateway(tenant)
    .request(ProductRatingDocument, { id: sku, locale, page: 1 }, { init: { next: { revalidate: REVALIDATE_SECONDS, tags: [productCacheTag(sku), `rating:${sku}`] } } })
    .then(
      (d) => d.rating,
      () => null,
    ),
);
