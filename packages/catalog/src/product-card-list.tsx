'use client';
import { fillPath, type ProductLocale } from '@vitrine/i18n';
import type { PriceFormat } from '@vitrine/pricing';
import type { Ref } from 'react';
import { ProductCard, type ProductCardItem } from './product-card';
import { WishlistHeart } from './wishlist-heart';

export interface ProductCardListProps {
  products: readonly ProductCardItem[];
  locale: ProductLocale;
  /** The product page's path with `{slug}` and `{sku}` open (`pathTemplate('product', …)` of `@vitrine/i18n`, on the server). */
  productPath: string;
  format: PriceFormat;
  /** The shop's wishlist endpoint: each card gets its heart. */
  wishlistAction?: string | undefined;
  className: string;
  /** How many cards at the start load their picture eagerly (the first row). Default 0. */
  eager?: number;
  /** The product link of the card at `index` gets `ref` (the grid moves the focus to the first new product). */
  linkRefAt?: { index: number; ref: Ref<HTMLAnchorElement> } | undefined;
}

/**
 * A list of product cards rendered from their data: a client component, so a page sends each card's
 * data once (compact JSON) instead of its rendered tree in the page's server payload, and the same
 * list renders in the browser (the grid's further pages). Used by the storefront's grid and by the
 * editors' product rows.
 */
export function ProductCardList({ products, locale, productPath, format, wishlistAction, className, eager = 0, linkRefAt }: ProductCardListProps) {
  return (
    <ul className={className}>
      {products.map((product, i) => (
        <li key={product.sku}>
          <ProductCard
            product={product}
            href={fillPath(productPath, { slug: product.slug, sku: product.sku })}
            format={format}
            priority={i < eager}
            heart={wishlistAction ? <WishlistHeart action={wishlistAction} locale={locale} product={product.sku} productName={product.productName} /> : undefined}
            {...(linkRefAt && i === linkRefAt.index ? { linkRef: linkRefAt.ref } : {})}
          />
        </li>
      ))}
    </ul>
  );
}
