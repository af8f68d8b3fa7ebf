import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedOrderHistory } from '../src/modules/orders/history';
import { graphql, startTestGateway, type TestGateway, testSession } from './harness';

// The account's overview and vouchers (issue 27): parcels on their way, returns still open, the
// shop's and the customer's own vouchers where they stand.
let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startTestGateway({ products: 20 });
  await seedOrderHistory(gateway.db, new Date());
});
afterAll(() => gateway.close());

const OVERVIEW = `query { accountOverview(locale: "de-DE") { shipments { orderNumber delivery { id status trackingUrl lines { productName quantity } } }
  openReturns { orderNumber return { id status method label } } } }`;
const VOUCHERS = `query { accountVouchers { active { code kind value percent minimumOrder validUntil customerGroup standing } expired { code standing validUntil customerGroup } } }`;

const as = async (customer: string, tenant = 'base', type = 2) => {
  const { token } = await testSession(gateway.db, { customer, tenant, type });
  return (query: string, variables: Record<string, unknown> = {}) =>
    graphql(gateway.base, query, variables, { headers: { 'x-vitrine-tenant': tenant, authorization: `Bearer ${token}` } }).then((answer) => answer.body);
};

describe('the account’s overview', () => {
  it('shows the parcel on its way with its tracking page, and a return until it is booked back', async () => {
    const anna = await as('c-de-0001');
    const first = (await anna(OVERVIEW)).data!.accountOverview;
    expect(first.shipments).toEqual([expect.objectContaining({ orderNumber: '39000102', delivery: expect.objectContaining({ status: 'SHIPPED' }) })]);
    expect(first.shipments[0].delivery.trackingUrl).toMatch(/^https:\/\/www\.dhl\.de\//);
    // The history's return was booked back: not open.
    expect(first.openReturns).toEqual([]);
    await gateway.db.query(
      `insert into returns (id, tenant, customer_id, order_number, method, pickup_on, status, created_at) values ('RT-OVERVIEW', 'base', 'c-de-0001', '39000101', 'drop-off', null, 'registered', now())`,
    );
    await gateway.db.query(`insert into return_lines (return_id, line_position, quantity, reason) values ('RT-OVERVIEW', 0, 1, 'too-small')`);
    const after = (await anna(OVERVIEW)).data!.accountOverview;
    expect(after.openReturns).toEqual([
      { orderNumber: '39000101', return: { id: 'RT-OVERVIEW', status: 'REGISTERED', method: 'DROP_OFF', label: '/api/account/returns/RT-OVERVIEW/label.pdf' } },
    ]);
    await gateway.db.query(`update returns set status = 'refunded' where id = 'RT-OVERVIEW'`);
    expect((await anna(OVERVIEW)).data!.accountOverview.openReturns).toEqual([]);
  });

  it('answers nothing to a soft login, and another shop’s customer sees nothing of this one', async () => {
    expect((await (await as('c-de-0001', 'base', 1))(OVERVIEW)).data?.accountOverview ?? null).toBeNull();
    expect((await (await as('c-de-0001', 'base', 1))(VOUCHERS)).data?.accountVouchers ?? null).toBeNull();
    const laura = (await (await as('c-ch-0001', 'ch'))(OVERVIEW)).data!.accountOverview;
    expect(laura.shipments.map((s: { orderNumber: string }) => s.orderNumber)).toEqual(['39000302']);
  });
});

describe('the account’s vouchers', () => {
  it('lists the shop’s codes and the customer’s own: active ones newest first, expired ones apart', async () => {
    const anna = await as('c-de-0001');
    const { active, expired } = (await anna(VOUCHERS)).data!.accountVouchers;
    expect(active.map((v: { code: string }) => v.code)).toEqual(['HERBST10', 'WILLKOMMEN-ANNA']);
    expect(active.find((v: { code: string }) => v.code === 'HERBST10')).toMatchObject({
      kind: 'DISCOUNT_CODE',
      percent: true,
      value: 10,
      customerGroup: 'ALL_CUSTOMERS',
      standing: 'ACTIVE',
    });
    const welcome = active.find((v: { code: string }) => v.code === 'WILLKOMMEN-ANNA');
    expect(welcome).toMatchObject({ kind: 'NEWSLETTER', percent: false, value: 1_000, minimumOrder: 5_000, customerGroup: 'PERSONAL', standing: 'ACTIVE' });
    // Redeemable for 30 days after it was received.
    const [row] = await gateway.db.query<{ received: Date }>(`select received_at as received from vouchers where code = 'WILLKOMMEN-ANNA'`);
    expect(Date.parse(welcome.validUntil)).toBe(new Date(row!.received).getTime() + 30 * 86_400_000);
    expect(expired).toEqual([{ code: 'SOMMER15', standing: 'EXPIRED', validUntil: '2026-09-30T23:59:59.000Z', customerGroup: 'ALL_CUSTOMERS' }]);
    // Other customers' own vouchers are not listed.
    expect([...active, ...expired].map((v: { code: string }) => v.code)).not.toContain('WILLKOMMEN-LAURA');
  });

  it('moves the newsletter voucher to the expired ones once it was redeemed', async () => {
    const klaus = await as('c-de-0002');
    await gateway.db.query(
      `insert into vouchers (tenant, code, kind, value, percent, minimum_order, valid_from, valid_until, customer_id, received_at) values ('base', 'WILLKOMMEN-KLAUS', 'newsletter', 1000, false, 5000, '2026-01-01T00:00:00Z', '2099-12-31T23:59:59Z', 'c-de-0002', now())`,
    );
    expect((await klaus(VOUCHERS)).data!.accountVouchers.active.map((v: { code: string }) => v.code)).toContain('WILLKOMMEN-KLAUS');
    await gateway.db.query(
      `insert into voucher_redemptions (order_number, tenant, code, customer_id, redeemed_at, once_key) values ('39000201', 'base', 'WILLKOMMEN-KLAUS', 'c-de-0002', now(), 'test-klaus')`,
    );
    const { active, expired } = (await klaus(VOUCHERS)).data!.accountVouchers;
    expect(active.map((v: { code: string }) => v.code)).not.toContain('WILLKOMMEN-KLAUS');
    expect(expired.find((v: { code: string }) => v.code === 'WILLKOMMEN-KLAUS')).toMatchObject({ standing: 'USED', customerGroup: 'PERSONAL' });
  });
});
