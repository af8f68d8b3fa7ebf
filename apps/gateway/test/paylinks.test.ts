import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql, startTestGateway, type TestGateway, testSession } from './harness';

// Payment links against the gateway: made with an invoice or prepayment order, paid without a login
// at the sandbox provider (a wallet declined, then approved), applied once, refused when paid or expired.
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

const gql = (query: string, variables: Record<string, unknown>, { token, tenant = 'base' }: { token?: string; tenant?: string } = {}) =>
  graphql(gateway.base, query, variables, {
    headers: { 'x-vitrine-tenant': tenant, 'x-vitrine-visitor': 'paylink-visitor-01', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });

const LINK = `query($token: ID!, $locale: String!) { paylink(token: $token, locale: $locale) { reference orderNumber amount currency status expiresAt paidAt paidMethod methods } }`;
const PAY = `mutation($token: ID!, $method: PaylinkMethod!, $locale: String!) { payPaylink(token: $token, method: $method, locale: $locale) {
  __typename ... on PaylinkRedirect { redirectUrl } ... on PaylinkBankTransfer { amount currency bankTransferReference } ... on PaylinkRefused { reason } } }`;
const COMPLETE = `mutation($token: ID!, $p: ID!, $s: String!, $sig: String!) { completePaylinkPayment(token: $token, paymentId: $p, status: $s, signature: $sig) {
  __typename ... on Paylink { status paidMethod } ... on PaylinkPaymentFailed { reason } } }`;

const post = (url: string, form: Record<string, string>) =>
  fetch(url, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form) });

/** A prepayment order of c-de-0001 (one piece): its number, total and payment link. */
async function prepaymentOrder() {
  const customer = 'c-de-0001';
  const { token } = await testSession(gateway.db, { tenant: 'base', customer });
  await gateway.db.query('delete from basket_lines where owner = $1', [`customer:${customer}`]);
  const [variant] = await gateway.db.query<{ sku: string }>(
    `select v.sku from variants v join products p on p.sku = v.product_sku where v.stock >= 5 and p.category_key like 'mode-%' order by v.sku limit 1`,
  );
  await gql(`mutation($sku: ID!) { addToBasket(variantSku: $sku) { __typename } }`, { sku: variant!.sku }, { token });
  await gql(
    `mutation($input: DeliveryInput!) { setDelivery(input: $input) { __typename } }`,
    { input: { locale: 'de-DE', addressId: 'a-de-0001', option: 'STANDARD' } },
    { token },
  );
  await gql(`mutation($input: PaymentInput!) { setPayment(input: $input) { __typename } }`, { input: { locale: 'de-DE', method: 'PREPAYMENT' } }, { token });
  const total = (await gql(`query { checkout(locale: "de-DE") { totals { total } } }`, {}, { token })).body.data!.checkout.totals.total as number;
  const order = (
    await gql(
      `mutation($attempt: ID!, $total: Int!) { placeOrder(attempt: $attempt, expectedTotal: $total, locale: "de-DE") { __typename ... on Order { number status payLink } } }`,
      { attempt: `attempt-paylink-${Date.now()}`, total },
      { token },
    )
  ).body.data!.placeOrder;
  expect(order).toMatchObject({ __typename: 'Order', status: 'AWAITING_PAYMENT' });
  const link = new URL(order.payLink);
  expect(`${link.origin}${link.pathname}`).toBe('http://127.0.0.1:3000/paylink');
  return { number: order.number as string, total, linkToken: link.searchParams.get('token')!, sessionToken: token };
}

