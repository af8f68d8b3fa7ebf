import { refreshSearchIndex } from './search-index';
import type { Database } from '../../db/database';
import {
  BRA_BANDS,
  BRA_CUPS,
  CATEGORIES,
  CLOTHING_SIZES,
  COLOURS,
  DESCRIPTION,
  FAMILIES,
  REVIEW_AUTHORS,
  REVIEW_TAGS,
  REVIEW_TEXTS,
  RUGS,
  SERVICES,
  SORTING_ORDERS,
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
  prices: { currency: 'EUR' | 'CHF'; amount: number; originalAmount: number | null; unit: { amount: number; quantity: number; unit: string } | null }[];
  services: { key: string; currency: 'EUR' | 'CHF'; amount: number }[];
  reviews: ReviewSeed[];
  sponsorship: { sponsor: string; campaign: string; placements: string[] } | null;
}

export interface ReviewSeed {
  id: number;
  stars: number;
  title: Texts;
  body: Texts;
  language: 'de' | 'fr' | 'nl';
  author: string;
  verifiedPurchase: boolean;
  tags: string[];
  /** Hours after 2026-02-01. */
  hour: number;
}

/** Products beyond this index (benchmark catalogs) are seeded without reviews: 100 000 products would need ~2 million. */
export const REVIEWED_PRODUCTS = 5_000;

