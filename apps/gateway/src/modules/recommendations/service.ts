import { isSku, RECOMMENDATION_SLOT_SIZE, RECOMMENDATION_SLOTS, slotKind } from '@vitrine/catalog-rules';
import type { Database } from '../../db/database';
import type { Currency, RecommendationKind, RecommendationPlacement } from '../../generated/resolvers';
import { type ProductModel, productsBySkus } from '../catalog/repository';
import type { Locale } from '../catalog/localize';
import { badInput, guestOwner, TEXT_SEARCH_CONFIG } from '../../http/input';
import { listHistory } from '../search/history';
import { queryWords } from '../search/service';

/** How many products a recommendation slot or sponsored row shows at most (@vitrine/catalog-rules). */
const SLOT_SIZE = RECOMMENDATION_SLOT_SIZE;

export interface RecommendationModel {
  placement: RecommendationPlacement;
  slot: number;
  kind: RecommendationKind;
  products: ProductModel[];
  sponsor: string | null;
}

interface Anchor {
  sku: string;
  category_key: string;
  parent_key: string | null;
  brand: string;
  amount: number;
}

async function anchorOf(db: Database, sku: string, currency: Currency): Promise<Anchor> {
  const rows = isSku(sku)
    ? await db.query<Anchor>(
        `select p.sku, p.category_key, c.parent_key, p.brand, pr.amount from products p join categories c on c.key = p.category_key
         join prices pr on pr.product_sku = p.sku and pr.currency = $2 where p.sku = $1`,
        [sku, currency],
      )
    : [];
  if (!rows[0]) throw badInput('sku', 'unknown-product', 'No product has this sku');
  return rows[0];
}

const skusOf = (rows: { sku: string }[]) => rows.map((r) => r.sku);

/** Products matching the visitor's recent searches (newest first), leaving out `exclude`. */
async function fromHistory(db: Database, visitor: string | undefined, locale: Locale, exclude: string[], categoryFilter?: { notCategory: string }): Promise<string[]> {
  const owner = guestOwner(visitor);
  if (!owner) return [];
  const terms = (await listHistory(db, owner, 3)).map((h) => queryWords(h.term)).filter((w) => w.length > 0);
  if (!terms.length) return [];
  const language = locale.slice(0, 2);
  const query = terms.map((words) => `(${words.map((w) => `${w}:*`).join(' & ')})`).join(' | ');
  const rows = await db.query<{ sku: string }>(
    `select d.sku from search_documents d
     where d.language = '${language}' and d.document @@ to_tsquery('${TEXT_SEARCH_CONFIG[language]}'::regconfig, $1) and not (d.sku = any($2))
       ${categoryFilter ? 'and d.category_key <> $4' : ''}
     order by d.rating desc nulls last, d.review_count desc, d.sku limit $3`,
    categoryFilter ? [query, exclude, SLOT_SIZE, categoryFilter.notCategory] : [query, exclude, SLOT_SIZE],
  );
  return skusOf(rows);
}

async function topRated(db: Database, where: string, params: unknown[]): Promise<string[]> {
  return skusOf(
    await db.query<{ sku: string }>(
      `select p.sku from products p join categories c on c.key = p.category_key where ${where}
       order by p.rating desc nulls last, p.review_count desc, p.sku limit ${SLOT_SIZE}`,
      params,
    ),
  );
}

async function sponsoredSkus(
  db: Database,
  placement: string,
  near: { parent: string | null; category?: string },
  exclude: string[],
): Promise<{ sku: string; sponsor: string; campaign: string }[]> {
  return db.query<{ sku: string; sponsor: string; campaign: string }>(
    `select s.product_sku as sku, s.sponsor, s.campaign from sponsorships s join products p on p.sku = s.product_sku join categories c on c.key = p.category_key
     where $1 = any(s.placements) and not (s.product_sku = any($2))
       and ($3::text is null or c.parent_key = $3 or c.key = $3) and ($4::text is null or c.key = $4)
     order by s.weight desc, s.product_sku limit ${SLOT_SIZE}`,
    [placement, exclude, near.parent, near.category ?? null],
  );
}

/**
 * Recommendations by slot (spec §9). Product page: 1 personalised (the visitor's recent searches,
 * else the best rated of the department), 2 the same series (brand and category), 3 empty, 4 similar
 * (same category, nearest price). Add-to-basket: 1 personalised (other categories of the department),
 * 2 advertising-partner products.
 */
