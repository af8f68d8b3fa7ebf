import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { moderateReview, REVIEW_PAGE_SIZE } from '../src/modules/reviews/service';
import { graphql, nonEmpty, shopFetch, startTestGateway, type TestGateway } from './harness';

// Reviews, ratings, services, recommendations and sponsored products against a real database over HTTP.
let gateway: TestGateway;
let db: Database;
let base: string;

beforeAll(async () => {
  gateway = await startTestGateway({ products: 120 });
  ({ db, base } = gateway);
});
afterAll(() => gateway.close());

const gql = (query: string, variables: Record<string, unknown> = {}, visitor?: string) =>
  graphql(base, query, variables, { headers: visitor ? { 'x-vitrine-visitor': visitor } : {} });

const RATING = `query($id: ID!, $locale: String!, $filter: RatingFilter, $page: Int) {
  rating(id: $id, locale: $locale, filter: $filter) {
    id average count distribution { stars count } tags { key label count } filter { stars tag }
    reviews(page: $page) { page pageSize pageCount totalCount nodes { id stars title body language author createdAt verifiedPurchase tags { key label } } }
  }
}`;

/** A product of the seeded catalog with more than one page of reviews. */
async function productWithReviews(min: number): Promise<string> {
  const [row] = await db.query<{ sku: string }>('select sku from products where review_count > $1 order by sku limit 1', [min]);
  return row!.sku;
}

describe('rating and reviews', () => {
  it('summarises the published reviews and agrees with the product', async () => {
    const sku = await productWithReviews(REVIEW_PAGE_SIZE);
    const res = await gql(RATING, { id: sku, locale: 'de-DE' });
    const rating = res.body.data!.rating;
    const product = (await gql(`{ product(sku: "${sku}", locale: "de-DE", currency: EUR) { rating reviewCount } }`)).body.data!.product;
    expect(rating.count).toBe(product.reviewCount);
    expect(rating.average).toBe(product.rating);
    expect(rating.distribution.map((d: { stars: number }) => d.stars)).toEqual([5, 4, 3, 2, 1]);
    expect(rating.distribution.reduce((s: number, d: { count: number }) => s + d.count, 0)).toBe(rating.count);
    const mean = rating.distribution.reduce((s: number, d: { stars: number; count: number }) => s + d.stars * d.count, 0) / rating.count;
    expect(rating.average).toBeCloseTo(Math.round(mean * 10) / 10, 5);
  });

  it('pages reviews 10 at a time, newest first, with no overlap', async () => {
    const sku = await productWithReviews(REVIEW_PAGE_SIZE);
    const first = (await gql(RATING, { id: sku, locale: 'de-DE', page: 1 })).body.data!.rating.reviews;
    const second = (await gql(RATING, { id: sku, locale: 'de-DE', page: 2 })).body.data!.rating.reviews;
    expect(first.nodes).toHaveLength(10);
    expect(first.pageSize).toBe(10);
    expect(first.pageCount).toBe(Math.ceil(first.totalCount / 10));
    const ids = new Set(first.nodes.map((n: { id: string }) => n.id));
    expect(second.nodes.some((n: { id: string }) => ids.has(n.id))).toBe(false);
    const dates = [...first.nodes, ...second.nodes].map((n: { createdAt: string }) => n.createdAt);
    expect(dates.length).toBeGreaterThan(0);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('filters by stars and by tag, and shows texts in the page language', async () => {
    const sku = await productWithReviews(20);
    const all = (await gql(RATING, { id: sku, locale: 'fr-CH' })).body.data!.rating;
    const five = all.distribution.find((d: { stars: number }) => d.stars === 5).count;
    const byStars = (await gql(RATING, { id: sku, locale: 'fr-CH', filter: { stars: 5 } })).body.data!.rating;
    expect(byStars.reviews.totalCount).toBe(five);
    expect(byStars.filter).toEqual({ stars: 5, tag: null });
    expect(nonEmpty(byStars.reviews.nodes).every((n: { stars: number }) => n.stars === 5)).toBe(true);
    expect(byStars.count).toBe(all.count);
    const tag = all.tags[0];
    const byTag = (await gql(RATING, { id: sku, locale: 'fr-CH', filter: { tag: tag.key } })).body.data!.rating.reviews;
    expect(byTag.totalCount).toBe(tag.count);
    expect(nonEmpty(byTag.nodes).every((n: { tags: { key: string }[] }) => n.tags.some((t) => t.key === tag.key))).toBe(true);
    expect(nonEmpty(all.reviews.nodes).every((n: { language: string }) => n.language === 'fr')).toBe(true);
    // The totals are the reviews there are: every page of each filter, counted (both filters at once too).
    for (const filter of [{ stars: 5 }, { tag: tag.key }, { stars: 5, tag: tag.key }, {}]) {
      const first = (await gql(RATING, { id: sku, locale: 'de-DE', filter })).body.data!.rating.reviews;
      let seen = first.nodes.length;
      for (let page = 2; page <= first.pageCount; page++) seen += (await gql(RATING, { id: sku, locale: 'de-DE', filter, page })).body.data!.rating.reviews.nodes.length;
      expect(seen, JSON.stringify(filter)).toBe(first.totalCount);
    }
  });

  it('answers null for an unknown product and refuses a bad filter or page', async () => {
    expect((await gql(RATING, { id: '999999', locale: 'de-DE' })).body.data!.rating).toBeNull();
    const stars = await gql(RATING, { id: '100001', locale: 'de-DE', filter: { stars: 6 } });
    expect(stars.body.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'filter.stars' });
    const page = await gql(RATING, { id: '100001', locale: 'de-DE', page: 0 });
    expect(page.body.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'page' });
    const tag = await gql(RATING, { id: '100001', locale: 'de-DE', filter: { tag: "x' or 1=1" } });
    expect(tag.body.errors![0]!.extensions).toMatchObject({ field: 'filter.tag' });
  });
});

