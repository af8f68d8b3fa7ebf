import { isSku } from '@vitrine/catalog-rules';
import { localDay, shippingForBasket } from '@vitrine/pricing';
import type { Database } from '../../db/database';
import type { BasketShipping, Currency } from '../../generated/resolvers';
import { type GatewayContext, ownerOf } from '../../http/context';
import { badInput, noVisitor } from '../../http/input';
import { assertLocale } from '../../http/input';
import { goodsKindsOf, type ProductModel, productsBySkus } from '../catalog/repository';

/** Pieces of one variant a basket holds at most. */
export const MAX_QUANTITY = 10;

export interface BasketLineModel {
  variantSku: string;
  productSku: string;
  quantity: number;
  product: ProductModel | null;
  variantLabel: string | null;
  available: number;
  unitPrice: number | null;
  lineTotal: number | null;
}

export interface BasketModel {
  __typename?: 'Basket';
  id: 'basket';
  count: number;
  lines: BasketLineModel[];
  currency: Currency | null;
  subtotal: number | null;
}

/** The locale and currency a basket is read in: its lines then carry products and prices of now. */
export interface BasketView {
  locale?: string | null | undefined;
  currency?: Currency | null | undefined;
}

/** The owner key (the customer's when logged in, else the visitor's), or the refusal without either. */
function need(owner: string | undefined): string {
  if (!owner) throw noVisitor('The basket needs a visitor id (x-vitrine-visitor) or a session');
  return owner;
}

const refuse = (reason: string, message: string, field = 'variantSku') => badInput(field, reason, message);

/**
 * The visitor's basket. Read in a locale and a currency, every line carries its product, the
 * variant's label, the stock and the price as they are now (never as they were when added); the
 * subtotal counts only lines that can be ordered in their quantity.
 */
export async function basketOf(db: Database, owner: string | undefined, view: BasketView = {}): Promise<BasketModel> {
  const rows = await db.query<{ variant_sku: string; product_sku: string; quantity: number; stock: number }>(
    `select l.variant_sku, v.product_sku, l.quantity, v.stock from basket_lines l join variants v on v.sku = l.variant_sku
     where l.owner = $1 order by l.added_at, l.variant_sku`,
    [need(owner)],
  );
  const priced = Boolean(view.locale && view.currency);
  const products = priced ? await productsBySkus(db, [...new Set(rows.map((r) => r.product_sku))], assertLocale(view.locale!), view.currency!) : [];
  const bySku = new Map(products.map((p) => [p.sku, p]));
  const lines: BasketLineModel[] = rows.map((r) => {
    const product = bySku.get(r.product_sku) ?? null;
    const unitPrice = product ? product.price.amount : null;
    return {
      variantSku: r.variant_sku,
      productSku: r.product_sku,
      quantity: r.quantity,
      product,
      variantLabel: product?.variants.find((v) => v.sku === r.variant_sku)?.label ?? null,
      available: Math.min(Math.max(r.stock, 0), MAX_QUANTITY),
      unitPrice,
      lineTotal: unitPrice === null ? null : unitPrice * r.quantity,
    };
  });
  const subtotal = priced ? lines.reduce((sum, l) => sum + (l.lineTotal !== null && l.available >= l.quantity ? l.lineTotal : 0), 0) : null;
  return { id: 'basket', count: lines.reduce((sum, l) => sum + l.quantity, 0), lines, currency: priced ? view.currency! : null, subtotal };
}

/**
 * Shipping for the basket by `shippingForBasket` (@vitrine/pricing), in the shop's currency: its
 * goods value (the lines that can be ordered, priced now), whether any good travels by freight (the
 * categories' catalog data) and whether the customer is a premium member today.
 */
export async function basketShipping(context: Pick<GatewayContext, 'db' | 'tenant' | 'clock' | 'customer' | 'visitor'>, basket: BasketModel): Promise<BasketShipping> {
  const { db, tenant } = context;
  // A basket read without the shop's currency (a mutation's answer) is priced in it now.
  const priced =
    (basket.subtotal !== null && basket.currency === tenant.currency) || basket.lines.length === 0
      ? basket
      : await basketOf(db, ownerOf(context), { locale: tenant.i18n.defaultLocale, currency: tenant.currency });
  const orderable = priced.lines.filter((l) => l.lineTotal !== null && l.available >= l.quantity);
  const kinds = await goodsKindsOf(
    db,
    orderable.map((l) => l.productSku),
  );
  let premium = false;
  if (context.customer && tenant.order.premium.enabled) {
    const [row] = await db.query<{ premium_until: string | null }>('select premium_until::text as premium_until from customers where id = $1', [context.customer.sub]);
    premium = Boolean(row?.premium_until && row.premium_until >= localDay(context.clock.now(), tenant.timeZone));
  }
  const said = shippingForBasket(
    { goods: orderable.reduce((sum, l) => sum + l.lineTotal!, 0), freight: orderable.some((l) => kinds.get(l.productSku)?.freight) },
    { delivery: tenant.order.delivery, freeShippingFrom: tenant.order.freeShippingFrom },
    { premium },
  );
  return { ...said, method: said.method === 'freight' ? 'FREIGHT' : 'PARCEL' };
}

/**
 * Sets a line's quantity (1 to 10, within the stock). A variant that is not in the basket is
 * UNKNOWN_VARIANT; more than the stock NOT_ENOUGH_STOCK with what is available.
 */
