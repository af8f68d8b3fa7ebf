'use client';
import type { ProductCardListProps } from '@vitrine/catalog';
import { onDemand } from '@vitrine/ui';

/**
 * The editors' product rows on the service page and on content pages: the product cards' code
 * comes when a page has a row ({@link onDemand}), so a page without one carries none of it in its
 * first load. (The storefront, whose rows are its first screen, renders `ProductCardList` itself.)
 */
export const ProductCardListOnDemand = onDemand<ProductCardListProps>(
  () => import('@vitrine/catalog/product-card-list').then((module) => module.ProductCardList),
  () => true,
);
