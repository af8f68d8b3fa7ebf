import { slugify } from '@vitrine/i18n';
import { GraphQLError } from 'graphql';
import type { Database } from '../../db/database';
import { isSku } from '@vitrine/catalog-rules';
import type { Currency, Product, Service } from '../../generated/resolvers';
import { type Locale, type LocalizedText, PRODUCT_LOCALES, localize } from './localize';

interface ProductRow {
  sku: string;
  category_key: string;
  category_name: LocalizedText;
  parent_key: string | null;
  parent_name: LocalizedText | null;
  brand: string;
  name: LocalizedText;
  description: LocalizedText;
  variation_dimension: LocalizedText | null;
  colours: { hex: string; name: LocalizedText }[];
  flags: string[];
  rating: string | null;
  review_count: number;
  image_count: number;
  /** Its variants in their order (json: one statement reads a product whole). */
  variants: VariantRow[] | null;
  /** Its price in the currency asked for (null: none). */
  price: PriceRow | null;
}

interface VariantRow {
  sku: string;
  label: LocalizedText;
  stock: number;
}

interface PriceRow {
  amount: number;
  original_amount: number | null;
  unit_amount: number | null;
  unit_quantity: string | null;
  unit: string | null;
}

/**
 * A product's columns with its variants and its price in the currency of parameter `$currencyParam`:
 * one statement per read (PGlite has one connection: every round trip waits its turn).
 */
const productColumns = (currencyParam: number) => `p.sku, p.category_key, c.name as category_name, c.parent_key, pc.name as parent_name, p.brand, p.name,
  p.description, p.variation_dimension, p.colours, p.flags, p.rating::text as rating, p.review_count, p.image_count,
  (select json_agg(json_build_object('sku', v.sku, 'label', v.label, 'stock', v.stock) order by v.position) from variants v where v.product_sku = p.sku) as variants,
  (select json_build_object('amount', pr.amount, 'original_amount', pr.original_amount, 'unit_amount', pr.unit_amount,
          'unit_quantity', pr.unit_quantity::text, 'unit', pr.unit)
     from prices pr where pr.product_sku = p.sku and pr.currency = $${currencyParam}) as price`;
const PRODUCT_FROM = `products p join categories c on c.key = p.category_key left join categories pc on pc.key = c.parent_key`;

export const MAX_PAGE_SIZE = 100;

/** A product as resolvers pass it on: lazy fields (services, review tags) read with its locale and currency. */
export type ProductModel = Omit<Product, 'services' | 'reviewTags'> & { locale: Locale; currency: Currency };

/** Maps rows of one product to the schema's Product (the one place that knows both shapes). */
function reshapeProduct(row: ProductRow, locale: Locale, currency: Currency): ProductModel {
  const { price } = row;
  const variants = row.variants ?? [];
  if (!price) throw new GraphQLError(`Product ${row.sku} has no ${currency} price`, { extensions: { code: 'INTERNAL' } });
  const name = localize(row.name, locale);
  const breadcrumbs = [
    ...(row.parent_key ? [{ label: localize(row.parent_name, locale), categoryKey: row.parent_key }] : []),
    { label: localize(row.category_name, locale), categoryKey: row.category_key },
  ];
  return {
    sku: row.sku,
    slug: slugify(name),
    slugs: PRODUCT_LOCALES.map((l) => ({ locale: l, slug: slugify(localize(row.name, l)) })),
    productName: name,
    description: localize(row.description, locale),
    brand: row.brand,
    category: { key: row.category_key, name: localize(row.category_name, locale) },
    variationDimension: row.variation_dimension ? localize(row.variation_dimension, locale) : null,
    variants: variants.map((v) => ({ sku: v.sku, label: localize(v.label, locale), available: v.stock > 0 })),
    colours: row.colours.map((c) => ({ hex: c.hex, name: localize(c.name, locale) })),
    price: {
      currency,
      amount: price.amount,
      originalAmount: price.original_amount,
      discountPercent: price.original_amount ? Math.round((1 - price.amount / price.original_amount) * 100) : null,
      unitPrice: price.unit_amount !== null && price.unit && price.unit_quantity ? { amount: price.unit_amount, quantity: Number(price.unit_quantity), unit: price.unit } : null,
      // The teaser depends on the tenant: filled in at the edges by withTeaser (./teaser).
      installmentCount: null,
      installmentAmount: null,
      installmentFirstAmount: null,
      installmentLastAmount: null,
      installmentTotal: null,
      installmentEffectiveRate: null,
    },
    rating: row.rating === null ? null : Number(row.rating),
    reviewCount: row.review_count,
    images: Array.from({ length: row.image_count }, (_, i) => ({
      url: `/api/images/${row.sku}/${i + 1}.svg`,
      alt: `${name} (${i + 1}/${row.image_count})`,
      width: 800,
      height: 1000,
    })),
    available: variants.some((v) => v.stock > 0),
    flags: row.flags,
    breadcrumbs,
    locale,
    currency,
  };
}

