import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql, startTestGateway, TEST_IDENTITY_SECRET, type TestGateway, testSession } from './harness';

// The sandbox payment provider end to end against the gateway: its hosted page, the redirect back,
// the signed return, the late webhook (twice), declines, the challenge, abandonment, iDEAL.
let gateway: TestGateway;
beforeAll(async () => {
  process.env.VITRINE_SANDBOX_WEBHOOK_DELAY_MS = '40';
  gateway = await startTestGateway({ products: 60 });
});
afterAll(async () => {
  await gateway.close();
  // Test files share a process (isolate: false in vitest.config.ts): the next file gets the default.
  delete process.env.VITRINE_SANDBOX_WEBHOOK_DELAY_MS;
});

const gql = (query: string, variables: Record<string, unknown>, token: string, tenant = 'base') =>
  graphql(gateway.base, query, variables, { headers: { 'x-vitrine-tenant': tenant, 'x-vitrine-visitor': 'payments-visitor-01', authorization: `Bearer ${token}` } });

const PLACE = `mutation($attempt: ID!, $total: Int!, $locale: String!) { placeOrder(attempt: $attempt, expectedTotal: $total, locale: $locale) {
  __typename ... on Order { number status paymentRedirect totals { total } } ... on OrderRefused { reason } } }`;
const COMPLETE = `mutation($p: ID!, $s: String!, $sig: String!, $locale: String!) { completePayment(paymentId: $p, status: $s, signature: $sig, locale: $locale) {
  __typename ... on Order { number status } ... on PaymentFailed { reason orderNumber } } }`;
const CHECKOUT = `query($locale: String!) { checkout(locale: $locale) { totals { total } basket { count } missing } }`;

let attempt = 0;
/** A customer with one piece in the basket, ready to pay with `method`; the order placed: its redirect. */
async function ordered(customer: string, tenant: string, locale: string, addressId: string, method: 'CREDIT_CARD' | 'IDEAL') {
  const { token } = await testSession(gateway.db, { tenant, customer });
  await gateway.db.query('delete from basket_lines where owner = $1', [`customer:${customer}`]);
  const [variant] = await gateway.db.query<{ sku: string; stock: number }>(
    `select v.sku, v.stock from variants v join products p on p.sku = v.product_sku where v.stock >= 5 and p.category_key like 'mode-%' order by v.sku limit 1`,
  );
  await gql(`mutation($sku: ID!) { addToBasket(variantSku: $sku) { __typename } }`, { sku: variant!.sku }, token, tenant);
  await gql(`mutation($input: DeliveryInput!) { setDelivery(input: $input) { __typename } }`, { input: { locale, addressId, option: 'STANDARD' } }, token, tenant);
  const set = (await gql(`mutation($input: PaymentInput!) { setPayment(input: $input) { __typename } }`, { input: { locale, method } }, token, tenant)).body.data!.setPayment;
  expect(set.__typename).toBe('Checkout');
  const { checkout } = (await gql(CHECKOUT, { locale }, token, tenant)).body.data!;
  const order = (await gql(PLACE, { attempt: `attempt-pay-${++attempt}-${Date.now()}`, total: checkout.totals.total, locale }, token, tenant)).body.data!.placeOrder;
  expect(order).toMatchObject({ __typename: 'Order', status: 'AWAITING_PAYMENT' });
  expect(order.paymentRedirect).toMatch(new RegExp(`^${gateway.base}/sandbox-psp/pay/pay_[a-z0-9]+$`));
  // The basket stays until the payment is authorised.
  expect((await gql(CHECKOUT, { locale }, token, tenant)).body.data!.checkout.basket.count).toBe(1);
  return { token, order, variant: variant!, locale, tenant };
}

const post = (url: string, form: Record<string, string>) =>
  fetch(url, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form) });
