import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { productCacheTag } from '@vitrine/catalog-rules';
import { REVALIDATE_HEADER, REVALIDATE_PATH, verifyRevalidation } from '@vitrine/session/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpShopNotifier } from '../src/http/shops';
import { graphql, startTestGateway, type TestGateway, testSession } from './harness';

// The shops cache product pages; when an order sells a variant out, or a cancelled order brings it
// back, the gateway tells every shop which products' pages went stale.
let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startTestGateway({ products: 60 });
});
afterAll(() => gateway.close());

const gql = (query: string, variables: Record<string, unknown>, token: string) =>
  graphql(gateway.base, query, variables, { headers: { 'x-vitrine-tenant': 'base', 'x-vitrine-visitor': 'stale-pages-visitor-01', authorization: `Bearer ${token}` } });
const PLACE = `mutation($attempt: ID!, $total: Int!, $locale: String!) { placeOrder(attempt: $attempt, expectedTotal: $total, locale: $locale) {
  __typename ... on Order { number status paymentRedirect } ... on OrderRefused { reason } } }`;

let attempt = 0;
/** Anna orders `quantity` pieces of a variant that has `stock` pieces left; the variant's product, the order. */
async function order(stock: number, quantity: number, method: 'INVOICE' | 'CREDIT_CARD') {
  const { token } = await testSession(gateway.db, { tenant: 'base', customer: 'c-de-0001' });
  await gateway.db.query(`delete from basket_lines where owner = 'customer:c-de-0001'`);
  const [variant] = await gateway.db.query<{ sku: string; product_sku: string }>(
    `select v.sku, v.product_sku from variants v join products p on p.sku = v.product_sku
     where v.stock >= 5 and p.category_key like 'mode-%' order by v.sku offset $1 limit 1`,
    [attempt],
  );
  await gateway.db.query('update variants set stock = $2 where sku = $1', [variant!.sku, stock]);
  await gql(`mutation($sku: ID!, $q: Int!) { addToBasket(variantSku: $sku, quantity: $q) { __typename } }`, { sku: variant!.sku, q: quantity }, token);
  await gql(`mutation($input: DeliveryInput!) { setDelivery(input: $input) { __typename } }`, { input: { locale: 'de-DE', addressId: 'a-de-0001', option: 'STANDARD' } }, token);
  const ready = (await gql(`mutation($input: PaymentInput!) { setPayment(input: $input) { ... on Checkout { totals { total } } } }`, { input: { locale: 'de-DE', method } }, token))
    .body.data!.setPayment;
  const placed = (await gql(PLACE, { attempt: `attempt-stale-${++attempt}`, total: ready.totals.total, locale: 'de-DE' }, token)).body.data!.placeOrder;
  expect(placed.__typename).toBe('Order');
  return { variant: variant!, order: placed as { number: string; paymentRedirect: string | null } };
}

describe('pages that went stale', () => {
  it('an order that takes the last pieces of a variant tells the shops its product, once; one that leaves some tells nothing', async () => {
    gateway.stale.length = 0;
    await order(5, 2, 'INVOICE');
    expect(gateway.stale).toEqual([]);
    const { variant } = await order(2, 2, 'INVOICE');
    expect(gateway.stale).toEqual([[productCacheTag(variant.product_sku)]]);
  });

  it('the word of a sold-out product is stored with the order: taken back once the shops took it, sent again by the job when they did not', async () => {
    const jobs = () =>
      gateway.db.query<{ state: string; products: string[] }>(
        `select state, data->'products' as products from pgboss.job where name = 'stale-pages' order by created_on desc limit 1`,
      );
    gateway.stale.length = 0;
    const { variant } = await order(1, 1, 'INVOICE');
    const tag = productCacheTag(variant.product_sku);
    expect(gateway.stale).toEqual([[tag]]);
    const deadline = Date.now() + 5000;
    while ((await jobs())[0]?.state !== 'cancelled' && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(await jobs()).toEqual([{ state: 'cancelled', products: [variant.product_sku] }]);
    // The shops did not take the word (down, or this gateway died before it could tell them): the job tells them again.
    gateway.shops.answering = false;
    try {
      gateway.stale.length = 0;
      const again = await order(1, 1, 'INVOICE');
      const againTag = productCacheTag(again.variant.product_sku);
      expect(gateway.stale).toEqual([[againTag]]);
      const until = Date.now() + 15_000;
      while (gateway.stale.length < 2 && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
      expect(gateway.stale).toEqual([[againTag], [againTag]]);
    } finally {
      gateway.shops.answering = true;
    }
  });

  it('a card order that sold a variant out and is abandoned at the provider brings it back: the shops are told both times', async () => {
    gateway.stale.length = 0;
    const { variant, order: placed } = await order(1, 1, 'CREDIT_CARD');
    expect(gateway.stale).toEqual([[productCacheTag(variant.product_sku)]]);
    const paymentId = placed.paymentRedirect!.split('/').pop()!;
    await gateway.db.query(`update payments set created_at = created_at - interval '31 minutes' where id = $1`, [paymentId]);
    expect(await gateway.expirePayments()).toEqual([paymentId]);
    expect((await gateway.db.query<{ stock: number }>('select stock from variants where sku = $1', [variant.sku]))[0]!.stock).toBe(1);
    expect(gateway.stale).toEqual([[productCacheTag(variant.product_sku)], [productCacheTag(variant.product_sku)]]);
  });
});

describe('the word to the shops', () => {
  it('goes to every shop, signed for its tags, a hundred tags at most a word; a shop that is down is logged, never thrown', async () => {
    const secret = 'stale-pages-secret-0123456789abcdef0123456789';
    const now = 1_800_000_000;
    const heard: { path: string; tags: string[]; valid: boolean }[] = [];
    const shop = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        const { tags } = JSON.parse(body) as { tags: string[] };
        heard.push({ path: req.url!, tags, valid: verifyRevalidation(req.headers[REVALIDATE_HEADER] as string, tags, secret, now) });
        res.writeHead(200).end();
      });
    });
    await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(shop.address() as AddressInfo).port}`;
    // A port nobody listens on: the shop that is down.
    const down = 'http://127.0.0.1:9';
    const logged: string[] = [];
    try {
      const notify = httpShopNotifier({ origins: { base: origin, ch: down }, secret, now: () => now, log: (line) => logged.push(line), timeoutMs: 2000 });
      const tags = Array.from({ length: 150 }, (_, i) => productCacheTag(String(100000 + i)));
      await notify([...tags, tags[0]!]);
      expect(heard.map((h) => [h.path, h.tags.length, h.valid])).toEqual([
        [REVALIDATE_PATH, 100, true],
        [REVALIDATE_PATH, 50, true],
      ]);
      expect(heard.flatMap((h) => h.tags)).toEqual(tags);
      expect(logged).toHaveLength(2);
      expect(logged[0]).toContain(`${down} not reached`);
    } finally {
      await new Promise<void>((resolve) => shop.close(() => resolve()));
    }
  });
});
