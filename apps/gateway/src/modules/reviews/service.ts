import { isReviewTagKey, isSku, normaliseReviewText, REVIEW_PAGE_SIZE, reviewProblems, REVIEWS_PER_HOUR } from '@vitrine/catalog-rules';
import { badInput, guestOwner, noVisitor } from '../../http/input';
import type { Database } from '../../db/database';
import { refreshRatings } from '../catalog/seed';
import { type Locale, type LocalizedText, localize } from '../catalog/localize';
import type { Rating, RatingFilter, Review, ReviewInput, ReviewPage, ReviewTag, WrittenReview } from '../../generated/resolvers';

// Page size, reviews per hour, text limits and tag keys: the rules of @vitrine/catalog-rules.
export { REVIEW_PAGE_SIZE, REVIEWS_PER_HOUR };

type Language = 'de' | 'fr' | 'nl';
const LANGUAGES: readonly Language[] = ['de', 'fr', 'nl'];

/** What the Rating resolver hands on to its `reviews` field. */
export type RatingModel = Omit<Rating, 'reviews'> & { locale: Locale };

function checkFilter(filter: RatingFilter | null | undefined): { stars: number | null; tag: string | null } {
  const stars = filter?.stars ?? null;
  const tag = filter?.tag ?? null;
  if (stars !== null && (!Number.isInteger(stars) || stars < 1 || stars > 5)) throw badInput('filter.stars', 'stars-range', 'filter.stars must be a whole number from 1 to 5');
  if (tag !== null && !isReviewTagKey(tag)) throw badInput('filter.tag', 'tag-format', 'filter.tag must be a tag key (lower-case letters, digits, dashes)');
  return { stars, tag };
}

/** The rating summary of a product (null when the product is unknown); reviews are read by {@link reviewsPage}. */
export async function ratingOf(db: Database, sku: string, locale: Locale, filter?: RatingFilter | null): Promise<RatingModel | null> {
  const checked = checkFilter(filter);
  if (!isSku(sku)) return null;
  // One statement (PGlite has one connection: every round trip waits its turn): no row, no product.
  const [row] = await db.query<{ stars: { stars: number; count: number }[] | null; tags: { key: string; label: LocalizedText; count: number }[] | null }>(
    `select (select json_agg(json_build_object('stars', s.stars, 'count', s.count))
               from (select stars, count(*)::int as count from reviews where product_sku = p.sku and status = 'published' group by stars) s) as stars,
            (select json_agg(json_build_object('key', t.key, 'label', t.label, 'count', t.count) order by t.count desc, t.key)
               from (select k.key, k.label, count(*)::int as count from reviews r join review_tags t on t.review_id = r.id join review_tag_kinds k on k.key = t.tag
                     where r.product_sku = p.sku and r.status = 'published' group by k.key, k.label) t) as tags
     from products p where p.sku = $1`,
    [sku],
  );
  if (!row) return null;
  const stars = row.stars ?? [];
  const tags = row.tags ?? [];
  const byStars = new Map(stars.map((s) => [Number(s.stars), s.count]));
  const count = stars.reduce((sum, s) => sum + s.count, 0);
  const total = stars.reduce((sum, s) => sum + Number(s.stars) * s.count, 0);
  return {
    id: sku,
    locale,
    average: count ? Math.round((total / count) * 10) / 10 : null,
    count,
    distribution: [5, 4, 3, 2, 1].map((n) => ({ stars: n, count: byStars.get(n) ?? 0 })),
    tags: tags.map((t) => ({ key: t.key, label: localize(t.label, locale), count: t.count })),
    filter: checked,
  };
}

/** The text in the page's language, or in the language it was written in (Swiss German with "ss", as everywhere). */
function textOf(text: Record<string, string>, written: Language, locale: Locale): { text: string; language: Language } {
  const wanted = locale.slice(0, 2) as Language;
  const language = text[wanted] ? wanted : written;
  const value = text[language] ?? '';
  return { text: language === 'de' && locale === 'de-CH' ? value.replaceAll('ß', 'ss') : value, language };
}

/** How many reviews the rating's filter finds, when its summary already tells (no filter, or stars or a tag alone). */
function knownTotal({ filter, count, distribution, tags }: RatingModel): number | null {
  if (filter.stars == null && !filter.tag) return count;
  if (filter.stars != null && !filter.tag) return distribution.find((d) => d.stars === filter.stars)?.count ?? 0;
  if (filter.stars == null && filter.tag) return tags.find((t) => t.key === filter.tag)?.count ?? 0;
  return null;
}

