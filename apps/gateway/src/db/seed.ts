import { refreshSearchIndex } from '../search/index-sql';
import type { Database } from './database';
import {
  BRA_BANDS,
  BRA_CUPS,
  CATEGORIES,
  CLOTHING_SIZES,
  COLOURS,
  DESCRIPTION,
  FAMILIES,
  TABLE_SIZES,
  type Family,
  type Texts,
} from './catalog-data';

/** A small deterministic PRNG (mulberry32): the same seed gives the same catalog everywhere. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

export interface ProductSeed {
  sku: string;
  category: string;
  brand: string;
  name: Texts;
  description: Texts;
  dimension: Texts | null;
  colours: { hex: string; name: Texts }[];
  flags: string[];
  rating: number | null;
  reviewCount: number;
  imageCount: number;
  hue: number;
  variants: { sku: string; label: Texts; stock: number }[];
  prices: { currency: 'EUR' | 'CHF'; amount: number; originalAmount: number | null }[];
}

const same = (s: string): Texts => ({ de: s, fr: s, nl: s });
const pick = <T>(rnd: () => number, list: readonly T[]): T => list[Math.floor(rnd() * list.length)]!;

/** Francs are rounded to 5 Rappen, ending in .90 or .95 like shelf prices. */
function chfFrom(eur: number): number {
  const raw = Math.round((eur * 1.04) / 5) * 5;
  return Math.max(95, raw - (raw % 100) + 95);
}

export function generateProduct(index: number): ProductSeed {
  const rnd = prng(index * 7919 + 17);
  const family: Family = FAMILIES[index % FAMILIES.length]!;
  const noun = pick(rnd, family.nouns);
  const qualifier = pick(rnd, family.qualifiers);
  const brand = pick(rnd, family.brands);
  const sku = String(100000 + index);
  const name: Texts = {
    de: `${brand} ${noun.de} ${qualifier.de}`,
    fr: `${noun.fr} ${qualifier.fr} ${brand}`,
    nl: `${brand} ${noun.nl} ${qualifier.nl}`,
  };
  const shuffled = [...COLOURS].sort(() => rnd() - 0.5);
  const colourCount = family.variants === 'colour' ? 2 + Math.floor(rnd() * 3) : 1 + Math.floor(rnd() * 2);
  const colours = shuffled.slice(0, colourCount);

  let labels: Texts[];
  switch (family.variants) {
    case 'clothing':
      labels = CLOTHING_SIZES.slice(Math.floor(rnd() * 2), 5 + Math.floor(rnd() * 3)).map(same);
      break;
    case 'bra':
      labels = BRA_BANDS.flatMap((band) => BRA_CUPS.slice(0, 3 + Math.floor(rnd() * 3)).map((cup) => same(`${band}${cup}`)));
      break;
    case 'colour':
      labels = colours.map((c) => c.name);
      break;
    case 'tableSize':
      labels = TABLE_SIZES.map(same);
      break;
    case 'none':
      labels = [same('Standard')];
      break;
  }
  const variants = labels.map((label, i) => ({
    sku: `${sku}${String(i + 1).padStart(2, '0')}`,
    label,
    // About one variant in six is sold out; a product is sold out when all are.
    stock: rnd() < 0.17 ? 0 : 1 + Math.floor(rnd() * 40),
  }));

  const [lo, hi] = family.price;
  const amount = Math.round((lo + rnd() * (hi - lo)) / 100) * 100 - 1;
  const discounted = rnd() < 0.3;
  const originalAmount = discounted ? Math.round((amount * (1.15 + rnd() * 0.45)) / 100) * 100 - 1 : null;
  const reviewCount = rnd() < 0.15 ? 0 : Math.floor(rnd() * 250);
  return {
    sku,
    category: family.category,
    brand,
    name,
    description: DESCRIPTION[family.variants],
    dimension: family.dimension,
    colours: colours.map((c) => ({ hex: c.hex, name: c.name })),
    flags: family.flags.filter(() => rnd() < 0.5),
    rating: reviewCount === 0 ? null : Math.round((3 + rnd() * 2) * 10) / 10,
    reviewCount,
    imageCount: 1 + Math.floor(rnd() * 4),
    hue: Math.floor(rnd() * 360),
    variants,
    prices: [
      { currency: 'EUR', amount, originalAmount },
      { currency: 'CHF', amount: chfFrom(amount), originalAmount: originalAmount === null ? null : chfFrom(originalAmount) },
    ],
  };
}