export async function recommendations(
  db: Database,
  {
    placement,
    slot,
    sku,
    locale,
    currency,
    visitor,
  }: { placement: RecommendationPlacement; slot: number; sku: string; locale: Locale; currency: Currency; visitor?: string | undefined },
): Promise<RecommendationModel> {
  // What each slot holds (spec §9) is the rule of @vitrine/catalog-rules.
  const kind: RecommendationKind | undefined = slotKind(placement, slot);
  if (!kind) throw badInput('slot', 'slot-range', `slot must be 1 to ${RECOMMENDATION_SLOTS[placement].length} for ${placement}`);
  const anchor = await anchorOf(db, sku, currency);
  let skus: string[] = [];
  let sponsor: string | null = null;
  const department = anchor.parent_key ?? anchor.category_key;
  switch (`${placement}:${kind}`) {
    case 'PRODUCT_PAGE:PERSONALISED':
      skus = await fromHistory(db, visitor, locale, [sku]);
      if (!skus.length) skus = await topRated(db, `(c.parent_key = $1 or c.key = $1) and p.sku <> $2`, [department, sku]);
      break;
    case 'PRODUCT_PAGE:SERIES':
      skus = skusOf(
        await db.query<{ sku: string }>(`select sku from products where brand = $1 and category_key = $2 and sku <> $3 order by sku limit ${SLOT_SIZE}`, [
          anchor.brand,
          anchor.category_key,
          sku,
        ]),
      );
      break;
    case 'PRODUCT_PAGE:SIMILAR':
      skus = skusOf(
        await db.query<{ sku: string }>(
          `select p.sku from products p join prices pr on pr.product_sku = p.sku and pr.currency = $3
           where p.category_key = $1 and p.sku <> $2 order by abs(pr.amount - $4), p.sku limit ${SLOT_SIZE}`,
          [anchor.category_key, sku, currency, anchor.amount],
        ),
      );
      break;
    case 'ADD_TO_BASKET:PERSONALISED':
      skus = await fromHistory(db, visitor, locale, [sku], { notCategory: anchor.category_key });
      if (!skus.length) skus = await topRated(db, `(c.parent_key = $1 or c.key = $1) and p.category_key <> $2`, [department, anchor.category_key]);
      break;
    case 'ADD_TO_BASKET:ADVERTISING_PARTNER': {
      let rows = await sponsoredSkus(db, 'basket', { parent: department }, [sku]);
      if (!rows.length) rows = await sponsoredSkus(db, 'basket', { parent: null }, [sku]);
      skus = rows.map((r) => r.sku);
      sponsor = [...new Set(rows.map((r) => r.sponsor))].join(', ') || null;
      break;
    }
    default:
    // The empty slot (3 on the product page) stays empty by design.
  }
  return { placement, slot, kind, products: await productsBySkus(db, skus, locale, currency), sponsor };
}

/** Sponsored products near a product (its department) or in a category, labelled with their sponsor. */
export async function sponsoredProducts(
  db: Database,
  { sku, category, locale, currency, first }: { sku?: string | null; category?: string | null; locale: Locale; currency: Currency; first: number },
): Promise<{ product: ProductModel; sponsor: string; campaign: string }[]> {
  if (!Number.isInteger(first) || first < 1 || first > SLOT_SIZE) {
    throw badInput('first', 'first-range', `first must be 1 to ${SLOT_SIZE}`);
  }
  if (!sku && !category) throw badInput('sku', 'no-context', 'Give a sku or a category');
  if (category && !/^[a-z0-9-]{1,60}$/.test(category)) throw badInput('category', 'bad-category', 'category must be a category key');
  let rows: { sku: string; sponsor: string; campaign: string }[];
  if (sku) {
    const anchor = await anchorOf(db, sku, currency);
    rows = await sponsoredSkus(db, 'product', { parent: anchor.parent_key ?? anchor.category_key }, [sku]);
  } else {
    rows = await sponsoredSkus(db, 'search', { parent: category! }, []);
  }
  rows = rows.slice(0, first);
  const products = new Map(
    (
      await productsBySkus(
        db,
        rows.map((r) => r.sku),
        locale,
        currency,
      )
    ).map((p) => [p.sku, p]),
  );
  return rows.flatMap((r) => {
    const product = products.get(r.sku);
    return product ? [{ product, sponsor: r.sponsor, campaign: r.campaign }] : [];
  });
}