export async function productBySku(db: Database, sku: string, locale: Locale, currency: Currency): Promise<ProductModel | null> {
  if (!isSku(sku)) return null;
  const [row] = await db.query<ProductRow>(`select ${productColumns(2)} from ${PRODUCT_FROM} where p.sku = $1`, [sku, currency]);
  return row ? reshapeProduct(row, locale, currency) : null;
}

/** Products by sku in the order given (unknown skus are left out). */
export async function productsBySkus(db: Database, skus: readonly string[], locale: Locale, currency: Currency): Promise<ProductModel[]> {
  if (skus.length === 0) return [];
  const rows = await db.query<ProductRow>(`select ${productColumns(2)} from ${PRODUCT_FROM} where p.sku = any($1)`, [skus, currency]);
  const order = new Map(skus.map((sku, i) => [sku, i]));
  rows.sort((a, b) => order.get(a.sku)! - order.get(b.sku)!);
  return rows.map((row) => reshapeProduct(row, locale, currency));
}

export interface ProductPage {
  nodes: ProductModel[];
  totalCount: number;
  endCursor: string | null;
  hasNextPage: boolean;
}

/** Newest first (sku descending); `after` is the last sku seen. */
export async function listProducts(
  db: Database,
  { locale, currency, first, after, category }: { locale: Locale; currency: Currency; first: number; after?: string | null; category?: string | null },
): Promise<ProductPage> {
  if (!Number.isInteger(first) || first < 1 || first > MAX_PAGE_SIZE) {
    throw new GraphQLError(`"first" must be between 1 and ${MAX_PAGE_SIZE}`, { extensions: { code: 'BAD_USER_INPUT', field: 'first' } });
  }
  if (after != null && !isSku(after)) {
    throw new GraphQLError('"after" is not a cursor of this list', { extensions: { code: 'BAD_USER_INPUT', field: 'after' } });
  }
  const params: unknown[] = [];
  const where: string[] = [];
  if (category) {
    params.push(category);
    where.push(`(p.category_key = $${params.length} or c.parent_key = $${params.length})`);
  }
  const countWhere = where.length ? `where ${where.join(' and ')}` : '';
  const [{ count }] = (await db.query<{ count: number }>(`select count(*)::int as count from ${PRODUCT_FROM} ${countWhere}`, params)) as [{ count: number }];
  if (after) {
    params.push(after);
    where.push(`p.sku < $${params.length}`);
  }
  params.push(first + 1, currency);
  const rows = await db.query<ProductRow>(
    `select ${productColumns(params.length)} from ${PRODUCT_FROM} ${where.length ? `where ${where.join(' and ')}` : ''} order by p.sku desc limit $${params.length - 1}`,
    params,
  );
  const page = rows.slice(0, first);
  return {
    nodes: page.map((row) => reshapeProduct(row, locale, currency)),
    totalCount: count,
    endCursor: page.at(-1)?.sku ?? null,
    hasNextPage: rows.length > first,
  };
}

/** Services bookable with a product, priced in the currency asked for. */
export async function servicesOf(db: Database, sku: string, locale: Locale, currency: Currency): Promise<Service[]> {
  return localizeServices((await servicesOfMany(db, [sku], currency)).get(sku) ?? [], locale);
}

export type ServiceRow = { key: string; name: LocalizedText; description: LocalizedText; amount: number };

/** The services of many products in one query, by sku (for a list of products: no query per product). */
export async function servicesOfMany(db: Database, skus: readonly string[], currency: Currency): Promise<Map<string, ServiceRow[]>> {
  const rows = await db.query<ServiceRow & { product_sku: string }>(
    `select ps.product_sku, s.key, s.name, s.description, ps.amount from product_services ps join services s on s.key = ps.service_key
     where ps.product_sku = any($1::text[]) and ps.currency = $2 order by ps.product_sku, ps.amount desc, s.key`,
    [skus, currency],
  );
  const out = new Map<string, ServiceRow[]>();
  for (const { product_sku, ...row } of rows) out.set(product_sku, [...(out.get(product_sku) ?? []), row]);
  return out;
}

export function localizeServices(rows: readonly ServiceRow[], locale: Locale): Service[] {
  return rows.map((r) => ({ key: r.key, name: localize(r.name, locale), description: localize(r.description, locale), price: r.amount }));
}

/** How a product's goods travel and whether they are technical: its category's catalog data. */
export interface GoodsKind {
  freight: boolean;
  technical: boolean;
}

/** The {@link GoodsKind} of each product by sku (unknown skus are left out). */
export async function goodsKindsOf(db: Pick<Database, 'query'>, productSkus: readonly string[]): Promise<Map<string, GoodsKind>> {
  if (productSkus.length === 0) return new Map();
  const rows = await db.query<{ sku: string; freight: boolean; technical: boolean }>(
    'select p.sku, c.freight, c.technical from products p join categories c on c.key = p.category_key where p.sku = any($1::text[])',
    [[...new Set(productSkus)]],
  );
  return new Map(rows.map((row) => [row.sku, { freight: row.freight, technical: row.technical }]));
}