/** Default size of the demo catalog. */
export const DEFAULT_PRODUCT_COUNT = 320;

/**
 * Idempotent: categories and products are upserted by key and sku, so seeding twice changes
 * nothing and a larger `--products` count only adds.
 */
export interface SeedOptions {
  /** How many products (default {@link DEFAULT_PRODUCT_COUNT}). */
  products?: number;
  /** Rows per transaction (default 250). */
  batch?: number;
  log?: (line: string) => void;
}

export async function seed(db: Database, { products = DEFAULT_PRODUCT_COUNT, batch = 250, log = () => undefined }: SeedOptions = {}): Promise<number> {
  for (const [position, c] of CATEGORIES.entries()) {
    await db.query(
      `insert into categories (key, parent_key, name, position) values ($1, $2, $3, $4)
       on conflict (key) do update set parent_key = excluded.parent_key, name = excluded.name, position = excluded.position`,
      [c.key, c.parent, JSON.stringify(c.name), position],
    );
  }
  for (let start = 0; start < products; start += batch) {
    const slice = Array.from({ length: Math.min(batch, products - start) }, (_, i) => generateProduct(start + i));
    await db.transaction(async (tx) => {
      await tx.query(
        `insert into products (sku, category_key, brand, name, description, variation_dimension, colours, flags, rating, review_count, image_count, hue, created_at)
         select p.sku, p.category_key, p.brand, p.name, p.description, p.variation_dimension, p.colours, p.flags, p.rating, p.review_count, p.image_count, p.hue,
                timestamptz '2026-01-01' + make_interval(mins => p.ord)
         from jsonb_to_recordset($1::jsonb) as p(sku text, category_key text, brand text, name jsonb, description jsonb, variation_dimension jsonb,
              colours jsonb, flags text[], rating numeric, review_count int, image_count int, hue int, ord int)
         on conflict (sku) do update set category_key = excluded.category_key, brand = excluded.brand, name = excluded.name,
           description = excluded.description, variation_dimension = excluded.variation_dimension, colours = excluded.colours,
           flags = excluded.flags, rating = excluded.rating, review_count = excluded.review_count,
           image_count = excluded.image_count, hue = excluded.hue`,
        [
          JSON.stringify(
            slice.map((p) => ({
              sku: p.sku,
              category_key: p.category,
              brand: p.brand,
              name: p.name,
              description: p.description,
              variation_dimension: p.dimension,
              colours: p.colours,
              flags: p.flags,
              rating: p.rating,
              review_count: p.reviewCount,
              image_count: p.imageCount,
              hue: p.hue,
              ord: Number(p.sku) - 100000,
            })),
          ),
        ],
      );
      await tx.query(
        `insert into variants (sku, product_sku, label, position, stock)
         select v.sku, v.product_sku, v.label, v.position, v.stock from jsonb_to_recordset($1::jsonb) as v(sku text, product_sku text, label jsonb, position int, stock int)
         on conflict (sku) do update set label = excluded.label, position = excluded.position, stock = excluded.stock`,
        [JSON.stringify(slice.flatMap((p) => p.variants.map((v, position) => ({ sku: v.sku, product_sku: p.sku, label: v.label, position, stock: v.stock }))))],
      );
      await tx.query(
        `insert into prices (product_sku, currency, amount, original_amount)
         select r.product_sku, r.currency, r.amount, r.original_amount from jsonb_to_recordset($1::jsonb) as r(product_sku text, currency text, amount int, original_amount int)
         on conflict (product_sku, currency) do update set amount = excluded.amount, original_amount = excluded.original_amount`,
        [JSON.stringify(slice.flatMap((p) => p.prices.map((r) => ({ product_sku: p.sku, currency: r.currency, amount: r.amount, original_amount: r.originalAmount }))))],
      );
    });
    if (products > batch) log(`seeded ${Math.min(start + batch, products)} / ${products} products`);
  }
  await refreshSearchIndex(db);
  log('search index refreshed');
  return products;
}