const WRITE = `mutation($input: ReviewInput!) { writeReview(input: $input) { __typename ... on WrittenReview { id status } ... on ReviewRefused { reason problems { field problem } } } }`;
const review = (over: Record<string, unknown> = {}) => ({
  sku: '100001',
  locale: 'de-DE',
  stars: 4,
  title: 'Passt gut',
  body: 'Schöner Stoff, fällt normal aus und ist gut verarbeitet.',
  author: 'Erika M.',
  ...over,
});

describe('writing a review', () => {
  it('stores it for moderation, hidden until approved, then counted', async () => {
    const before = (await gql(RATING, { id: '100002', locale: 'de-DE' })).body.data!.rating;
    const res = await gql(WRITE, { input: review({ sku: '100002', tags: [] }) }, 'visitor-approve-1');
    expect(res.body.data!.writeReview.status).toBe('PENDING');
    const pending = (await gql(RATING, { id: '100002', locale: 'de-DE' })).body.data!.rating;
    expect(pending.count).toBe(before.count);
    expect(await moderateReview(db, res.body.data!.writeReview.id, 'published')).toBe(true);
    const after = (await gql(RATING, { id: '100002', locale: 'de-DE' })).body.data!.rating;
    expect(after.count).toBe(before.count + 1);
    expect(after.reviews.nodes.some((n: { title: string }) => n.title === 'Passt gut')).toBe(true);
    // Shown in the language it was written in, wherever there is no translation.
    const fr = (await gql(RATING, { id: '100002', locale: 'fr-CH' })).body.data!.rating.reviews.nodes;
    expect(fr.find((n: { title: string }) => n.title === 'Passt gut')?.language).toBe('de');
    expect(await moderateReview(db, res.body.data!.writeReview.id, 'rejected')).toBe(false);
  });

  it.each([
    ['STARS', { stars: 0 }, 'STARS_RANGE'],
    ['STARS', { stars: 2.5 }, 'STARS_RANGE'],
    ['TITLE', { title: 'ok' }, 'TOO_SHORT'],
    ['TITLE', { title: 'x'.repeat(81) }, 'TOO_LONG'],
    ['BODY', { body: 'zu kurz' }, 'TOO_SHORT'],
    ['BODY', { body: 'Gut <script>alert(1)</script> wirklich gut und schön' }, 'BAD_CHARACTERS'],
    ['AUTHOR', { author: 'A' }, 'TOO_SHORT'],
    ['TAGS', { tags: ['no-such-tag'] }, 'UNKNOWN_TAG'],
    ['TAGS', { tags: ['a', 'b', 'c', 'd', 'e'] }, 'TOO_MANY'],
  ])('refuses a bad %s (%j) with a typed result', async (field, over, problem) => {
    const res = await gql(WRITE, { input: review(over) }, 'visitor-bad-input');
    // A float for an Int is refused by GraphQL itself, before the resolver.
    if (Number.isInteger((over as { stars?: number }).stars ?? 1)) {
      expect(res.body.errors).toBeUndefined();
      expect(res.body.data!.writeReview).toEqual({ __typename: 'ReviewRefused', reason: 'INVALID', problems: [{ field, problem }] });
    } else expect(res.body.errors![0]!.message).toMatch(/Int/);
  });

  it('names every refused field at once, and an unknown product', async () => {
    const res = await gql(WRITE, { input: review({ title: 'ok', author: 'A' }) }, 'visitor-bad-input');
    expect(res.body.data!.writeReview.problems).toEqual([
      { field: 'TITLE', problem: 'TOO_SHORT' },
      { field: 'AUTHOR', problem: 'TOO_SHORT' },
    ]);
    expect((await gql(WRITE, { input: review({ sku: '999999' }) }, 'visitor-bad-input')).body.data!.writeReview).toEqual({
      __typename: 'ReviewRefused',
      reason: 'UNKNOWN_PRODUCT',
      problems: [],
    });
  });

  it('needs a visitor and an allowed locale', async () => {
    expect((await gql(WRITE, { input: review() })).body.errors![0]!.extensions).toMatchObject({ code: 'FORBIDDEN' });
    expect((await gql(WRITE, { input: review({ locale: 'en-US' }) }, 'visitor-locale')).body.errors![0]!.extensions).toMatchObject({ field: 'locale' });
  });

  it('takes one review per product and three per hour from a visitor', async () => {
    const visitor = 'visitor-rate-limit';
    const skus = ['100010', '100011', '100012', '100013'];
    expect((await gql(WRITE, { input: review({ sku: skus[0] }) }, visitor)).body.data!.writeReview.status).toBe('PENDING');
    const again = await gql(WRITE, { input: review({ sku: skus[0] }) }, visitor);
    expect(again.body.data!.writeReview).toMatchObject({ __typename: 'ReviewRefused', reason: 'ALREADY_REVIEWED' });
    expect((await gql(WRITE, { input: review({ sku: skus[1] }) }, visitor)).body.data!.writeReview.status).toBe('PENDING');
    expect((await gql(WRITE, { input: review({ sku: skus[2] }) }, visitor)).body.data!.writeReview.status).toBe('PENDING');
    const fourth = await gql(WRITE, { input: review({ sku: skus[3] }) }, visitor);
    expect(fourth.body.data!.writeReview).toMatchObject({ __typename: 'ReviewRefused', reason: 'TOO_MANY_REVIEWS' });
    // Another visitor is not affected.
    expect((await gql(WRITE, { input: review({ sku: skus[3] }) }, 'visitor-other')).body.data!.writeReview.status).toBe('PENDING');
  });
});

