import { isSku } from './sku';

/**
 * The cache tag of everything a shop renders from one product (its page, its rating): the shop tags
 * its cached fetches with it, the gateway names it when the product changes (a variant sold out or
 * back in stock), and the shop then renders the page afresh.
 */
export function productCacheTag(sku: string): string {
  return `product:${sku}`;
}

/** True for a tag made by {@link productCacheTag} from a well-formed sku. */
export function isProductCacheTag(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith('product:') && isSku(value.slice('product:'.length));
}