/** The provider's return address: the shop's after-payment page with payment, status and sig. */
const back = (response: Response) => {
  expect(response.status).toBe(303);
  const url = new URL(response.headers.get('location')!);
  return { url, payment: url.searchParams.get('payment')!, status: url.searchParams.get('status')!, sig: url.searchParams.get('sig')! };
};
const stock = async (sku: string) => (await gateway.db.query<{ stock: number }>('select stock from variants where sku = $1', [sku]))[0]!.stock;
const orderStatus = async (number: string) => (await gateway.db.query<{ status: string }>('select status from orders where number = $1', [number]))[0]!.status;
const settle = () => new Promise((resolve) => setTimeout(resolve, 200));
/** The payment's events once there are `count` of them (up to 10 s: the sandbox's webhook comes on its own). */
async function eventsOf(paymentId: string, count: number): Promise<{ id: string; outcome: string }[]> {
  const until = Date.now() + 10_000;
  for (;;) {
    const events = await gateway.db.query<{ id: string; outcome: string }>('select id, outcome from payment_events where payment_id = $1 order by received_at', [paymentId]);
    if (events.length >= count || Date.now() > until) return events;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
/** The provider's webhook as the sandbox sends it: the event signed at `at` (now by default). */
async function webhook(event: Record<string, unknown>, { at = new Date(), signature }: { at?: Date; signature?: string } = {}) {
  const { sandboxPayments, sandboxSecret } = await import('../src/adapters/payments');
  const provider = sandboxPayments(gateway.db, { origin: () => gateway.base, webhookOrigin: () => gateway.base, secret: sandboxSecret(TEST_IDENTITY_SECRET) });
  const body = JSON.stringify(event);
  const answer = await fetch(`${gateway.base}/api/payments/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-sandbox-signature': signature ?? provider.signWebhook(body, at) },
    body,
  });
  return { status: answer.status, body: (await answer.json()) as { outcome?: string; error?: string } };
}

describe('the sandbox payment provider', () => {
  it('sends its webhook to the gateway the configuration names, never to the host a request names', async () => {
    // A server where an attacker would like the webhook to go.
    const trapped: string[] = [];
    const trap = createServer((req, res) => {
      trapped.push(`${req.method} ${req.url}`);
      res.end();
    });
    await new Promise<void>((resolve) => trap.listen(0, '127.0.0.1', resolve));
    try {
      const { order } = await ordered('c-de-0002', 'base', 'de-DE', 'a-de-0002', 'CREDIT_CARD');
      const target = new URL(order.paymentRedirect);
      const body = new URLSearchParams({ number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', holder: 'Klaus Becker' }).toString();
      // The card form posted with a Host header naming the trap.
      const status = await new Promise<number>((resolve, reject) => {
        const req = request(
          {
            host: target.hostname,
            port: target.port,
            path: target.pathname,
            method: 'POST',
            headers: { host: `127.0.0.1:${(trap.address() as AddressInfo).port}`, 'content-type': 'application/x-www-form-urlencoded', 'content-length': Buffer.byteLength(body) },
          },
          (res) => {
            res.resume();
            resolve(res.statusCode ?? 0);
          },
        );
        req.on('error', reject);
        req.end(body);
      });
      expect(status).toBe(303);
      const [payment] = await gateway.db.query<{ id: string }>('select id from payments where order_number = $1', [order.number]);
      // Both deliveries reach the gateway; none reaches the trap.
      const events = await eventsOf(payment!.id, 1);
      expect(events.map((e) => e.id)).toEqual([`evt_${payment!.id}_authorised`]);
      await settle();
      expect(trapped).toEqual([]);
    } finally {
      await new Promise<void>((resolve) => trap.close(() => resolve()));
    }
  });

  it('card paid: the hosted page, the signed return, the order paid and the basket emptied; the late webhook, twice, changes nothing', async () => {
    const { token, order, variant, locale } = await ordered('c-de-0001', 'base', 'de-DE', 'a-de-0001', 'CREDIT_CARD');
    const page = await fetch(order.paymentRedirect);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<html lang="de-DE">');
    expect(html).toContain('Kartennummer');
    expect(page.headers.get('content-security-policy')).toContain("form-action 'self' http://127.0.0.1:3000");
    // A wrong card number: the page says so, nothing happens.
    expect((await post(order.paymentRedirect, { number: '4242 4242 4242 4241', expiry: '12/30', cvc: '123' })).status).toBe(422);
    const ret = back(await post(order.paymentRedirect, { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', holder: 'Anna Schmidt' }));
    expect(`${ret.url.origin}${ret.url.pathname}`).toBe('http://127.0.0.1:3000/kasse/bezahlt/');
    expect(ret.url.searchParams.get('order')).toBe(order.number);
    expect(ret.status).toBe('authorised');
    const before = await stock(variant.sku);
    const done = (await gql(COMPLETE, { p: ret.payment, s: ret.status, sig: ret.sig, locale }, token)).body.data!.completePayment;
    expect(done).toEqual({ __typename: 'Order', number: order.number, status: 'PAID' });
    expect((await gql(CHECKOUT, { locale }, token)).body.data!.checkout.basket.count).toBe(0);
    // The return again, and the webhook (twice, later): the same order, paid once.
    expect((await gql(COMPLETE, { p: ret.payment, s: ret.status, sig: ret.sig, locale }, token)).body.data!.completePayment.status).toBe('PAID');
    // The webhook is sent 40 ms after the card was taken: on a busy machine it may reach the gateway
    // while the return is still being applied (on a server both run at once, and whichever commits
    // first pays the order). Either way: two events, one applied, the other ignored.
    const events = await eventsOf(ret.payment, 2);
    expect(events.map((e) => e.id).sort()).toEqual([`evt_${ret.payment}_authorised`, `return_${ret.payment}_authorised`]);
    expect(events.map((e) => e.outcome).sort()).toEqual(['applied', 'ignored']);
    expect(await stock(variant.sku)).toBe(before);
    // The ledger: the payment booked once against its order, for its amount.
    const booked = await gateway.db.query<{ kind: string; amount: number }>('select kind, amount from bookings where order_number = $1', [order.number]);
    expect(booked).toEqual([{ kind: 'payment', amount: order.totals.total }]);
    // One confirmation mail, sent when the payment was authorised.
    const mails = (
      (await (await fetch(`${gateway.opsBase}/outbox?to=anna.schmidt%40example.de`, { headers: { accept: 'application/json' } })).json()) as {
        mails: { kind: string; subject: string }[];
      }
    ).mails.filter((m) => m.subject.includes(order.number));
    expect(mails).toHaveLength(1);
    // Owed from the payment's booking (same transaction), no longer owed once mailed: the minute's job sends nothing more.
    const [due] = await gateway.db.query<{ due: string | null }>('select confirmation_due_at::text as due from orders where number = $1', [order.number]);
    expect(due!.due).toBeNull();
    expect(await gateway.confirmOrders()).not.toContain(order.number);
    // The hosted page of a finished payment only leads back.
    expect(await (await fetch(order.paymentRedirect)).text()).toContain('Diese Zahlung ist abgeschlossen.');
  });

  it('card declined, then paid: the first order cancelled with its stock back and the basket as it was, the second paid', async () => {
    const first = await ordered('c-de-0002', 'base', 'de-DE', 'a-de-0002', 'CREDIT_CARD');
    const stockWhileWaiting = await stock(first.variant.sku);
    const ret = back(await post(first.order.paymentRedirect, { number: '4000 0000 0000 0002', expiry: '12/30', cvc: '123' }));
    expect(ret.status).toBe('declined');
    expect((await gql(COMPLETE, { p: ret.payment, s: ret.status, sig: ret.sig, locale: 'de-DE' }, first.token)).body.data!.completePayment).toEqual({
      __typename: 'PaymentFailed',
      reason: 'DECLINED',
      orderNumber: first.order.number,
    });
    expect(await orderStatus(first.order.number)).toBe('cancelled');
    expect(await stock(first.variant.sku)).toBe(stockWhileWaiting + 1);
    // No confirmation for an order that was never paid.
    const mails = (
      (await (await fetch(`${gateway.opsBase}/outbox?to=klaus.becker%40example.de`, { headers: { accept: 'application/json' } })).json()) as { mails: { subject: string }[] }
    ).mails.filter((m) => m.subject.includes(first.order.number));
    expect(mails).toEqual([]);
    expect((await gql(CHECKOUT, { locale: 'de-DE' }, first.token)).body.data!.checkout.basket.count).toBe(1);
    // A late "authorised" for the declined payment (out of order, forged by no one: signed) changes nothing.
    const late = { id: 'evt_out_of_order', paymentId: ret.payment, status: 'authorised', amount: first.order.totals.total, currency: 'EUR', occurredAt: new Date().toISOString() };
    expect(await webhook(late)).toEqual({ status: 200, body: { outcome: 'ignored' } });
    expect(await orderStatus(first.order.number)).toBe('cancelled');

    // Again, through the challenge, approved.
    const { checkout } = (await gql(CHECKOUT, { locale: 'de-DE' }, first.token)).body.data!;
    const second = (await gql(PLACE, { attempt: `attempt-pay-again-${Date.now()}`, total: checkout.totals.total, locale: 'de-DE' }, first.token)).body.data!.placeOrder;
    const challenge = await post(second.paymentRedirect, { number: '4000000000003220', expiry: '01/31', cvc: '999' });
    expect(challenge.status).toBe(303);
    const challengeUrl = new URL(challenge.headers.get('location')!, gateway.base).href;
    expect(await (await fetch(challengeUrl)).text()).toContain('3-D Secure');
    const ok = back(await post(challengeUrl, { answer: 'approve' }));
    expect((await gql(COMPLETE, { p: ok.payment, s: ok.status, sig: ok.sig, locale: 'de-DE' }, first.token)).body.data!.completePayment.status).toBe('PAID');
  });

  it('abandoned at the provider: back to the shop with the basket intact; a forged return is refused', async () => {
    const { token, order } = await ordered('c-ch-0001', 'ch', 'fr-CH', 'a-ch-0001', 'CREDIT_CARD');
    expect(await (await fetch(order.paymentRedirect)).text()).toContain('Numéro de carte');
    const ret = back(await post(`${order.paymentRedirect}/cancel`, {}));
    expect(ret.url.pathname).toBe('/fr/caisse/paye/');
    expect(ret.status).toBe('abandoned');
    // The shopper edits the address bar: "authorised" with the abandoned signature.
    expect((await gql(COMPLETE, { p: ret.payment, s: 'authorised', sig: ret.sig, locale: 'fr-CH' }, token, 'ch')).body.data!.completePayment.reason).toBe('INVALID');
    expect((await gql(COMPLETE, { p: ret.payment, s: ret.status, sig: ret.sig, locale: 'fr-CH' }, token, 'ch')).body.data!.completePayment.reason).toBe('ABANDONED');
    expect((await gql(CHECKOUT, { locale: 'fr-CH' }, token, 'ch')).body.data!.checkout.basket.count).toBe(1);
    // Another customer cannot complete it.
    const other = (await testSession(gateway.db, { tenant: 'ch', customer: 'c-ch-0002' })).token;
    expect((await gql(COMPLETE, { p: ret.payment, s: ret.status, sig: ret.sig, locale: 'fr-CH' }, other, 'ch')).body.data!.completePayment.reason).toBe('INVALID');
  });

  it('a session left open past 30 minutes ends as abandoned: the provider says so by webhook, the order is cancelled, its stock back, the basket intact', async () => {
    const { token, order, variant, locale } = await ordered('c-de-0002', 'base', 'de-DE', 'a-de-0002', 'CREDIT_CARD');
    const reserved = await stock(variant.sku);
    const paymentId = order.paymentRedirect.split('/').pop()!;
    // Nothing expires before its time.
    expect(await gateway.expirePayments()).not.toContain(paymentId);
    expect(await orderStatus(order.number)).toBe('awaiting-payment');
    await gateway.db.query(`update payments set created_at = created_at - interval '31 minutes' where id = $1`, [paymentId]);
    expect(await gateway.expirePayments()).toEqual([paymentId]);
    expect(await orderStatus(order.number)).toBe('cancelled');
    // A card order never paid owes no confirmation mail.
    expect(await gateway.confirmOrders()).not.toContain(order.number);
    expect(await stock(variant.sku)).toBe(reserved + 1);
    expect((await gql(CHECKOUT, { locale }, token)).body.data!.checkout.basket.count).toBe(1);
    // Once: the next round finds nothing, and the late second delivery (the same event) changes nothing.
    expect(await gateway.expirePayments()).toEqual([]);
    await settle();
    const events = await gateway.db.query<{ outcome: string }>('select outcome from payment_events where payment_id = $1 order by received_at', [paymentId]);
    expect(events.map((e) => e.outcome)).toEqual(['applied']);
    expect(await stock(variant.sku)).toBe(reserved + 1);
    // The shopper comes back to the provider's tab: the session is over, with the way back to the shop.
    expect(await (await fetch(order.paymentRedirect)).text()).toContain('/kasse/bezahlt/');
  });

  it('a session opened again after its time sends the shopper back as abandoned, even before the timer ran', async () => {
    const { order } = await ordered('c-de-0001', 'base', 'de-DE', 'a-de-0001', 'CREDIT_CARD');
    const paymentId = order.paymentRedirect.split('/').pop()!;
    await gateway.db.query(`update payments set created_at = created_at - interval '31 minutes' where id = $1`, [paymentId]);
    const ret = back(await post(order.paymentRedirect, { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' }));
    expect(ret.status).toBe('abandoned');
    expect(ret.payment).toBe(paymentId);
    // The provider's webhook (a job on the gateway's queue, due after 40 ms) cancels the order.
    expect((await eventsOf(paymentId, 1)).map((e) => e.outcome)).toContain('applied');
    expect(await orderStatus(order.number)).toBe('cancelled');
  });

  it('a payment whose word never arrived is asked about at the provider: abandoned there, the order is cancelled once, its stock back, the basket intact', async () => {
    const { token, order, variant, locale } = await ordered('c-de-0002', 'base', 'de-DE', 'a-de-0002', 'CREDIT_CARD');
    const reserved = await stock(variant.sku);
    const paymentId = order.paymentRedirect.split('/').pop()!;
    // The provider ended the session, but neither of its webhook deliveries reached the gateway.
    await gateway.db.query(`update payments set status = 'abandoned', updated_at = now() where id = $1`, [paymentId]);
    // Within ten minutes the gateway waits for the webhook.
    expect(await gateway.reconcilePayments()).not.toContain(paymentId);
    expect(await orderStatus(order.number)).toBe('awaiting-payment');
    await gateway.db.query(`update payments set updated_at = updated_at - interval '11 minutes' where id = $1`, [paymentId]);
    expect(await gateway.reconcilePayments()).toEqual([paymentId]);
    expect(await orderStatus(order.number)).toBe('cancelled');
    expect(await stock(variant.sku)).toBe(reserved + 1);
    expect((await gql(CHECKOUT, { locale }, token)).body.data!.checkout.basket.count).toBe(1);
    // Once: the next round finds nothing; the webhook arriving after all changes nothing.
    expect(await gateway.reconcilePayments()).toEqual([]);
    const late = { id: `evt_${paymentId}_abandoned`, paymentId, status: 'abandoned', amount: order.totals.total, currency: 'EUR', occurredAt: new Date().toISOString() };
    expect(await webhook(late)).toEqual({ status: 200, body: { outcome: 'ignored' } });
    expect(await stock(variant.sku)).toBe(reserved + 1);
  });

  it('authorised at the provider, with neither a return nor a webhook: the reconciliation pays the order, empties the basket and sends the confirmation', async () => {
    const { token, order, locale } = await ordered('c-de-0001', 'base', 'de-DE', 'a-de-0001', 'CREDIT_CARD');
    const paymentId = order.paymentRedirect.split('/').pop()!;
    const mails = async () =>
      (
        (await (await fetch(`${gateway.opsBase}/outbox?to=anna.schmidt%40example.de`, { headers: { accept: 'application/json' } })).json()) as { mails: { subject: string }[] }
      ).mails.filter((m) => m.subject.includes(order.number));
    // Still open at the provider (the shopper on its page for a while): nothing to apply.
    await gateway.db.query(`update payments set updated_at = updated_at - interval '12 minutes' where id = $1`, [paymentId]);
    expect(await gateway.reconcilePayments()).toEqual([]);
    expect(await orderStatus(order.number)).toBe('awaiting-payment');
    await gateway.db.query(`update payments set status = 'authorised', updated_at = updated_at - interval '1 minute' where id = $1`, [paymentId]);
    expect(await gateway.reconcilePayments()).toEqual([paymentId]);
    expect(await orderStatus(order.number)).toBe('paid');
    expect((await gql(CHECKOUT, { locale }, token)).body.data!.checkout.basket.count).toBe(0);
    expect(await mails()).toHaveLength(1);
    expect(await gateway.reconcilePayments()).toEqual([]);
    expect(await mails()).toHaveLength(1);
  });

  it("the webhook: its time is signed and must be within five minutes, its amount and currency must be the payment's, a malformed signature answers 400", async () => {
    const { order, variant } = await ordered('c-de-0001', 'base', 'de-DE', 'a-de-0001', 'CREDIT_CARD');
    const paymentId = order.paymentRedirect.split('/').pop()!;
    const [payment] = await gateway.db.query<{ amount: number; currency: string }>('select amount, currency from payments where id = $1', [paymentId]);
    expect(payment!.amount).toBe(order.totals.total);
    const event = { id: `evt_${paymentId}_authorised`, paymentId, status: 'authorised', amount: payment!.amount, currency: 'EUR', occurredAt: new Date().toISOString() };
    // Not the shape t=<seconds>,v1=<signature> (one of another length too): 400, never 500.
    for (const signature of ['nope', 't=1,v1=abc', `t=${Math.floor(Date.now() / 1000)},v1=${'x'.repeat(44)}`, 'ä'.repeat(43)]) {
      expect((await webhook(event, { signature })).status, signature).toBe(400);
    }
    // The right shape, another secret's signature: 401.
    expect((await webhook(event, { signature: `t=${Math.floor(Date.now() / 1000)},v1=${'A'.repeat(43)}` })).status).toBe(401);
    // Signed six minutes ago (a captured delivery, replayed) or six minutes ahead: refused.
    expect(await webhook(event, { at: new Date(Date.now() - 360_000) })).toMatchObject({ status: 401, body: { error: expect.stringContaining('300 s') } });
    expect((await webhook(event, { at: new Date(Date.now() + 360_000) })).status).toBe(401);
    // Four minutes ago is within the window; but another amount or currency is not the payment's: 422, nothing applied.
    expect(await webhook({ ...event, amount: payment!.amount - 1 }, { at: new Date(Date.now() - 240_000) })).toEqual({ status: 422, body: { outcome: 'amount-mismatch' } });
    expect(await webhook({ ...event, currency: 'CHF' })).toEqual({ status: 422, body: { outcome: 'amount-mismatch' } });
    expect(await orderStatus(order.number)).toBe('awaiting-payment');
    // The same event id, as the provider meant it: applied once.
    const before = await stock(variant.sku);
    expect(await webhook(event)).toEqual({ status: 200, body: { outcome: 'applied' } });
    expect(await webhook(event)).toEqual({ status: 200, body: { outcome: 'duplicate' } });
    expect(await orderStatus(order.number)).toBe('paid');
    expect(await stock(variant.sku)).toBe(before);
  });

  it('iDEAL on shop-nl: the bank choice; the test bank declines, a real one pays', async () => {
    const first = await ordered('c-nl-0001', 'nl', 'nl-NL', 'a-nl-0001', 'IDEAL');
    expect(await (await fetch(first.order.paymentRedirect)).text()).toContain('Uw bank');
    const declined = back(await post(first.order.paymentRedirect, { bank: 'testbank-declines' }));
    expect(declined.status).toBe('declined');
    await gql(COMPLETE, { p: declined.payment, s: declined.status, sig: declined.sig, locale: 'nl-NL' }, first.token, 'nl');
    const { checkout } = (await gql(CHECKOUT, { locale: 'nl-NL' }, first.token, 'nl')).body.data!;
    const second = (await gql(PLACE, { attempt: `attempt-ideal-${Date.now()}`, total: checkout.totals.total, locale: 'nl-NL' }, first.token, 'nl')).body.data!.placeOrder;
    const paid = back(await post(second.paymentRedirect, { bank: 'ing' }));
    expect((await gql(COMPLETE, { p: paid.payment, s: paid.status, sig: paid.sig, locale: 'nl-NL' }, first.token, 'nl')).body.data!.completePayment.status).toBe('PAID');
  });
});