const PRODUCT_EXTRAS = `query($sku: ID!, $currency: Currency!) {
  product(sku: $sku, locale: "de-CH", currency: $currency) { sku category { key } price { amount unitPrice { amount quantity unit } } services { key name description price } reviewTags { key label } }
}`;

describe('services, unit prices and sorting orders', () => {
  it('lists a fridge services priced in the currency, in Swiss German with ss', async () => {
    const [fridge] = await db.query<{ sku: string }>(`select sku from products where category_key = 'elektro-kuehlschraenke' order by sku limit 1`);
    const eur = (await gql(PRODUCT_EXTRAS, { sku: fridge!.sku, currency: 'EUR' })).body.data!.product;
    const chf = (await gql(PRODUCT_EXTRAS, { sku: fridge!.sku, currency: 'CHF' })).body.data!.product;
    expect(eur.services.map((s: { key: string }) => s.key).sort()).toEqual(['installation', 'old-appliance', 'warranty-3y']);
    expect(eur.services.find((s: { key: string }) => s.key === 'old-appliance').price).toBe(0);
    expect(chf.services.find((s: { key: string }) => s.key === 'installation').price).not.toBe(eur.services.find((s: { key: string }) => s.key === 'installation').price);
    expect(JSON.stringify(eur.services)).not.toContain('ß');
    expect(eur.reviewTags.map((t: { key: string }) => t.key)).toEqual(expect.arrayContaining(['noise', 'energy']));
  });

  it("offers the tags of its category's reviews, following reviews that are tagged, deleted or whose product moves", async () => {
    const tagsOf = async (sku: string) => ((await gql(PRODUCT_EXTRAS, { sku, currency: 'EUR' })).body.data!.product.reviewTags as { key: string }[]).map((t) => t.key).sort();
    const inCategory = async (sku: string) =>
      (
        await db.query<{ tag: string }>(
          `select distinct t.tag from products p join products q on q.category_key = p.category_key join reviews r on r.product_sku = q.sku
           join review_tags t on t.review_id = r.id where p.sku = $1 order by t.tag`,
          [sku],
        )
      ).map((r) => r.tag);
    const [fridge, other] = await db.query<{ sku: string }>(`select sku from products where category_key = 'elektro-kuehlschraenke' order by sku limit 2`);
    expect(await tagsOf(fridge!.sku)).toEqual(await inCategory(fridge!.sku));
    expect(await tagsOf(fridge!.sku)).not.toContain('fit');
    // A review tagged with a tag new to the category: offered at once.
    const [review] = await db.query<{ id: string }>(
      `insert into reviews (product_sku, stars, title, body, language, author, status, submitter) values ($1, 4, '{"de":"Passt"}', '{"de":"Passt gut in die Nische."}', 'de', 'Eva', 'published', 'test-tags') returning id::text as id`,
      [other!.sku],
    );
    await db.query(`insert into review_tags (review_id, tag) values ($1::bigint, 'fit')`, [review!.id]);
    expect(await tagsOf(fridge!.sku)).toContain('fit');
    // The product moves to another category: the fridges no longer offer it, the rugs do.
    await db.query(`update products set category_key = 'moebel-teppiche' where sku = $1`, [other!.sku]);
    expect(await tagsOf(fridge!.sku)).not.toContain('fit');
    expect(await tagsOf(fridge!.sku)).toEqual(await inCategory(fridge!.sku));
    const [rug] = await db.query<{ sku: string }>(`select sku from products where category_key = 'moebel-teppiche' and sku <> $1 order by sku limit 1`, [other!.sku]);
    expect(await tagsOf(rug!.sku)).toContain('fit');
    // The review is deleted: its tag goes with it.
    await db.query(`delete from reviews where id = $1::bigint`, [review!.id]);
    expect(await tagsOf(rug!.sku)).toEqual(await inCategory(rug!.sku));
    await db.query(`update products set category_key = 'elektro-kuehlschraenke' where sku = $1`, [other!.sku]);
    expect(await tagsOf(fridge!.sku)).toEqual(await inCategory(fridge!.sku));
  });

  it("recomputes the categories' tags only when a product really moves, not on every upsert of the catalog (a seed's batches)", async () => {
    // A row no review backs: a recompute would remove it, so it shows whether one ran.
    const marker = async () => (await db.query(`select 1 from category_review_tags where category_key = 'elektro-kuehlschraenke' and tag = 'fit'`)).length > 0;
    expect(await marker()).toBe(false);
    await db.query(`insert into category_review_tags (category_key, tag) values ('elektro-kuehlschraenke', 'fit')`);
    const [fridge] = await db.query<{ sku: string }>(`select sku from products where category_key = 'elektro-kuehlschraenke' order by sku limit 1`);
    // The seed's upsert fires the statement's update triggers even where no row conflicts, and sets the category to what it was.
    await db.query(`insert into products select * from products where sku = $1 on conflict (sku) do update set category_key = excluded.category_key`, [fridge!.sku]);
    await db.query(
      `insert into products (sku, category_key, brand, name, description, variation_dimension, colours, flags, rating, review_count, image_count, hue, created_at)
       select ('9' || sku), category_key, brand, name, description, variation_dimension, colours, flags, rating, review_count, image_count, hue, created_at
       from products where sku = $1 on conflict (sku) do update set category_key = excluded.category_key`,
      [fridge!.sku],
    );
    await db.query(`update products set category_key = category_key, rating = rating where sku = $1`, [fridge!.sku]);
    expect(await marker()).toBe(true);
    // A real move recomputes.
    await db.query(`update products set category_key = 'moebel-teppiche' where sku = $1`, [`9${fridge!.sku}`]);
    expect(await marker()).toBe(false);
    await db.query(`delete from products where sku = $1`, [`9${fridge!.sku}`]);
  });

  it('gives rugs a unit price per square metre that matches the price', async () => {
    const [rug] = await db.query<{ sku: string }>(`select sku from products where category_key = 'moebel-teppiche' order by sku limit 1`);
    const p = (await gql(PRODUCT_EXTRAS, { sku: rug!.sku, currency: 'EUR' })).body.data!.product;
    expect(p.price.unitPrice).toMatchObject({ quantity: 1, unit: 'm²' });
    const area = [1.28, 2.4, 3.68, 5.8].find((a) => Math.abs(Math.round(p.price.amount / a) - p.price.unitPrice.amount) <= 1);
    expect(area).toBeDefined();
    const [dress] = await db.query<{ sku: string }>(`select sku from products where category_key = 'mode-kleider' order by sku limit 1`);
    expect((await gql(PRODUCT_EXTRAS, { sku: dress!.sku, currency: 'EUR' })).body.data!.product.price.unitPrice).toBeNull();
  });

  it('reads sorting orders by key', async () => {
    const res = await gql(
      `{ sortingOrder(key: "price-asc", locale: "fr-CH") { key name } sortingOrders(locale: "nl-NL") { key } none: sortingOrder(key: "nope", locale: "de-DE") { key } }`,
    );
    expect(res.body.data!.sortingOrder).toEqual({ key: 'price-asc', name: 'Prix croissant' });
    expect(res.body.data!.sortingOrders.map((o: { key: string }) => o.key)).toEqual(['relevance', 'price-asc', 'price-desc', 'newest', 'rating']);
    expect(res.body.data!.none).toBeNull();
  });
});