describe('payment links', () => {
  it('a prepayment order’s link: read without a login, its methods; a forged token or another shop sees nothing', async () => {
    const { number, total, linkToken } = await prepaymentOrder();
    expect((await gql(LINK, { token: linkToken, locale: 'de-DE' })).body.data!.paylink).toMatchObject({
      reference: number,
      orderNumber: number,
      amount: total,
      currency: 'EUR',
      status: 'OPEN',
      paidAt: null,
      methods: ['CREDIT_CARD', 'PAYPAL', 'PREPAYMENT'],
    });
    const [id, signature] = linkToken.split('.');
    const forged = `${id}.${signature!.slice(0, -1)}${signature!.endsWith('A') ? 'B' : 'A'}`;
    expect((await gql(LINK, { token: forged, locale: 'de-DE' })).body.data!.paylink).toBeNull();
    expect((await gql(LINK, { token: linkToken, locale: 'de-CH' }, { tenant: 'ch' })).body.data!.paylink).toBeNull();
    expect((await gql(PAY, { token: forged, method: 'PAYPAL', locale: 'de-DE' })).body.data!.payPaylink).toEqual({ __typename: 'PaylinkRefused', reason: 'UNKNOWN' });
    // The confirmation mail carries the link.
    const [mail] = await gateway.db.query<{ text: string }>(
      `select body_text as text from outbox where kind = 'order-confirmation' and body_text like $1 order by sent_at desc limit 1`,
      [`%${number}%`],
    );
    expect(mail?.text).toContain(linkToken);
  });

  it('paid with a wallet: declined first (the link stays open), then approved — the link and its order paid once; a second payment is refused', async () => {
    const { number, linkToken } = await prepaymentOrder();
    expect((await gql(PAY, { token: linkToken, method: 'TWINT', locale: 'de-DE' })).body.data!.payPaylink).toEqual({ __typename: 'PaylinkRefused', reason: 'METHOD_UNAVAILABLE' });
    expect((await gql(PAY, { token: linkToken, method: 'PREPAYMENT', locale: 'de-DE' })).body.data!.payPaylink).toMatchObject({
      __typename: 'PaylinkBankTransfer',
      bankTransferReference: `VITRINE ${number}`,
    });
    const pay = async () => {
      const answer = (await gql(PAY, { token: linkToken, method: 'PAYPAL', locale: 'de-DE' })).body.data!.payPaylink;
      expect(answer.redirectUrl).toMatch(new RegExp(`^${gateway.base}/sandbox-psp/pay/pay_[a-z0-9]+$`));
      const page = await (await fetch(answer.redirectUrl)).text();
      expect(page).toContain('Bei PayPal anmelden');
      expect(page).toContain(`<dt>Verwendungszweck</dt><dd>${number}</dd>`);
      return answer.redirectUrl as string;
    };
    const back = async (response: Response) => {
      expect(response.status).toBe(303);
      const url = new URL(response.headers.get('location')!);
      expect(`${url.origin}${url.pathname}`).toBe('http://127.0.0.1:3000/paylink/returning-success/');
      expect(url.searchParams.get('token')).toBe(linkToken);
      const variables = { token: linkToken, p: url.searchParams.get('payment'), s: url.searchParams.get('status'), sig: url.searchParams.get('sig') };
      return { variables, answer: (await gql(COMPLETE, variables)).body.data!.completePaylinkPayment };
    };
    const declined = await back(await post(await pay(), { answer: 'reject' }));
    expect(declined.answer).toEqual({ __typename: 'PaylinkPaymentFailed', reason: 'DECLINED' });
    expect((await gql(LINK, { token: linkToken, locale: 'de-DE' })).body.data!.paylink.status).toBe('OPEN');
    // A status the provider did not sign is not believed.
    expect((await gql(COMPLETE, { ...declined.variables, s: 'authorised' })).body.data!.completePaylinkPayment).toEqual({ __typename: 'PaylinkPaymentFailed', reason: 'INVALID' });

    const approved = await back(await post(await pay(), { answer: 'approve' }));
    expect(approved.answer).toEqual({ __typename: 'Paylink', status: 'PAID', paidMethod: 'PAYPAL' });
    expect((await gateway.db.query<{ status: string }>('select status from orders where number = $1', [number]))[0]!.status).toBe('paid');
    // The late webhooks (twice, jobs on the gateway's queue: up to 10 s) and a repeated return change nothing twice.
    expect((await gql(COMPLETE, approved.variables)).body.data!.completePaylinkPayment).toEqual({ __typename: 'Paylink', status: 'PAID', paidMethod: 'PAYPAL' });
    const authorisedEvents = () =>
      gateway.db.query<{ outcome: string }>(
        `select e.outcome from payment_events e join payments p on p.id = e.payment_id join paylinks l on l.id = p.paylink_id where l.order_number = $1 and e.status = 'authorised'`,
        [number],
      );
    let events = await authorisedEvents();
    for (const until = Date.now() + 10_000; events.length < 2 && Date.now() < until; events = await authorisedEvents()) await new Promise((resolve) => setTimeout(resolve, 25));
    expect(events.filter((e) => e.outcome === 'applied')).toHaveLength(1);
    expect(events.length).toBeGreaterThanOrEqual(2);
    expect((await gql(PAY, { token: linkToken, method: 'CREDIT_CARD', locale: 'de-DE' })).body.data!.payPaylink).toEqual({ __typename: 'PaylinkRefused', reason: 'ALREADY_PAID' });
  });

  it('paid at the provider with neither a return nor a webhook: the reconciliation pays the link and its order; a declined try is asked about once', async () => {
    const { number, linkToken } = await prepaymentOrder();
    const start = async () => (await gql(PAY, { token: linkToken, method: 'PAYPAL', locale: 'de-DE' })).body.data!.payPaylink.redirectUrl.split('/').pop() as string;
    const declined = await start();
    const paid = await start();
    // Both without word for more than ten minutes: the provider declined one and authorised the other.
    await gateway.db.query(`update payments set status = 'declined', updated_at = now() - interval '11 minutes' where id = $1`, [declined]);
    await gateway.db.query(`update payments set status = 'authorised', updated_at = now() - interval '11 minutes' where id = $1`, [paid]);
    expect(await gateway.reconcilePayments()).toEqual(expect.arrayContaining([paid]));
    expect((await gql(LINK, { token: linkToken, locale: 'de-DE' })).body.data!.paylink).toMatchObject({ status: 'PAID', paidMethod: 'PAYPAL' });
    expect((await gateway.db.query<{ status: string }>('select status from orders where number = $1', [number]))[0]!.status).toBe('paid');
    // The declined try left a record: it is not asked about again.
    expect((await gateway.db.query('select id from payment_events where payment_id = $1', [declined])).length).toBe(1);
    expect(await gateway.reconcilePayments()).toEqual([]);
  });

  it('an expired link cannot be paid', async () => {
    const { number, linkToken } = await prepaymentOrder();
    await gateway.db.query(`update paylinks set expires_at = now() - interval '1 day' where order_number = $1`, [number]);
    expect((await gql(LINK, { token: linkToken, locale: 'de-DE' })).body.data!.paylink.status).toBe('EXPIRED');
    expect((await gql(PAY, { token: linkToken, method: 'CREDIT_CARD', locale: 'de-DE' })).body.data!.payPaylink).toEqual({ __typename: 'PaylinkRefused', reason: 'EXPIRED' });
  });
});
