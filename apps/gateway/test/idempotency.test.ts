import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopFetch, startTestGateway, type TestGateway, testSession } from './harness';
import { documentFor as callOf, rootFields } from './schema-calls';

// One idempotency for every write (draft-ietf-httpapi-idempotency-key-header): every mutation of the
// schema — derived from the schema, so that a new one cannot be forgotten — and every REST write,
// sent with an Idempotency-Key: a replay answers the first answer, the key with another request 422,
// a key whose request is still running 409, and one whose request died is taken over.
const MUTATIONS = rootFields('mutation');

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startTestGateway({ products: 20 });
});
afterAll(() => gateway.close());

const documentFor = (mutation: string) => callOf('mutation', mutation);

async function post(body: unknown, headers: Record<string, string>) {
  const res = await shopFetch(new URL('/api/gateway/', gateway.base), {
    method: 'POST',
    headers: { accept: 'application/graphql-response+json', 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, replayed: res.headers.get('idempotent-replayed'), text: await res.text() };
}

const running = (key: string, startedSecondsAgo: number) =>
  gateway.db.query(`update idempotency_keys set state = 'running', response = null, started_at = now() - make_interval(secs => $2) where key = $1`, [key, startedSecondsAgo]);

describe('one idempotency for every write', () => {
  it("knows the schema's mutations", () => {
    expect(MUTATIONS.length).toBeGreaterThan(20);
    expect(MUTATIONS).toEqual(expect.arrayContaining(['addToBasket', 'placeOrder', 'applyVoucher', 'register', 'writeReview', 'payPaylink']));
  });

  for (const mutation of MUTATIONS) {
    it(`${mutation}: a replay answers the first answer, another request with the key 422, a running key 409, a dead one taken over`, async () => {
      const { token } = await testSession(gateway.db, { customer: 'c-de-0002' });
      const key = `idem-${mutation}-${Date.now()}`;
      const headers = { 'x-vitrine-visitor': `idem-${mutation}`.slice(0, 60), authorization: `Bearer ${token}`, 'idempotency-key': key };
      const { query, variables } = documentFor(mutation);
      const first = await post({ query, variables }, headers);
      // Whatever the first answer was (done, or a typed or input refusal), it is the answer to the key.
      expect(first.status, first.text).toBeLessThan(500);
      const replay = await post({ query, variables }, headers);
      expect([replay.status, replay.text, replay.replayed]).toEqual([first.status, first.text, 'true']);
      // The same key with another request (another mutation, or the same with other arguments): 422, nothing runs.
      const other = await post({ query: 'mutation { logout }' === query ? 'mutation { renewSession { __typename } }' : 'mutation { logout }' }, headers);
      expect(other.status, other.text).toBe(422);
      expect(JSON.parse(other.text).errors[0].extensions.code).toBe('IDEMPOTENCY_KEY_REUSED');
      // Still running (the first request at work): 409, come back in a second.
      await running(key, 1);
      const busy = await post({ query, variables }, headers);
      expect(busy.status).toBe(409);
      expect(JSON.parse(busy.text).errors[0].extensions.code).toBe('IDEMPOTENCY_KEY_IN_USE');
      // Running for longer than any request may take (its process died): the retry takes it over and runs.
      await running(key, 60);
      const taken = await post({ query, variables }, headers);
      expect(taken.status).toBeLessThan(500);
      expect(taken.replayed).toBeNull();
      const [row] = await gateway.db.query<{ state: string }>('select state from idempotency_keys where key = $1', [key]);
      expect(row!.state).toBe('done');
    });
  }

  it('takes over a key left running by a gateway that went silent (it died), at once; never one of a gateway alive', async () => {
    const [variant] = await gateway.db.query<{ sku: string }>('select sku from variants where stock >= 5 order by sku limit 1');
    const ADD = { query: 'mutation($sku: ID!) { addToBasket(variantSku: $sku) { ... on Basket { count } } }', variables: { sku: variant!.sku } };
    const headers = { 'x-vitrine-visitor': 'idem-silent-0001', 'idempotency-key': 'key-silent-0001' };
    expect((await post(ADD, headers)).status).toBe(200);
    // The key running for a second, claimed by another gateway that still writes its heartbeat: 409.
    await gateway.db.query(`insert into gateway_instances (id, seen_at) values ('other-alive', now()), ('other-dead', now() - interval '30 seconds')`);
    await running('key-silent-0001', 1);
    await gateway.db.query(`update idempotency_keys set instance = 'other-alive' where key = 'key-silent-0001'`);
    expect((await post(ADD, headers)).status).toBe(409);
    // The same, claimed by a gateway silent for 30 s (killed): the retry runs now, not 35 s after the claim.
    await gateway.db.query(`update idempotency_keys set instance = 'other-dead' where key = 'key-silent-0001'`);
    const taken = await post(ADD, headers);
    expect([taken.status, taken.replayed]).toEqual([200, null]);
    const [row] = await gateway.db.query<{ state: string; instance: string }>(`select state, instance from idempotency_keys where key = 'key-silent-0001'`);
    expect(row!.state).toBe('done');
    expect(row!.instance).not.toBe('other-dead');
    // This gateway writes its own heartbeat.
    const beats = await gateway.db.query(`select 1 from gateway_instances where seen_at > now() - interval '5 seconds' and id not like 'other-%'`);
    expect(beats.length).toBeGreaterThanOrEqual(1);
  });

  it("adds to the basket once per key; another visitor's request with the same key is another request (422)", async () => {
    const [variant] = await gateway.db.query<{ sku: string }>('select sku from variants where stock >= 5 order by sku limit 1');
    const ADD = { query: 'mutation($sku: ID!) { addToBasket(variantSku: $sku) { ... on Basket { count } } }', variables: { sku: variant!.sku } };
    const headers = { 'x-vitrine-visitor': 'idem-basket-0001', 'idempotency-key': 'key-basket-0001' };
    expect(JSON.parse((await post(ADD, headers)).text).data.addToBasket.count).toBe(1);
    expect(JSON.parse((await post(ADD, headers)).text).data.addToBasket.count).toBe(1);
    const read = await post({ query: '{ basket { count } }' }, { 'x-vitrine-visitor': 'idem-basket-0001' });
    expect(JSON.parse(read.text).data.basket.count).toBe(1);
    expect((await post(ADD, { ...headers, 'x-vitrine-visitor': 'idem-basket-0002' })).status).toBe(422);
    // A key that is not one (8 to 128 of letters, digits, . _ : -): 400.
    expect((await post(ADD, { ...headers, 'idempotency-key': 'short' })).status).toBe(400);
    // Queries ignore the header.
    expect((await post({ query: '{ basket { count } }' }, headers)).status).toBe(200);
  });

  it('places an order once per key, which is its attempt: the replay is the same order', async () => {
    const { token } = await testSession(gateway.db, { customer: 'c-de-0001' });
    const auth = { 'x-vitrine-visitor': 'idem-order-0001', authorization: `Bearer ${token}` };
    await gateway.db.query(`delete from basket_lines where owner = 'customer:c-de-0001'`);
    const [variant] = await gateway.db.query<{ sku: string }>(
      `select v.sku from variants v join products p on p.sku = v.product_sku where v.stock >= 5 and p.category_key like 'mode-%' order by v.sku limit 1`,
    );
    await post({ query: 'mutation($sku: ID!) { addToBasket(variantSku: $sku) { __typename } }', variables: { sku: variant!.sku } }, auth);
    await post({ query: 'mutation { setDelivery(input: { locale: "de-DE", addressId: "a-de-0001", option: STANDARD }) { __typename } }' }, auth);
    await post({ query: 'mutation { setPayment(input: { locale: "de-DE", method: INVOICE }) { __typename } }' }, auth);
    const total = JSON.parse((await post({ query: '{ checkout(locale: "de-DE") { totals { total } } }' }, auth)).text).data.checkout.totals.total as number;
    const PLACE = {
      query: 'mutation($total: Int!) { placeOrder(expectedTotal: $total, locale: "de-DE") { ... on Order { number } ... on OrderRefused { reason } } }',
      variables: { total },
    };
    const key = `order-key-${Date.now()}`;
    const first = JSON.parse((await post(PLACE, { ...auth, 'idempotency-key': key })).text).data.placeOrder;
    expect(first.number).toMatch(/^\d{8}$/);
    const [stored] = await gateway.db.query<{ attempt: string }>('select attempt from orders where number = $1', [first.number]);
    expect(stored!.attempt).toBe(key);
    // A crash after the order was committed but before its answer was stored: the retry takes the key
    // over, and the order's attempt finds the same order.
    await running(key, 60);
    expect(JSON.parse((await post(PLACE, { ...auth, 'idempotency-key': key })).text).data.placeOrder).toEqual(first);
    // Without a key and without the deprecated attempt: refused as bad input.
    const none = JSON.parse((await post(PLACE, auth)).text);
    expect(none.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });

  it("REST writes too: the search history's add once per key, 422 with another body, 409 while running", async () => {
    const url = new URL('/api/search/searchhistory/v1', gateway.base);
    const send = async (term: string, key: string) => {
      const res = await shopFetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-vitrine-visitor': 'idem-rest-0001', 'idempotency-key': key },
        body: JSON.stringify({ term }),
      });
      return { status: res.status, replayed: res.headers.get('idempotent-replayed'), body: (await res.json()) as { terms?: { term: string }[]; error?: { code: string } } };
    };
    const first = await send('sofa', 'rest-key-0001');
    expect(first.status).toBe(200);
    const replay = await send('sofa', 'rest-key-0001');
    expect([replay.status, replay.replayed, replay.body]).toEqual([200, 'true', first.body]);
    const other = await send('tisch', 'rest-key-0001');
    expect([other.status, other.body.error?.code]).toEqual([422, 'idempotency-key-reused']);
    await running('rest-key-0001', 1);
    expect((await send('sofa', 'rest-key-0001')).status).toBe(409);
  });

  it('purges keys older than a day, dead sessions, and login failures, trusted login pairs and reset requests past their windows', async () => {
    await gateway.db.query(`insert into idempotency_keys (tenant, key, request_hash, state, created_at, started_at) values
      ('base', 'old-key-0001', 'x', 'done', now() - interval '25 hours', now() - interval '25 hours'),
      ('base', 'new-key-0001', 'x', 'done', now() - interval '23 hours', now() - interval '23 hours')`);
    await gateway.db.query(
      `insert into login_failures (tenant, account, address, at) values ('base', 'purge-a', '-', now() - interval '16 minutes'), ('base', 'purge-b', '-', now() - interval '1 minute')`,
    );
    await gateway.db.query(
      `insert into login_trusted (tenant, account, address, at) values ('base', 'purge-a', '-', now() - interval '91 days'), ('base', 'purge-b', '-', now() - interval '89 days')`,
    );
    await gateway.db.query(
      `insert into reset_requests (tenant, account, ip, at) values ('base', 'purge-a', null, now() - interval '16 minutes'), ('base', 'purge-b', null, now() - interval '1 minute')`,
    );
    await gateway.db.query(`insert into sessions (id, tenant, customer_id, created_at, soft_until, revoked_at) values
      ('purge-dead-revoked', 'base', 'c-de-0001', now() - interval '3 days', null, now() - interval '2 days'),
      ('purge-dead-expired', 'base', 'c-de-0001', now() - interval '3 days', null, null),
      ('purge-kept-soft', 'base', 'c-de-0001', now() - interval '3 days', now() + interval '20 days', null),
      ('purge-kept-fresh', 'base', 'c-de-0001', now() - interval '1 hour', null, null)`);
    const purged = await gateway.purge();
    expect(purged.idempotencyKeys).toBeGreaterThanOrEqual(1);
    const keys = (await gateway.db.query<{ key: string }>(`select key from idempotency_keys where key like '%-key-0001' and key in ('old-key-0001', 'new-key-0001')`)).map(
      (r) => r.key,
    );
    expect(keys).toEqual(['new-key-0001']);
    expect((await gateway.db.query<{ account: string }>(`select account from login_failures where account like 'purge-%'`)).map((r) => r.account)).toEqual(['purge-b']);
    expect((await gateway.db.query<{ account: string }>(`select account from login_trusted where account like 'purge-%'`)).map((r) => r.account)).toEqual(['purge-b']);
    expect((await gateway.db.query<{ account: string }>(`select account from reset_requests where account like 'purge-%'`)).map((r) => r.account)).toEqual(['purge-b']);
    expect((await gateway.db.query<{ id: string }>(`select id from sessions where id like 'purge-%' order by id`)).map((r) => r.id)).toEqual([
      'purge-kept-fresh',
      'purge-kept-soft',
    ]);
  });
});
