import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/database';
import { graphql } from './harness';
import { buildGateway, exited, freePort, startGateway } from './process';

// Placing an order while the gateway is killed (SIGKILL) at a random moment, then asking again with
// the same attempt after the restart: each trial ends with exactly one order for the attempt, its
// pieces taken from the stock once, and the basket emptied only by that order. `pnpm bench` runs
// 200 trials (VITRINE_CRASH_TRIALS); the test suite a smaller number. PGlite only (a server's
// crash safety is the server's). A trial takes about 3 s here (two gateway starts); the test may take 6 s
// a trial.
const TRIALS = Number(process.env.VITRINE_CRASH_TRIALS ?? 12);
const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-order-crash-'));
let bundle: string;
let port: number;
let gateway: ChildProcess | undefined;
beforeAll(async () => {
  bundle = await buildGateway('.order-crash');
  port = await freePort();
}, 120_000);
afterAll(async () => {
  gateway?.kill('SIGKILL');
  if (gateway) await exited(gateway);
  rmSync(dataDir, { recursive: true, force: true });
});

const gql = async (query: string, variables: Record<string, unknown>, token?: string) =>
  (await graphql(`http://127.0.0.1:${port}`, query, variables, { headers: { 'x-vitrine-tenant': 'base', ...(token ? { authorization: `Bearer ${token}` } : {}) } })).body;
const LOGIN = `mutation { login(email: "anna.schmidt@example.de", password: "Vitrine-Demo-2026") { ... on SessionKey { token } } }`;
const ADD = `mutation($sku: ID!) { addToBasket(variantSku: $sku) { __typename } }`;
const DELIVERY = `mutation { setDelivery(input: { locale: "de-DE", addressId: "a-de-0001", option: STANDARD }) { __typename } }`;
const PAYMENT = `mutation { setPayment(input: { locale: "de-DE", method: INVOICE }) { __typename } }`;
const CHECKOUT = `{ checkout(locale: "de-DE") { missing totals { total } basket { lines { variantSku quantity } } } }`;
const PLACE = `mutation($attempt: ID!, $total: Int!) { placeOrder(attempt: $attempt, expectedTotal: $total, locale: "de-DE") { __typename ... on Order { number } ... on OrderRefused { reason } } }`;
const PRODUCTS = `{ products(locale: "de-DE", currency: EUR, first: 30) { nodes { sku category { key } variants { sku available } } } }`;