/** Reviews whose stars scatter around the product's target rating; the product's rating is then computed from them. */
function generateReviews(index: number, count: number, target: number, family: Family): ReviewSeed[] {
  const rnd = prng(index * 104729 + 3);
  return Array.from({ length: count }, (_, n) => {
    const stars = Math.min(5, Math.max(1, Math.round(target + (rnd() - 0.5) * 2.6)));
    const texts = REVIEW_TEXTS[stars >= 4 ? 'good' : stars === 3 ? 'fair' : 'poor'];
    const [title, body] = pick(rnd, texts);
    const roll = rnd();
    const tags = family.reviewTags.filter(() => rnd() < 0.3).slice(0, 2);
    return {
      id: (index + 1) * 100 + n,
      stars,
      title,
      body,
      language: roll < 0.6 ? 'de' : roll < 0.8 ? 'fr' : 'nl',
      author: pick(rnd, REVIEW_AUTHORS),
      verifiedPurchase: rnd() < 0.8,
      tags,
      hour: Math.floor(rnd() * 24 * 270),
    };
  });
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
  // Every tenth product is a rug (sold by size, with a unit price); the others cycle through the families.
  const family: Family = index % 10 === 9 ? RUGS : FAMILIES[index % FAMILIES.length]!;
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
  const plannedReviews = rnd() < 0.15 ? 0 : Math.floor(rnd() * 40);
  const target = 3 + rnd() * 2;
  const imageCount = 1 + Math.floor(rnd() * 4);
  const hue = Math.floor(rnd() * 360);
  // Drawn after everything above, so that earlier products keep their looks when a family gains a field.
  const quantity = family.unit ? pick(rnd, family.unit.quantities) : null;
  if (quantity !== null) {
    const side = { 1.28: '80 × 160 cm', 2.4: '120 × 200 cm', 3.68: '160 × 230 cm', 5.8: '200 × 290 cm' }[quantity] ?? `${quantity} m²`;
    name.de = `${name.de}, ${side}`;
    name.fr = `${name.fr}, ${side}`;
    name.nl = `${name.nl}, ${side}`;
  }
  const unitOf = (price: number) => (quantity !== null && family.unit ? { amount: Math.round(price / quantity), quantity: family.unit.perQuantity, unit: family.unit.unit } : null);
  const chf = chfFrom(amount);
  const reviews = index < REVIEWED_PRODUCTS ? generateReviews(index, plannedReviews, target, family) : [];
  const services = (family.services ?? []).flatMap((service) => {
    const eur = service.share ? Math.max(999, Math.round((amount * service.share) / 100) * 100 - 1) : (service.amount ?? 0);
    return [
      { key: service.key, currency: 'EUR' as const, amount: eur },
      { key: service.key, currency: 'CHF' as const, amount: eur === 0 ? 0 : chfFrom(eur) },
    ];
  });
  return {
    sku,
    category: family.category,
    brand,
    name,
    description: DESCRIPTION[family.variants],
    dimension: family.dimension,
    colours: colours.map((c) => ({ hex: c.hex, name: c.name })),
    flags: family.flags.filter(() => rnd() < 0.5),
    rating: reviews.length === 0 ? null : Math.round((reviews.reduce((sum, r) => sum + r.stars, 0) / reviews.length) * 10) / 10,
    reviewCount: reviews.length,
    imageCount,
    hue,
    variants,
    prices: [
      { currency: 'EUR', amount, originalAmount, unit: unitOf(amount) },
      { currency: 'CHF', amount: chf, originalAmount: originalAmount === null ? null : chfFrom(originalAmount), unit: unitOf(chf) },
    ],
    services,
    reviews,
    sponsorship: index % 13 === 5 ? { sponsor: brand, campaign: `cmp-${family.category}-${(index % 4) + 1}`, placements: ['product', 'basket', 'search'] } : null,
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
      `insert into categories (key, parent_key, name, position, freight, technical) values ($1, $2, $3, $4, $5, $6)
       on conflict (key) do update set parent_key = excluded.parent_key, name = excluded.name, position = excluded.position,
         freight = excluded.freight, technical = excluded.technical`,
      [c.key, c.parent, JSON.stringify(c.name), position, c.freight ?? false, c.technical ?? false],
    );
  }
  for (const service of SERVICES) {
    await db.query(
      `insert into services (key, name, description) values ($1, $2, $3)
       on conflict (key) do update set name = excluded.name, description = excluded.description`,
      [service.key, JSON.stringify(service.name), JSON.stringify(service.description)],
    );
  }
  for (const tag of REVIEW_TAGS) {
    await db.query(`insert into review_tag_kinds (key, label) values ($1, $2) on conflict (key) do update set label = excluded.label`, [tag.key, JSON.stringify(tag.label)]);
  }
  for (const [position, order] of SORTING_ORDERS.entries()) {
    await db.query(
      `insert into sorting_orders (key, name, position) values ($1, $2, $3)
       on conflict (key) do update set name = excluded.name, position = excluded.position`,
      [order.key, JSON.stringify(order.name), position],
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
        `insert into prices (product_sku, currency, amount, original_amount, unit_amount, unit_quantity, unit)
         select r.product_sku, r.currency, r.amount, r.original_amount, r.unit_amount, r.unit_quantity, r.unit
         from jsonb_to_recordset($1::jsonb) as r(product_sku text, currency text, amount int, original_amount int, unit_amount int, unit_quantity numeric, unit text)
         on conflict (product_sku, currency) do update set amount = excluded.amount, original_amount = excluded.original_amount,
           unit_amount = excluded.unit_amount, unit_quantity = excluded.unit_quantity, unit = excluded.unit`,
        [
          JSON.stringify(
            slice.flatMap((p) =>
              p.prices.map((r) => ({
                product_sku: p.sku,
                currency: r.currency,
                amount: r.amount,
                original_amount: r.originalAmount,
                unit_amount: r.unit?.amount ?? null,
                unit_quantity: r.unit?.quantity ?? null,
                unit: r.unit?.unit ?? null,
              })),
            ),
          ),
        ],
      );
      await tx.query(
        `insert into product_services (product_sku, service_key, currency, amount)
         select s.product_sku, s.service_key, s.currency, s.amount from jsonb_to_recordset($1::jsonb) as s(product_sku text, service_key text, currency text, amount int)
         on conflict (product_sku, service_key, currency) do update set amount = excluded.amount`,
        [JSON.stringify(slice.flatMap((p) => p.services.map((r) => ({ product_sku: p.sku, service_key: r.key, currency: r.currency, amount: r.amount }))))],
      );
      await tx.query(
        `insert into sponsorships (product_sku, sponsor, campaign, placements)
         select s.product_sku, s.sponsor, s.campaign, s.placements from jsonb_to_recordset($1::jsonb) as s(product_sku text, sponsor text, campaign text, placements text[])
         on conflict (product_sku) do update set sponsor = excluded.sponsor, campaign = excluded.campaign, placements = excluded.placements`,
        [JSON.stringify(slice.flatMap((p) => (p.sponsorship ? [{ product_sku: p.sku, ...p.sponsorship }] : [])))],
      );
      // Seeded reviews have fixed ids: seeding again changes nothing; shoppers' reviews are left alone.
      const reviews = slice.flatMap((p) => p.reviews.map((r) => ({ ...r, product_sku: p.sku })));
      if (reviews.length) {
        await tx.query(
          `insert into reviews (id, product_sku, stars, title, body, language, author, status, verified_purchase, created_at)
           overriding system value
           select r.id, r.product_sku, r.stars, r.title, r.body, r.language, r.author, 'published', r.verified, timestamptz '2026-02-01' + make_interval(hours => r.hour)
           from jsonb_to_recordset($1::jsonb) as r(id bigint, product_sku text, stars int, title jsonb, body jsonb, language text, author text, verified boolean, hour int)
           on conflict (id) do nothing`,
          [
            JSON.stringify(
              reviews.map((r) => ({
                id: r.id,
                product_sku: r.product_sku,
                stars: r.stars,
                title: r.title,
                body: r.body,
                language: r.language,
                author: r.author,
                verified: r.verifiedPurchase,
                hour: r.hour,
              })),
            ),
          ],
        );
        await tx.query(
          `insert into review_tags (review_id, tag) select t.review_id, t.tag from jsonb_to_recordset($1::jsonb) as t(review_id bigint, tag text) on conflict do nothing`,
          [JSON.stringify(reviews.flatMap((r) => r.tags.map((tag) => ({ review_id: r.id, tag }))))],
        );
      }
      // Rating and count always follow the published reviews (a moderator's approval recomputes them too).
      await refreshRatings(
        tx,
        slice.map((p) => p.sku),
      );
    });
    if (products > batch) log(`seeded ${Math.min(start + batch, products)} / ${products} products`);
  }
  await refreshSearchIndex(db);
  log('search index refreshed');
  return products;
}

/** Sets products' rating (mean stars, one decimal) and review count from their published reviews. */
export async function refreshRatings(db: Pick<Database, 'query'>, skus: readonly string[]): Promise<void> {
  await db.query(
    `update products p set rating = r.rating, review_count = r.count
     from (select s.sku, round(avg(v.stars), 1) as rating, count(v.id)::int as count
           from unnest($1::text[]) as s(sku) left join reviews v on v.product_sku = s.sku and v.status = 'published'
           group by s.sku) r
     where p.sku = r.sku and (p.rating is distinct from r.rating or p.review_count <> r.count)`,
    [skus],
  );
}
