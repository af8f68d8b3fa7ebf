import { isSku } from '@vitrine/catalog-rules';
import type { Database } from '../../db/database';
import type { GatewayContext } from '../../http/context';
import type { Currency } from '../../generated/resolvers';
import { GraphQLError } from 'graphql';
import { assertLocale } from '../../http/input';
import { type ProductModel, productsBySkus } from '../catalog/repository';

export interface WishlistModel {
  __typename?: 'Wishlist';
  id: 'wishlist';
  count: number;
  items: { variantSku: string; productSku: string; addedAt: string; product: ProductModel | null; variantLabel: string | null; available: boolean }[];
}

export interface WishlistRefusedModel {
  __typename: 'WishlistRefused';
  reason: 'VARIANT_REQUIRED' | 'UNKNOWN_VARIANT' | 'NO_CHANGES' | 'SOLD_OUT' | 'NOT_ON_WISHLIST';
}

const refused = (reason: WishlistRefusedModel['reason']): WishlistRefusedModel => ({ __typename: 'WishlistRefused', reason });

/** The customer of the request: the wishlist is only theirs (spec: login required). */
function customerOf(context: Pick<GatewayContext, 'customer'>): string {
  if (!context.customer) throw new GraphQLError('The wishlist needs a logged-in customer', { extensions: { code: 'FORBIDDEN' } });
  return context.customer.sub;
}

export async function wishlistOf(context: Pick<GatewayContext, 'customer' | 'db'>, view: { locale?: string | null; currency?: Currency | null } = {}): Promise<WishlistModel> {
  const customer = customerOf(context);
  const rows = await context.db.query<{ variant_sku: string; product_sku: string; added_at: Date | string; stock: number }>(
    `select w.variant_sku, v.product_sku, w.added_at, v.stock from wishlist_items w join variants v on v.sku = w.variant_sku
     where w.customer_id = $1 order by w.added_at desc, w.variant_sku`,
    [customer],
  );
  const products =
    view.locale && view.currency ? await productsBySkus(context.db as Database, [...new Set(rows.map((r) => r.product_sku))], assertLocale(view.locale), view.currency) : [];
  const bySku = new Map(products.map((p) => [p.sku, p]));
  const items = rows.map((r) => {
    const product = bySku.get(r.product_sku) ?? null;
    return {
      variantSku: r.variant_sku,
      productSku: r.product_sku,
      addedAt: new Date(r.added_at).toISOString(),
      product,
      variantLabel: product?.variants.find((v) => v.sku === r.variant_sku)?.label ?? null,
      available: r.stock > 0,
    };
  });
  return { id: 'wishlist', count: items.length, items };
}

const listed = async (context: Pick<GatewayContext, 'customer' | 'db'>) => ({ __typename: 'Wishlist' as const, ...(await wishlistOf(context)) });

export async function addToWishlist(context: Pick<GatewayContext, 'customer' | 'db' | 'clock'>, variantSku: string): Promise<WishlistModel | WishlistRefusedModel> {
  const customer = customerOf(context);
  if (!isSku(variantSku)) return refused('UNKNOWN_VARIANT');
  const [variant] = await context.db.query<{ sku: string }>('select sku from variants where sku = $1', [variantSku]);
  if (!variant) {
    const [product] = await context.db.query<{ sku: string }>('select sku from products where sku = $1', [variantSku]);
    return refused(product ? 'VARIANT_REQUIRED' : 'UNKNOWN_VARIANT');
  }
  await context.db.query('insert into wishlist_items (customer_id, variant_sku, added_at) values ($1, $2, $3) on conflict do nothing', [customer, variantSku, context.clock.now()]);
  return listed(context);
}

export async function removeFromWishlist(context: Pick<GatewayContext, 'customer' | 'db'>, variantSku: string): Promise<WishlistModel> {
  const customer = customerOf(context);
  await context.db.query('delete from wishlist_items where customer_id = $1 and variant_sku = $2', [customer, variantSku.slice(0, 40)]);
  return wishlistOf(context);
}

/** The mini detail view's edit: another variant of the same product, in stock. */
export async function changeWishlistItem(
  context: Pick<GatewayContext, 'customer' | 'db'>,
  variantSku: string,
  newVariantSku: string,
): Promise<WishlistModel | WishlistRefusedModel> {
  const customer = customerOf(context);
  const [item] = await context.db.query<{ product_sku: string }>(
    'select v.product_sku from wishlist_items w join variants v on v.sku = w.variant_sku where w.customer_id = $1 and w.variant_sku = $2',
    [customer, variantSku.slice(0, 40)],
  );
  if (!item) return refused('NOT_ON_WISHLIST');
  if (newVariantSku === variantSku) return refused('NO_CHANGES');
  const [next] = isSku(newVariantSku)
    ? await context.db.query<{ product_sku: string; stock: number }>('select product_sku, stock from variants where sku = $1', [newVariantSku])
    : [];
  if (!next || next.product_sku !== item.product_sku) return refused('UNKNOWN_VARIANT');
  if (next.stock < 1) return refused('SOLD_OUT');
  // One statement: the old item becomes the new one (or simply goes, when the new one is already listed).
  await context.db.query(
    `with gone as (delete from wishlist_items where customer_id = $1 and variant_sku = $2 returning added_at)
     insert into wishlist_items (customer_id, variant_sku, added_at) select $1, $3, added_at from gone on conflict do nothing`,
    [customer, variantSku, newVariantSku],
  );
  return listed(context);
}