export async function changeBasketQuantity(db: Database, ownerKey: string | undefined, variantSku: string, quantity: number): Promise<BasketModel | AddToBasketRefusedModel> {
  const owner = need(ownerKey);
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_QUANTITY) throw refuse('quantity-range', `quantity must be 1 to ${MAX_QUANTITY}`, 'quantity');
  if (!isSku(variantSku)) return refused('UNKNOWN_VARIANT');
  // One statement: the stock is read where the line is written.
  const changed = await db.query<{ quantity: number }>(
    `update basket_lines l set quantity = $3 from variants v
     where l.owner = $1 and l.variant_sku = $2 and v.sku = l.variant_sku and $3 <= v.stock
     returning l.quantity`,
    [owner, variantSku, quantity],
  );
  if (!changed.length) {
    const [line] = await db.query<{ stock: number }>('select v.stock from basket_lines l join variants v on v.sku = l.variant_sku where l.owner = $1 and l.variant_sku = $2', [
      owner,
      variantSku,
    ]);
    if (!line) return refused('UNKNOWN_VARIANT');
    return line.stock < 1 ? refused('SOLD_OUT', 0) : refused('NOT_ENOUGH_STOCK', line.stock);
  }
  return { __typename: 'Basket' as const, ...(await basketOf(db, owner)) };
}

/** Takes a variant out of the basket; the basket as it is then (what is no sku is in no basket). */
export async function removeFromBasket(db: Database, owner: string | undefined, variantSku: string): Promise<BasketModel> {
  const key = need(owner);
  if (isSku(variantSku)) await db.query('delete from basket_lines where owner = $1 and variant_sku = $2', [key, variantSku]);
  return basketOf(db, key);
}

/** An expected refusal of adding to the basket: a result of the mutation, not an error. */
export interface AddToBasketRefusedModel {
  __typename: 'AddToBasketRefused';
  reason: 'VARIANT_REQUIRED' | 'UNKNOWN_VARIANT' | 'SOLD_OUT' | 'NOT_ENOUGH_STOCK' | 'TOO_MANY_PIECES';
  available: number | null;
}

const refused = (reason: AddToBasketRefusedModel['reason'], available: number | null = null): AddToBasketRefusedModel => ({ __typename: 'AddToBasketRefused', reason, available });

/**
 * Adds pieces of a variant; a product needs its variant chosen first (spec: "Select a variant
 * first"). What a shopper can cause (sold out, not enough stock, …) is a typed refusal; a malformed
 * request (quantity outside 1 to 10) is an error.
 */
export async function addToBasket(db: Database, ownerKey: string | undefined, variantSku: string, quantity: number): Promise<BasketModel | AddToBasketRefusedModel> {
  const owner = need(ownerKey);
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_QUANTITY) throw refuse('quantity-range', `quantity must be 1 to ${MAX_QUANTITY}`, 'quantity');
  if (!isSku(variantSku)) return refused('UNKNOWN_VARIANT');
  const [variant] = await db.query<{ sku: string; stock: number }>('select sku, stock from variants where sku = $1', [variantSku]);
  if (!variant) {
    const [product] = await db.query<{ sku: string }>('select sku from products where sku = $1', [variantSku]);
    return refused(product ? 'VARIANT_REQUIRED' : 'UNKNOWN_VARIANT');
  }
  if (variant.stock < 1) return refused('SOLD_OUT', 0);
  // One statement: the line grows only while it stays within the limit and the stock, whatever runs beside it.
  const added = await db.query<{ quantity: number }>(
    `insert into basket_lines (owner, variant_sku, quantity)
     select $1, v.sku, $3 from variants v where v.sku = $2 and $3 <= least($4, v.stock)
     on conflict (owner, variant_sku) do update set quantity = basket_lines.quantity + excluded.quantity
     where basket_lines.quantity + excluded.quantity <= least($4, (select stock from variants where sku = $2))
     returning quantity`,
    [owner, variantSku, quantity, MAX_QUANTITY],
  );
  if (!added.length) {
    const [line] = await db.query<{ quantity: number }>('select quantity from basket_lines where owner = $1 and variant_sku = $2', [owner, variantSku]);
    const wanted = (line?.quantity ?? 0) + quantity;
    if (wanted > MAX_QUANTITY) return refused('TOO_MANY_PIECES');
    return refused('NOT_ENOUGH_STOCK', variant.stock);
  }
  return { __typename: 'Basket' as const, ...(await basketOf(db, owner)) };
}

/**
 * At login the guest's basket joins the customer's (spec: one basket per shopper): pieces of the
 * same variant add up within the limit and the stock (never below what the customer's basket had),
 * a line that sold out meanwhile keeps its pieces (the basket page says so), and the guest's lines
 * are gone afterwards. One transaction: a crash leaves either both baskets as they were or the merge.
 */
export async function mergeBasket(db: Database, from: string, into: string): Promise<number> {
  if (from === into) return 0;
  return db.transaction(async (tx) => {
    const moved = await tx.query<{ variant_sku: string }>(
      `insert into basket_lines (owner, variant_sku, quantity, added_at)
       select $2, g.variant_sku, least(g.quantity, $3), g.added_at from basket_lines g where g.owner = $1
       on conflict (owner, variant_sku) do update
         set quantity = greatest(basket_lines.quantity, least(basket_lines.quantity + excluded.quantity, $3,
           (select v.stock from variants v where v.sku = excluded.variant_sku)))
       returning variant_sku`,
      [from, into, MAX_QUANTITY],
    );
    await tx.query('delete from basket_lines where owner = $1', [from]);
    return moved.length;
  });
}