export async function reviewsPage(db: Database, rating: RatingModel, page: number): Promise<ReviewPage> {
  if (!Number.isInteger(page) || page < 1 || page > 10_000) throw badInput('page', 'page-range', 'page must be a whole number from 1');
  const { stars, tag } = rating.filter;
  const where = [`r.product_sku = $1`, `r.status = 'published'`];
  const params: unknown[] = [rating.id];
  if (stars !== null && stars !== undefined) {
    params.push(stars);
    where.push(`r.stars = $${params.length}`);
  }
  if (tag) {
    params.push(tag);
    where.push(`exists (select 1 from review_tags t where t.review_id = r.id and t.tag = $${params.length})`);
  }
  const total = knownTotal(rating) ?? (await db.query<{ total: number }>(`select count(*)::int as total from reviews r where ${where.join(' and ')}`, params))[0]!.total;
  params.push(REVIEW_PAGE_SIZE, (page - 1) * REVIEW_PAGE_SIZE);
  const rows = await db.query<{
    id: string;
    stars: number;
    title: Record<string, string>;
    body: Record<string, string>;
    language: Language;
    author: string;
    verified_purchase: boolean;
    created_at: Date | string;
    tags: { key: string; label: LocalizedText }[] | null;
  }>(
    `select r.id::text as id, r.stars, r.title, r.body, r.language, r.author, r.verified_purchase, r.created_at,
            (select json_agg(json_build_object('key', k.key, 'label', k.label) order by k.key)
             from review_tags t join review_tag_kinds k on k.key = t.tag where t.review_id = r.id) as tags
     from reviews r where ${where.join(' and ')}
     order by r.created_at desc, r.id desc limit $${params.length - 1} offset $${params.length}`,
    params,
  );
  const nodes: Review[] = rows.map((r) => {
    const title = textOf(r.title, r.language, rating.locale);
    const body = textOf(r.body, r.language, rating.locale);
    return {
      id: r.id,
      stars: r.stars,
      title: title.text,
      body: body.text,
      language: body.language,
      author: r.author,
      createdAt: new Date(r.created_at).toISOString(),
      verifiedPurchase: r.verified_purchase,
      tags: (r.tags ?? []).map((t) => ({ key: t.key, label: localize(t.label, rating.locale) })),
    };
  });
  return { nodes, page, pageSize: REVIEW_PAGE_SIZE, pageCount: Math.max(1, Math.ceil(total / REVIEW_PAGE_SIZE)), totalCount: total };
}

/** Tags a product's reviews may carry: those of its category's reviews, else every tag. */
export async function reviewTagsOf(db: Database, sku: string, locale: Locale): Promise<ReviewTag[]> {
  return localizeTags((await reviewTagsOfMany(db, [sku])).get(sku) ?? [], locale);
}

export type ReviewTagRow = { key: string; label: LocalizedText };

/** The review tags of many products in one query, by sku (a list of products: no query per product). */
export async function reviewTagsOfMany(db: Database, skus: readonly string[]): Promise<Map<string, ReviewTagRow[]>> {
  const rows = await db.query<ReviewTagRow & { sku: string }>(
    `select p.sku, k.key, k.label from products p join category_review_tags c on c.category_key = p.category_key
       join review_tag_kinds k on k.key = c.tag
     where p.sku = any($1::text[]) order by p.sku, k.key`,
    [skus],
  );
  const out = new Map<string, ReviewTagRow[]>();
  for (const { sku, ...row } of rows) out.set(sku, [...(out.get(sku) ?? []), row]);
  return out;
}

export function localizeTags(rows: readonly ReviewTagRow[], locale: Locale): ReviewTag[] {
  return rows.map((r) => ({ key: r.key, label: localize(r.label, locale) }));
}

/** An expected refusal of a review: a result of the mutation (the shop writes the shopper's text). */
export interface ReviewRefusedModel {
  __typename: 'ReviewRefused';
  reason: 'INVALID' | 'UNKNOWN_PRODUCT' | 'ALREADY_REVIEWED' | 'TOO_MANY_REVIEWS';
  problems: { field: 'STARS' | 'TITLE' | 'BODY' | 'AUTHOR' | 'TAGS'; problem: 'STARS_RANGE' | 'TOO_SHORT' | 'TOO_LONG' | 'BAD_CHARACTERS' | 'UNKNOWN_TAG' | 'TOO_MANY' }[];
}

/** A rule's code as the schema's enum value: `too-short` → `TOO_SHORT`. */
const asEnum = <T extends string>(code: string) => code.toUpperCase().replaceAll('-', '_') as T;
const refusedReview = (reason: ReviewRefusedModel['reason'], problems: ReviewRefusedModel['problems'] = []): ReviewRefusedModel => ({
  __typename: 'ReviewRefused',
  reason,
  problems,
});

