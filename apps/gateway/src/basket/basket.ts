import type { Database } from '../db/database';
import { badInput, guestOwner, noVisitor } from '../input';

/** Pieces of one variant a basket holds at most. */
export const MAX_QUANTITY = 10;

export interface BasketModel {
  id: 'basket';
  count: number;
  lines: { variantSku: string; productSku: string; quantity: number }[];
}

function ownerOf(visitor: string | undefined): string {
  const owner = guestOwner(visitor);
  if (!owner) throw noVisitor('The basket needs a visitor id (x-vitrine-visitor)');
  return owner;
}

const refuse = (reason: string, message: string, field = 'variantSku') => badInput(field, reason, message);

export async function basketOf(db: Pick<Database, 'query'>, visitor: string | undefined): Promise<BasketModel> {
  const rows = await db.query<{ variant_sku: string; product_sku: string; quantity: number }>(
    `select l.variant_sku, v.product_sku, l.quantity from basket_lines l join variants v on v.sku = l.variant_sku
     where l.owner = $1 order by l.added_at, l.variant_sku`,
    [ownerOf(visitor)],
  );
  const lines = rows.map((r) => ({ variantSku: r.variant_sku, productSku: r.product_sku, quantity: r.quantity }));
  return { id: 'basket', count: lines.reduce((sum, l) => sum + l.quantity, 0), lines };
}

/** Adds pieces of a variant; a product needs its variant chosen first (spec: "Select a variant first"). */
export async function addToBasket(db: Database, visitor: string | undefined, variantSku: string, quantity: number): Promise<BasketModel> {
  const owner = ownerOf(visitor);
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_QUANTITY) throw refuse('quantity-range', `quantity must be 1 to ${MAX_QUANTITY}`, 'quantity');
  if (!/^[A-Za-z0-9]{4,24}$/.test(variantSku)) throw refuse('unknown-variant', 'No variant has this sku');
  const [variant] = await db.query<{ sku: string; stock: number }>('select sku, stock from variants where sku = $1', [variantSku]);
  if (!variant) {
    const [product] = await db.query<{ sku: string }>('select sku from products where sku = $1', [variantSku]);
    if (product) throw refuse('variant-required', 'Select a variant first: this is a product sku');
    throw refuse('unknown-variant', 'No variant has this sku');
  }
  if (variant.stock < 1) throw refuse('sold-out', 'This variant is sold out');
  return db.transaction(async (tx) => {
    const [line] = await tx.query<{ quantity: number }>('select quantity from basket_lines where owner = $1 and variant_sku = $2', [owner, variantSku]);
    const next = (line?.quantity ?? 0) + quantity;
    if (next > MAX_QUANTITY) throw refuse('quantity-range', `At most ${MAX_QUANTITY} pieces of one variant`, 'quantity');
    if (next > variant.stock) throw refuse('not-enough-stock', `Only ${variant.stock} in stock`, 'quantity');
    await tx.query(
      `insert into basket_lines (owner, variant_sku, quantity) values ($1, $2, $3)
       on conflict (owner, variant_sku) do update set quantity = excluded.quantity`,
      [owner, variantSku, next],
    );
    return basketOf(tx, visitor);
  });
}
