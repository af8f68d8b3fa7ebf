import { Plural, useLingui } from '@lingui/react/macro';
import type { PriceFormat } from '@vitrine/pricing';
import { Badge } from '@vitrine/ui';
import type { ComponentType, ReactNode, Ref } from 'react';
import { Price, type PriceData } from './price';

export interface ProductCardData {
  sku: string;
  productName: string;
  brand: string;
  rating: number | null;
  reviewCount: number;
  available: boolean;
  variationDimension: string | null;
  colours: readonly { name: string; hex: string }[];
  price: PriceData;
  images: readonly { url: string; alt: string; width: number; height: number }[];
}

/** What a card shows, and the slug of its product page. */
export type ProductCardItem = ProductCardData & { slug: string };

/**
 * The fields of a card out of a larger product (a search answer's, say), on the server: a list of
 * cards sends no more to the browser. (Not in the client list's module: a server cannot call a client function.)
 */
export function cardItemOf(product: ProductCardItem): ProductCardItem {
  const { sku, slug, productName, brand, rating, reviewCount, available, variationDimension, colours, price, images } = product;
  return { sku, slug, productName, brand, rating, reviewCount, available, variationDimension, colours, price, images: images.slice(0, 1) };
}

export interface ProductCardProps {
  product: ProductCardData;
  /** Public path of the product page. */
  href: string;
  format: PriceFormat;
  /** Link component (Next's Link, say). Default a plain `<a>`. */
  linkAs?: ComponentType<{ href: string; className?: string; children: ReactNode; ref?: Ref<HTMLAnchorElement> }>;
  /** Load the image eagerly (the first row of a grid). Default `false`. */
  priority?: boolean;
  /** Ref of the product link, e.g. to move focus to the first product of a newly loaded page. */
  linkRef?: Ref<HTMLAnchorElement>;
  /** The wishlist's heart ({@link WishlistHeart}), above the picture; none without. */
  heart?: ReactNode;
}

/** A product in a grid: picture, name, rating, colours, variation dimension, price block. */
export function ProductCard({ product, href, format, linkAs: LinkAs, priority = false, linkRef, heart }: ProductCardProps) {
  const { t, i18n } = useLingui();
  const image = product.images[0];
  const Anchor = LinkAs ?? 'a';
  const rating = product.rating;
  // 4,2 in German and French, 4.2 in Swiss German: the locale's decimal mark.
  const ratingText = rating === null ? '' : i18n.number(rating, { maximumFractionDigits: 1 });
  const reviews = product.reviewCount;
  const dimension = product.variationDimension;
  return (
    <article className="vt-card" aria-labelledby={`card-${product.sku}`}>
      <div className="vt-card__media">
        {image ? <img src={image.url} alt="" width={image.width} height={image.height} loading={priority ? 'eager' : 'lazy'} decoding="async" /> : null}
        {product.price.discountPercent ? (
          <Badge tone="sale" className="vt-card__badge">
            −{product.price.discountPercent}&#8239;%
          </Badge>
        ) : null}
      </div>
      {heart}
      <h3 className="vt-card__title" id={`card-${product.sku}`}>
        <Anchor href={href} className="vt-card__link" ref={linkRef}>
          <span className="vt-card__brand">{product.brand}</span> {product.productName}
        </Anchor>
      </h3>
      {rating !== null ? (
        <p className="vt-card__rating">
          <span aria-hidden="true">
            {'★'.repeat(Math.round(rating))}
            {'☆'.repeat(5 - Math.round(rating))}
          </span>
          <span className="vt-visually-hidden">{t`${ratingText} von 5 Sternen`}</span>{' '}
          <span>
            (<Plural value={reviews} one="# Bewertung" other="# Bewertungen" />)
          </span>
        </p>
      ) : null}
      {product.colours.length > 1 ? (
        <p className="vt-card__colours">
          <span className="vt-visually-hidden">
            {t`Farben`}: {product.colours.map((c) => c.name).join(', ')}
          </span>
          {product.colours.map((c) => (
            <span key={c.hex} className="vt-swatch" style={{ background: c.hex }} aria-hidden="true" title={c.name} />
          ))}
        </p>
      ) : null}
      {dimension ? <p className="vt-card__dimension">{t`In mehreren Varianten: ${dimension}`}</p> : null}
      <Price price={product.price} format={format} />
      {!product.available ? <p className="vt-card__soldout">{t`Ausverkauft`}</p> : null}
    </article>
  );
}