/** The stock of the variants, from the data directory (the gateway stopped) or an open database. */
async function stockOf(skus: string[], open?: Database): Promise<Map<string, number>> {
  const db = open ?? (await openDatabase({ dataDir }));
  try {
    const rows = await db.query<{ sku: string; stock: number }>('select sku, stock from variants where sku = any($1)', [skus]);
    return new Map(rows.map((r) => [r.sku, r.stock]));
  } finally {
    if (!open) await db.close();
  }
}

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('an order while the gateway is killed', () => {
  it(
    `ends with exactly one order per attempt and the stock taken once, over ${TRIALS} trials`,
    async () => {
      gateway = await startGateway(bundle, port, dataDir);
      const token = (await gql(LOGIN, {})).data!.login.token as string;
      // Parcel goods only (freight would change the delivery option).
      const nodes = (await gql(PRODUCTS, {})).data!.products.nodes as { sku: string; category: { key: string } | null; variants: { sku: string; available: boolean }[] }[];
      const variants = nodes.filter((p) => p.category?.key.startsWith('mode-')).flatMap((p) => p.variants.filter((v) => v.available).map((v) => v.sku));
      expect(variants.length).toBeGreaterThan(10);
      expect((await gql(ADD, { sku: variants[0] }, token)).data!.addToBasket.__typename).toBe('Basket');
      expect((await gql(DELIVERY, {}, token)).data!.setDelivery.__typename).toBe('Checkout');
      expect((await gql(PAYMENT, {}, token)).data!.setPayment.__typename).toBe('Checkout');

      // The stock of every variant the trials may order, before the first (read with the gateway
      // stopped: PGlite has one user): afterwards it is lower by exactly the pieces ordered.
      gateway.kill('SIGTERM');
      await exited(gateway);
      const stockBefore = await stockOf(variants);
      gateway = await startGateway(bundle, port, dataDir);
      const outcomes = { killedBefore: 0, killedAfter: 0, answered: 0 };
      let next = 0;
      for (let trial = 0; trial < TRIALS; trial++) {
        // A basket of one line (a variant still in stock), ready to order.
        let checkout = (await gql(CHECKOUT, {}, token)).data!.checkout;
        while (!checkout.basket.lines.length || checkout.missing.length) {
          const sku = variants[next++ % variants.length]!;
          await gql(
            `mutation { ${checkout.basket.lines.map((l: { variantSku: string }, i: number) => `r${i}: removeFromBasket(variantSku: "${l.variantSku}") { count }`).join(' ') || '__typename'} }`,
            {},
            token,
          );
          await gql(ADD, { sku }, token);
          checkout = (await gql(CHECKOUT, {}, token)).data!.checkout;
          expect(next).toBeLessThan(variants.length * 12);
        }
        const attempt = `crash-trial-${trial}-${Date.now()}`;
        const running = gateway;
        // Killed somewhere between before the request arrives and after the answer left.
        const delay = Math.random() * 40;
        const placing = gql(PLACE, { attempt, total: checkout.totals.total }, token).catch(() => undefined);
        setTimeout(() => running.kill('SIGKILL'), delay);
        const first = await placing;
        await exited(running);
        if (first?.data?.placeOrder) outcomes.answered++;
        gateway = await startGateway(bundle, port, dataDir);
        // The basket is either as it was (nothing committed) or without the line (the order committed).
        const after = (await gql(CHECKOUT, {}, token)).data!.checkout;
        const committed = after.basket.lines.length === 0;
        if (!committed) expect(after.basket.lines).toEqual(checkout.basket.lines);
        if (committed) outcomes.killedAfter++;
        else outcomes.killedBefore++;
        // Asked again with the same attempt: the order (the same one when the first answer came).
        const again = (await gql(PLACE, { attempt, total: checkout.totals.total }, token)).data!.placeOrder;
        expect(again.__typename).toBe('Order');
        if (first?.data?.placeOrder?.__typename === 'Order') expect(again.number).toBe(first.data.placeOrder.number);
        expect((await gql(CHECKOUT, {}, token)).data!.checkout.basket.lines).toEqual([]);
      }
      gateway.kill('SIGTERM');
      await exited(gateway);
      gateway = undefined;

      // Every attempt made one order, and the stock went down by exactly the pieces ordered.
      const db = await openDatabase({ dataDir });
      try {
        const perAttempt = await db.query<{ attempt: string; n: number }>(`select attempt, count(*)::int as n from orders where attempt like 'crash-trial-%' group by attempt`);
        expect(perAttempt).toHaveLength(TRIALS);
        expect(perAttempt.every((r) => r.n === 1)).toBe(true);
        const lines = await db.query<{ n: number }>(`select count(*)::int as n from order_lines l join orders o on o.number = l.order_number where o.attempt like 'crash-trial-%'`);
        expect(lines[0]!.n).toBe(TRIALS);
        const ordered = await db.query<{ sku: string; pieces: number }>(
          `select l.variant_sku as sku, sum(l.quantity)::int as pieces from order_lines l join orders o on o.number = l.order_number where o.attempt like 'crash-trial-%' group by 1`,
        );
        const stockAfter = await stockOf(variants, db);
        const expected = new Map(stockBefore);
        for (const { sku, pieces } of ordered) expected.set(sku, (expected.get(sku) ?? 0) - pieces);
        expect(stockAfter).toEqual(expected);
      } finally {
        await db.close();
      }
      console.log(
        `order crash trials: ${TRIALS}, each ended with exactly one order for its attempt, the stock taken once and the basket emptied only by it (killed before commit ${outcomes.killedBefore}, after ${outcomes.killedAfter}; first answer came ${outcomes.answered})`,
      );
    },
    Math.max(600_000, TRIALS * 6_000),
  );
});
