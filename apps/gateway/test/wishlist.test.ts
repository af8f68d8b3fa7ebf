import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql, startTestGateway, type TestGateway, testSession } from './harness';

let gateway: TestGateway;
let anna: string;
let klaus: string;
beforeAll(async () => {
  gateway = await startTestGateway({ products: 40 });
  anna = (await testSession(gateway.db, { customer: 'c-de-0001' })).token;
  klaus = (await testSession(gateway.db, { customer: 'c-de-0002' })).token;
});
afterAll(() => gateway.close());

const gql = (query: string, variables: Record<string, unknown>, token?: string) =>
  graphql(gateway.base, query, variables, {
    headers: { 'x-vitrine-tenant': 'base', 'x-vitrine-visitor': 'wishlist-visitor-01', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });

const RESULT = `__typename ... on Wishlist { count items { variantSku } } ... on WishlistRefused { reason }`;
const ADD = `mutation($sku: ID!) { addToWishlist(variantSku: $sku) { ${RESULT} } }`;
const CHANGE = `mutation($sku: ID!, $to: ID!) { changeWishlistItem(variantSku: $sku, newVariantSku: $to) { ${RESULT} } }`;
const REMOVE = `mutation($sku: ID!) { removeFromWishlist(variantSku: $sku) { count } }`;
const READ = `{ wishlist(locale: "de-DE", currency: EUR) { id count items { variantSku available variantLabel product { sku productName } } } }`;

/** A product with an in-stock variant, another in-stock variant and a sold-out one. */
async function variants() {
  const rows = await gateway.db.query<{ product_sku: string; sku: string; stock: number }>(
    `select product_sku, sku, stock from variants where product_sku in (
       select product_sku from variants group by product_sku having count(*) filter (where stock > 0) >= 2 and count(*) filter (where stock = 0) >= 1 limit 1)
     order by sku`,
  );
  const inStock = rows.filter((r) => r.stock > 0);
  return { product: rows[0]!.product_sku, first: inStock[0]!.sku, second: inStock[1]!.sku, soldOut: rows.find((r) => r.stock === 0)!.sku };
}

describe('the wishlist', () => {
  it('needs a logged-in customer: a guest is refused', async () => {
    const v = await variants();
    expect((await gql(ADD, { sku: v.first })).body.errors![0]!.extensions).toMatchObject({ code: 'FORBIDDEN' });
    expect((await gql(READ, {})).body.errors![0]!.extensions).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('adds, reads with products, changes the variant (same: no changes; sold out: blocked) and removes', async () => {
    const v = await variants();
    expect((await gql(ADD, { sku: v.product }, anna)).body.data!.addToWishlist).toEqual({ __typename: 'WishlistRefused', reason: 'VARIANT_REQUIRED' });
    expect((await gql(ADD, { sku: v.first }, anna)).body.data!.addToWishlist).toEqual({ __typename: 'Wishlist', count: 1, items: [{ variantSku: v.first }] });
    expect((await gql(ADD, { sku: v.first }, anna)).body.data!.addToWishlist.count).toBe(1);
    const read = (await gql(READ, {}, anna)).body.data!.wishlist;
    expect(read).toMatchObject({ id: 'wishlist', count: 1, items: [{ variantSku: v.first, available: true, product: { sku: v.product } }] });
    expect(read.items[0].variantLabel).toBeTruthy();
    expect((await gql(CHANGE, { sku: v.first, to: v.first }, anna)).body.data!.changeWishlistItem).toEqual({ __typename: 'WishlistRefused', reason: 'NO_CHANGES' });
    expect((await gql(CHANGE, { sku: v.first, to: v.soldOut }, anna)).body.data!.changeWishlistItem).toEqual({ __typename: 'WishlistRefused', reason: 'SOLD_OUT' });
    const [other] = await gateway.db.query<{ sku: string }>('select sku from variants where product_sku <> $1 and stock > 0 limit 1', [v.product]);
    expect((await gql(CHANGE, { sku: v.first, to: other!.sku }, anna)).body.data!.changeWishlistItem).toEqual({ __typename: 'WishlistRefused', reason: 'UNKNOWN_VARIANT' });
    expect((await gql(CHANGE, { sku: v.first, to: v.second }, anna)).body.data!.changeWishlistItem).toEqual({
      __typename: 'Wishlist',
      count: 1,
      items: [{ variantSku: v.second }],
    });
    expect((await gql(REMOVE, { sku: v.second }, anna)).body.data!.removeFromWishlist).toEqual({ count: 0 });
  });

  it('is each customer’s own: no sku reaches another’s list', async () => {
    const v = await variants();
    await gql(ADD, { sku: v.first }, anna);
    expect((await gql(READ, {}, klaus)).body.data!.wishlist.count).toBe(0);
    expect((await gql(CHANGE, { sku: v.first, to: v.second }, klaus)).body.data!.changeWishlistItem).toEqual({ __typename: 'WishlistRefused', reason: 'NOT_ON_WISHLIST' });
    await gql(REMOVE, { sku: v.first }, klaus);
    expect((await gql(READ, {}, anna)).body.data!.wishlist.count).toBe(1);
  });
});
