import { type ChildProcess, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql, TEST_IDENTITY_SECRET, TEST_LINK_SECRET, TEST_SESSION_SECRET } from './harness';
import { buildGateway, exited, freePort, startGateway as start } from './process';

// The gateway as it runs (its own process, its own PGlite files), killed with SIGKILL in the middle
// of writes and started again: every write it acknowledged must still be there. On a PostgreSQL
// server (TEST_DATABASE_URL) durability is the server's, not the gateway's: this runs on PGlite only.
const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-durability-'));
let bundle: string;
const startGateway = (port: number) => start(bundle, port, dataDir);

let port: number;
let gateway: ChildProcess | undefined;
beforeAll(async () => {
  bundle = await buildGateway('.durability');
  port = await freePort();
}, 120_000);
afterAll(async () => {
  gateway?.kill('SIGKILL');
  if (gateway) await exited(gateway);
  rmSync(dataDir, { recursive: true, force: true });
});

const base = () => `http://127.0.0.1:${port}`;
const gql = async (query: string, variables: Record<string, unknown>, token?: string) =>
  (await graphql(base(), query, variables, { headers: { 'x-vitrine-tenant': 'base', ...(token ? { authorization: `Bearer ${token}` } : {}) } })).body;
const LOGIN = `mutation { login(email: "anna.schmidt@example.de", password: "Vitrine-Demo-2026") { ... on SessionKey { token } } }`;
const ADD = `mutation($sku: ID!) { addToBasket(variantSku: $sku) { __typename } }`;
const WISH = `mutation($sku: ID!) { addToWishlist(variantSku: $sku) { __typename } }`;
const READ = `{ basket { lines { variantSku } } wishlist { items { variantSku } } }`;
const VARIANTS = `{ products(locale: "de-DE", currency: EUR, first: 30) { nodes { sku } } }`;
const PRODUCT = `query($sku: ID!) { product(sku: $sku, locale: "de-DE", currency: EUR) { variants { sku available } } }`;

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('basket and wishlist on PGlite', () => {
  it('keep every acknowledged write through a restart and a kill -9 in the middle of writing', async () => {
    gateway = await startGateway(port);
    const token = (await gql(LOGIN, {})).data!.login.token as string;
    const products = (await gql(VARIANTS, {})).data!.products.nodes.map((p: { sku: string }) => p.sku) as string[];
    const skus: string[] = [];
    for (const sku of products) {
      for (const v of (await gql(PRODUCT, { sku })).data!.product.variants as { sku: string; available: boolean }[]) if (v.available) skus.push(v.sku);
      if (skus.length >= 60) break;
    }
    expect(skus.length).toBeGreaterThanOrEqual(40);

    // A few writes, a graceful restart.
    for (const sku of skus.slice(0, 5)) {
      expect((await gql(ADD, { sku }, token)).data!.addToBasket.__typename).toBe('Basket');
      expect((await gql(WISH, { sku }, token)).data!.addToWishlist.__typename).toBe('Wishlist');
    }
    gateway.kill('SIGTERM');
    await exited(gateway);
    gateway = await startGateway(port);
    let read = (await gql(READ, {}, token)).data!;
    expect(read.basket.lines.map((l: { variantSku: string }) => l.variantSku).sort()).toEqual(skus.slice(0, 5).sort());

    // Writes in flight, one after another as fast as they go, and SIGKILL after the tenth answer.
    const acknowledged = { basket: new Set<string>(skus.slice(0, 5)), wishlist: new Set<string>(skus.slice(0, 5)) };
    const running = gateway;
    let answers = 0;
    const writing = (async () => {
      for (const sku of skus.slice(5)) {
        try {
          const [basket, wishlist] = await Promise.all([gql(ADD, { sku }, token), gql(WISH, { sku }, token)]);
          if (basket.data?.addToBasket?.__typename === 'Basket') acknowledged.basket.add(sku);
          if (wishlist.data?.addToWishlist?.__typename === 'Wishlist') acknowledged.wishlist.add(sku);
          if (++answers === 10) running.kill('SIGKILL');
        } catch {
          // The process is gone: the writes after this one were never acknowledged.
        }
      }
    })();
    await exited(running);
    await writing;
    expect(running.signalCode).toBe('SIGKILL');
    expect(acknowledged.basket.size).toBeGreaterThanOrEqual(15);

    gateway = await startGateway(port);
    read = (await gql(READ, {}, token)).data!;
    const basket = new Set(read.basket.lines.map((l: { variantSku: string }) => l.variantSku));
    const wishlist = new Set(read.wishlist.items.map((i: { variantSku: string }) => i.variantSku));
    for (const sku of acknowledged.basket) expect(basket.has(sku), `basket line ${sku}`).toBe(true);
    for (const sku of acknowledged.wishlist) expect(wishlist.has(sku), `wishlist item ${sku}`).toBe(true);
    // And the database takes new writes after the crash.
    expect((await gql(ADD, { sku: skus.at(-1)! }, token)).data!.addToBasket.__typename).toBe('Basket');
  }, 240_000);
});

describe('a production start', () => {
  it('on the sandbox adapters refuses to start and names each, unless they are named on purpose (staging)', () => {
    const run = (env: Record<string, string>) =>
      spawnSync(process.execPath, [join(bundle, 'main.js'), 'serve', '--port', '1', '--data-dir', join(dataDir, 'never-opened')], {
        env: {
          ...process.env,
          NODE_ENV: 'production',
          VITRINE_DEPLOYMENT: 'production',
          VITRINE_GATEWAY_SECRET: TEST_IDENTITY_SECRET,
          VITRINE_SESSION_SECRET: TEST_SESSION_SECRET,
          VITRINE_LINK_SECRET: TEST_LINK_SECRET,
          VITRINE_OPS_TOKEN: 'ops-token-for-the-test-0123456789abcdef',
          DATABASE_URL: '',
          ...env,
        },
        encoding: 'utf8',
        timeout: 60_000,
      });
    const refused = run({});
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('[gateway] a production gateway does not start on sandbox adapters; missing: payment provider');
    expect(refused.stderr).toContain('; mail: the sandbox keeps every mail in the outbox');
    const mailOnly = run({ VITRINE_SANDBOX_ADAPTERS: 'payments' });
    expect(mailOnly.status).toBe(1);
    expect(mailOnly.stderr).toMatch(/missing: mail: /);
    // And without the operator token, production says so.
    const noToken = run({ VITRINE_SANDBOX_ADAPTERS: 'payments,mail,creditBureau', VITRINE_OPS_TOKEN: '' });
    expect(noToken.status).toBe(1);
    expect(noToken.stderr).toContain('VITRINE_OPS_TOKEN');
  });
});