/**
 * Stores a review for moderation. Everything is checked here again, whatever the shop checked, with
 * the same rules (@vitrine/catalog-rules): stars, lengths, markup, tags of the product; then one
 * review per product and {@link REVIEWS_PER_HOUR} per hour per visitor. What a shopper can cause is
 * a typed refusal; no visitor or a locale that is no shop's is an error.
 */
export async function writeReview(
  db: Database,
  input: ReviewInput,
  visitor: string | undefined,
  now: Date = new Date(),
): Promise<(WrittenReview & { __typename: 'WrittenReview' }) | ReviewRefusedModel> {
  const submitter = guestOwner(visitor);
  if (!submitter) throw noVisitor('Writing a review needs a visitor id (x-vitrine-visitor)');
  const language = input.locale.slice(0, 2) as Language;
  if (!LANGUAGES.includes(language) || !/^[a-z]{2}-[A-Z]{2}$/.test(input.locale)) throw badInput('locale', 'bad-locale', 'locale must be a shop locale');
  const product = isSku(input.sku) ? (await db.query<{ sku: string }>('select sku from products where sku = $1', [input.sku]))[0] : undefined;
  if (!product) return refusedReview('UNKNOWN_PRODUCT');
  const tags = [...new Set(input.tags ?? [])];
  const allowed = new Set((await reviewTagsOf(db, input.sku, 'de-DE')).map((t) => t.key));
  const problems = reviewProblems({ stars: input.stars, title: input.title, body: input.body, author: input.author, tags }, allowed);
  const fields = Object.entries(problems) as [string, string][];
  if (fields.length)
    return refusedReview(
      'INVALID',
      fields.map(([field, problem]) => ({ field: asEnum(field), problem: asEnum(problem) })),
    );
  const title = normaliseReviewText(input.title);
  const body = normaliseReviewText(input.body);
  const author = normaliseReviewText(input.author);

  return db.transaction(async (tx) => {
    // One submitter at a time: parallel requests cannot both pass the quota before either is stored.
    await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`review:${submitter}`]);
    const [recent] = (await tx.query<{ total: number; same: number }>(
      `select count(*) filter (where created_at > $2::timestamptz - interval '1 hour')::int as total,
              count(*) filter (where product_sku = $3)::int as same
       from reviews where submitter = $1`,
      [submitter, now.toISOString(), input.sku],
    )) as [{ total: number; same: number }];
    if (recent.same > 0) return refusedReview('ALREADY_REVIEWED');
    if (recent.total >= REVIEWS_PER_HOUR) return refusedReview('TOO_MANY_REVIEWS');
    const [row] = (await tx.query<{ id: string }>(
      `insert into reviews (product_sku, stars, title, body, language, author, status, submitter, created_at)
       values ($1, $2, $3, $4, $5, $6, 'pending', $7, $8) returning id::text as id`,
      [input.sku, input.stars, JSON.stringify({ [language]: title }), JSON.stringify({ [language]: body }), language, author, submitter, now.toISOString()],
    )) as [{ id: string }];
    for (const tag of tags) await tx.query('insert into review_tags (review_id, tag) values ($1, $2)', [row.id, tag]);
    return { __typename: 'WrittenReview' as const, id: row.id, status: 'PENDING' as const };
  });
}

/** The moderator's decision: published reviews count towards the product's rating at once. */
export async function moderateReview(db: Database, id: string, decision: 'published' | 'rejected'): Promise<boolean> {
  if (!/^\d{1,18}$/.test(id)) return false;
  const rows = await db.query<{ product_sku: string }>(`update reviews set status = $2 where id = $1::bigint and status = 'pending' returning product_sku`, [id, decision]);
  if (!rows[0]) return false;
  await refreshRatings(db, [rows[0].product_sku]);
  return true;
}

export async function pendingReviews(db: Database): Promise<{ id: string; sku: string; stars: number; title: string; author: string; createdAt: string }[]> {
  const rows = await db.query<{ id: string; product_sku: string; stars: number; title: Record<string, string>; language: Language; author: string; created_at: Date | string }>(
    `select id::text as id, product_sku, stars, title, language, author, created_at from reviews where status = 'pending' order by created_at, id`,
  );
  return rows.map((r) => ({ id: r.id, sku: r.product_sku, stars: r.stars, title: r.title[r.language] ?? '', author: r.author, createdAt: new Date(r.created_at).toISOString() }));
}