const RECS = `query($placement: RecommendationPlacement!, $slot: Int!, $sku: ID!) {
  recommendations(placement: $placement, slot: $slot, sku: $sku, locale: "de-DE", currency: EUR) { placement slot kind sponsor products { sku brand category { key } price { amount } } }
}`;

describe('recommendations by slot and sponsored products', () => {
  const sku = '100003';
  async function anchor() {
    return (await gql(`{ product(sku: "${sku}", locale: "de-DE", currency: EUR) { brand category { key } price { amount } } }`)).body.data!.product;
  }

  it('product page: 1 personalised, 2 series, 3 empty, 4 similar', async () => {
    const me = await anchor();
    const kinds = [];
    for (const slot of [1, 2, 3, 4]) {
      const r = (await gql(RECS, { placement: 'PRODUCT_PAGE', slot, sku })).body.data!.recommendations;
      kinds.push(r.kind);
      expect(r.products.some((p: { sku: string }) => p.sku === sku)).toBe(false);
      if (r.kind === 'SERIES')
        expect(nonEmpty(r.products).every((p: { brand: string; category: { key: string } }) => p.brand === me.brand && p.category.key === me.category.key)).toBe(true);
      if (r.kind === 'EMPTY') expect(r.products).toEqual([]);
      if (r.kind === 'SIMILAR') {
        expect(r.products.length).toBeGreaterThan(0);
        const distance = r.products.map((p: { price: { amount: number } }) => Math.abs(p.price.amount - me.price.amount));
        expect(distance.length).toBeGreaterThan(0);
        expect([...distance].sort((a, b) => a - b)).toEqual(distance);
      }
    }
    expect(kinds).toEqual(['PERSONALISED', 'SERIES', 'EMPTY', 'SIMILAR']);
  });

  it('personalises slot 1 from the visitor’s recent searches', async () => {
    const visitor = 'visitor-recs-0001';
    await shopFetch(`${base}/api/search/searchhistory/v1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-vitrine-visitor': visitor },
      body: JSON.stringify({ term: 'kühlschrank' }),
    });
    const mine = (await gql(RECS, { placement: 'PRODUCT_PAGE', slot: 1, sku }, visitor)).body.data!.recommendations;
    expect(mine.products.length).toBeGreaterThan(0);
    expect(nonEmpty(mine.products).every((p: { category: { key: string } }) => p.category.key === 'elektro-kuehlschraenke')).toBe(true);
    const anonymous = (await gql(RECS, { placement: 'PRODUCT_PAGE', slot: 1, sku })).body.data!.recommendations;
    expect(anonymous.products.some((p: { category: { key: string } }) => p.category.key === 'elektro-kuehlschraenke')).toBe(false);
  });

  it('add-to-basket: 1 personalised from other categories, 2 advertising partners with their sponsor', async () => {
    const me = await anchor();
    const one = (await gql(RECS, { placement: 'ADD_TO_BASKET', slot: 1, sku })).body.data!.recommendations;
    expect(one.kind).toBe('PERSONALISED');
    expect(nonEmpty(one.products).every((p: { category: { key: string } }) => p.category.key !== me.category.key)).toBe(true);
    const two = (await gql(RECS, { placement: 'ADD_TO_BASKET', slot: 2, sku })).body.data!.recommendations;
    expect(two.kind).toBe('ADVERTISING_PARTNER');
    expect(two.products.length).toBeGreaterThan(0);
    expect(two.sponsor).toBeTruthy();
  });

  it('refuses an unknown slot or product', async () => {
    expect((await gql(RECS, { placement: 'ADD_TO_BASKET', slot: 3, sku })).body.errors![0]!.extensions).toMatchObject({ field: 'slot' });
    expect((await gql(RECS, { placement: 'PRODUCT_PAGE', slot: 1, sku: '999999' })).body.errors![0]!.extensions).toMatchObject({ reason: 'unknown-product' });
  });

  it('sponsored products carry their sponsor and never the product itself', async () => {
    const res = await gql(`{ sponsoredProducts(sku: "${sku}", locale: "nl-NL", currency: EUR, first: 3) { sponsor campaign product { sku } } }`);
    const rows = res.body.data!.sponsoredProducts;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThanOrEqual(3);
    for (const row of rows) {
      expect(row.sponsor).toBeTruthy();
      expect(row.product.sku).not.toBe(sku);
    }
    const bad = await gql(`{ sponsoredProducts(locale: "de-DE", currency: EUR) { sponsor } }`);
    expect(bad.body.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
  });
});

describe('basket: a variant must be chosen', () => {
  const ADD = `mutation($sku: ID!, $quantity: Int) { addToBasket(variantSku: $sku, quantity: $quantity) { __typename ... on Basket { id count lines { variantSku productSku quantity } } ... on AddToBasketRefused { reason available } } }`;
  async function variant(stock: 'in' | 'out') {
    const [row] = await db.query<{ sku: string; product_sku: string; stock: number }>(
      `select sku, product_sku, stock from variants where ${stock === 'in' ? 'stock >= 3' : 'stock = 0'} order by sku limit 1`,
    );
    return row!;
  }

  it('adds a variant, counts pieces, and keeps each visitor’s basket apart', async () => {
    const v = await variant('in');
    const first = await gql(ADD, { sku: v.sku }, 'visitor-basket-1');
    expect(first.body.data!.addToBasket).toEqual({ __typename: 'Basket', id: 'basket', count: 1, lines: [{ variantSku: v.sku, productSku: v.product_sku, quantity: 1 }] });
    const second = await gql(ADD, { sku: v.sku, quantity: 2 }, 'visitor-basket-1');
    expect(second.body.data!.addToBasket.count).toBe(3);
    const other = await gql(`{ basket { id count } }`, {}, 'visitor-basket-2');
    expect(other.body.data!.basket).toEqual({ id: 'basket', count: 0 });
  });

  it('refuses a product sku (variant first), a sold-out variant, bad quantities and a missing visitor', async () => {
    const v = await variant('in');
    expect((await gql(ADD, { sku: v.product_sku }, 'visitor-basket-3')).body.data!.addToBasket).toEqual({
      __typename: 'AddToBasketRefused',
      reason: 'VARIANT_REQUIRED',
      available: null,
    });
    const out = await variant('out');
    expect((await gql(ADD, { sku: out.sku }, 'visitor-basket-3')).body.data!.addToBasket).toEqual({ __typename: 'AddToBasketRefused', reason: 'SOLD_OUT', available: 0 });
    expect((await gql(ADD, { sku: v.sku, quantity: 0 }, 'visitor-basket-3')).body.errors![0]!.extensions).toMatchObject({ field: 'quantity' });
    expect((await gql(ADD, { sku: v.sku, quantity: 11 }, 'visitor-basket-3')).body.errors![0]!.extensions).toMatchObject({ field: 'quantity' });
    expect((await gql(ADD, { sku: 'zz' }, 'visitor-basket-3')).body.data!.addToBasket).toMatchObject({ reason: 'UNKNOWN_VARIANT' });
    expect((await gql(ADD, { sku: v.sku })).body.errors![0]!.extensions).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('refuses more pieces than are in stock with not-enough-stock', async () => {
    const [low] = await db.query<{ sku: string; stock: number }>('select sku, stock from variants where stock between 1 and 9 order by sku limit 1');
    expect(low).toBeDefined();
    const answer = await gql(ADD, { sku: low!.sku, quantity: low!.stock + 1 }, 'visitor-basket-4');
    expect(answer.body.data!.addToBasket).toEqual({ __typename: 'AddToBasketRefused', reason: 'NOT_ENOUGH_STOCK', available: low!.stock });
  });

  it('refuses a mutation sent by GET', async () => {
    const v = await variant('in');
    const answer = await graphql(base, ADD, { sku: v.sku }, { method: 'GET', headers: { 'x-vitrine-visitor': 'visitor-basket-5' } });
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.body.data ?? null).toBeNull();
    const basket = await gql(`{ basket { count } }`, {}, 'visitor-basket-5');
    expect(basket.body.data!.basket.count).toBe(0);
  });
});

describe('basket: quantities, removal, prices read again', () => {
  const ADD = `mutation($sku: ID!, $quantity: Int) { addToBasket(variantSku: $sku, quantity: $quantity) { __typename } }`;
  const CHANGE = `mutation($sku: ID!, $quantity: Int!) { changeBasketQuantity(variantSku: $sku, quantity: $quantity) { __typename ... on Basket { count } ... on AddToBasketRefused { reason available } } }`;
  const REMOVE = `mutation($sku: ID!) { removeFromBasket(variantSku: $sku) { count lines { variantSku } } }`;
  const READ = `query($locale: String, $currency: Currency) { basket(locale: $locale, currency: $currency) { count currency subtotal lines { variantSku quantity available unitPrice lineTotal variantLabel product { sku productName price { amount } } } } }`;

  it('sets a quantity within the stock, refuses more than the stock, and removes a line', async () => {
    const [v] = await db.query<{ sku: string; stock: number }>('select sku, stock from variants where stock between 3 and 9 order by sku limit 1');
    const visitor = 'visitor-basket-change';
    await gql(ADD, { sku: v!.sku }, visitor);
    expect((await gql(CHANGE, { sku: v!.sku, quantity: 3 }, visitor)).body.data!.changeBasketQuantity).toEqual({ __typename: 'Basket', count: 3 });
    expect((await gql(CHANGE, { sku: v!.sku, quantity: v!.stock + 1 > 10 ? 10 : v!.stock + 1 }, visitor)).body.data!.changeBasketQuantity).toEqual(
      v!.stock + 1 > 10 ? { __typename: 'Basket', count: 10 } : { __typename: 'AddToBasketRefused', reason: 'NOT_ENOUGH_STOCK', available: v!.stock },
    );
    expect((await gql(CHANGE, { sku: v!.sku, quantity: 0 }, visitor)).body.errors![0]!.extensions).toMatchObject({ field: 'quantity' });
    // Another visitor's line is not found by its sku.
    expect((await gql(CHANGE, { sku: v!.sku, quantity: 1 }, 'visitor-basket-other')).body.data!.changeBasketQuantity).toMatchObject({ reason: 'UNKNOWN_VARIANT' });
    expect((await gql(REMOVE, { sku: v!.sku }, 'visitor-basket-other')).body.data!.removeFromBasket).toEqual({ count: 0, lines: [] });
    expect((await gql(`{ basket { count } }`, {}, visitor)).body.data!.basket.count).toBe(3);
    expect((await gql(REMOVE, { sku: v!.sku }, visitor)).body.data!.removeFromBasket).toEqual({ count: 0, lines: [] });
  });

  it('reads lines with their product, label and price of now; a line short of stock leaves the subtotal', async () => {
    // Two variants of two different products.
    const rows = await db.query<{ sku: string; stock: number }>(
      'select sku, stock from (select distinct on (product_sku) sku, stock from variants where stock >= 2 order by product_sku, sku) v order by sku limit 2',
    );
    const visitor = 'visitor-basket-read';
    for (const r of rows) await gql(ADD, { sku: r.sku, quantity: 2 }, visitor);
    const read = async () => (await gql(READ, { locale: 'fr-CH', currency: 'CHF' }, visitor)).body.data!.basket;
    const basket = await read();
    expect(basket.currency).toBe('CHF');
    expect(basket.lines).toHaveLength(2);
    for (const line of basket.lines) {
      expect(line.product.productName).toBeTruthy();
      expect(line.variantLabel).toBeTruthy();
      expect(line.unitPrice).toBe(line.product.price.amount);
      expect(line.lineTotal).toBe(line.unitPrice * 2);
    }
    expect(basket.subtotal).toBe(basket.lines[0].lineTotal + basket.lines[1].lineTotal);
    // The price and the stock change after adding: the basket says so on the next read.
    const first = basket.lines[0];
    await db.query(`update prices set amount = amount + 100 where product_sku = $1 and currency = 'CHF'`, [first.product.sku]);
    await db.query('update variants set stock = 1 where sku = $1', [first.variantSku]);
    const again = await read();
    const line = again.lines.find((l: { variantSku: string }) => l.variantSku === first.variantSku);
    expect(line.unitPrice).toBe(first.unitPrice + 100);
    expect(line.available).toBe(1);
    expect(again.subtotal).toBe(basket.lines[1].lineTotal);
    // Without a locale and currency: counts only.
    expect((await gql(`{ basket { count subtotal lines { product { sku } unitPrice } } }`, {}, visitor)).body.data!.basket).toMatchObject({ count: 4, subtotal: null });
  });
});
