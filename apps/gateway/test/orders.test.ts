import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deTenant } from '@vitrine/tenant-de';
import { seedOrderHistory } from '../src/modules/orders/history';
import { graphql, startTestGateway, type TestGateway, testSession } from './harness';

// The account's orders and deliveries (issue 27): the customer's own orders, newest first, each
// with its parcels, the carrier's scans and what is still prepared; another customer's number is
// as unknown as one that does not exist.
let gateway: TestGateway;
let written: number;
beforeAll(async () => {
  gateway = await startTestGateway({ products: 20 });
  written = await seedOrderHistory(gateway.db, new Date());
});
afterAll(() => gateway.close());

const ORDER = `order { number status createdAt currency paymentMethod lines { position productName quantity lineTotal } totals { total vat { rate amount } } }
  progress deliveries { id status carrier trackingNumber trackingUrl shippedAt deliveredAt lines { position quantity productName } events { kind place at } }
  inPreparation { position quantity }`;
const LIST = `query($first: Int, $after: ID) { accountOrders(locale: "de-DE", first: $first, after: $after) { orders { ${ORDER} } next } }`;
const ONE = `query($number: ID!, $locale: String!) { accountOrder(number: $number, locale: $locale) { ${ORDER} } }`;

const as = async (customer: string, tenant = 'base', type = 2) => {
  const { token } = await testSession(gateway.db, { customer, tenant, type });
  return (query: string, variables: Record<string, unknown> = {}) =>
    graphql(gateway.base, query, variables, { headers: { 'x-vitrine-tenant': tenant, authorization: `Bearer ${token}` } }).then((answer) => answer.body);
};

describe('the account’s orders', () => {
  it('has a history for every demo customer, made once', async () => {
    expect(written).toBe(25);
    expect(await seedOrderHistory(gateway.db, new Date())).toBe(0);
  });

  it('lists the customer’s orders newest first with their parcels, scans and what is still prepared', async () => {
    const anna = await as('c-de-0001');
    const listed = await anna(LIST, { first: 3 });
    expect(listed.errors).toBeUndefined();
    const { orders, next } = listed.data!.accountOrders;
    expect(next).toBe('39000101');
    expect(orders.map((o: { order: { number: string } }) => o.order.number)).toEqual(['39000102', '39000103', '39000101']);
    const [partly, cancelled, delivered] = orders;
    expect(partly).toMatchObject({ progress: 'PARTLY_SHIPPED', inPreparation: [{ position: 1, quantity: 1 }] });
    expect(partly.deliveries).toHaveLength(1);
    expect(partly.deliveries[0]).toMatchObject({ status: 'SHIPPED', carrier: 'DHL', deliveredAt: null, lines: [{ position: 0, quantity: 1 }] });
    expect(partly.deliveries[0].trackingUrl).toBe(`https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=${partly.deliveries[0].trackingNumber}`);
    expect(partly.deliveries[0].events.map((e: { kind: string }) => e.kind)).toEqual(['HANDED_OVER', 'IN_TRANSIT']);
    expect(cancelled).toMatchObject({ progress: 'CANCELLED', deliveries: [], inPreparation: [], order: { status: 'CANCELLED' } });
    expect(delivered).toMatchObject({ progress: 'DELIVERED', inPreparation: [], order: { status: 'PAID' } });
    expect(delivered.deliveries[0].events.map((e: { kind: string }) => e.kind)).toEqual(['HANDED_OVER', 'IN_TRANSIT', 'OUT_FOR_DELIVERY', 'DELIVERED']);
    expect(delivered.deliveries[0].lines.map((l: { quantity: number }) => l.quantity)).toEqual(delivered.order.lines.map((l: { quantity: number }) => l.quantity));
    // The totals were made by @vitrine/pricing's orderTotals: lines plus standard shipping, the VAT contained at the standard rate.
    const lines = delivered.order.lines.reduce((s: number, l: { lineTotal: number }) => s + l.lineTotal, 0);
    expect(delivered.order.totals.total).toBe(lines + deTenant.order.delivery.standard.price);
    const rate = deTenant.order.vatRates.standard;
    expect(delivered.order.totals.vat).toEqual([{ rate, amount: Math.round((delivered.order.totals.total * rate) / (10_000 + rate)) }]);
  });

  it('pages with `first` and `next`, and refuses a page out of range', async () => {
    const anna = await as('c-de-0001');
    const first = (await anna(LIST, { first: 2 })).data!.accountOrders;
    expect(first.orders.map((o: { order: { number: string } }) => o.order.number)).toEqual(['39000102', '39000103']);
    expect(first.next).toBe('39000103');
    const rest = (await anna(LIST, { first: 2, after: first.next })).data!.accountOrders;
    expect(rest).toMatchObject({ orders: [{ order: { number: '39000101' } }, { order: { number: '39000105' } }], next: '39000105' });
    const last = (await anna(LIST, { first: 2, after: rest.next })).data!.accountOrders;
    expect(last).toMatchObject({ orders: [{ order: { number: '39000104', paymentMethod: 'INSTALMENTS' } }], next: null });
    const SHORT = `query($first: Int, $after: ID) { accountOrders(locale: "de-DE", first: $first, after: $after) { orders { order { number } } next } }`;
    for (const variables of [{ first: 0 }, { first: 21 }, { after: 'x; drop table orders' }]) {
      const answer = await anna(SHORT, variables);
      expect(answer.data?.accountOrders ?? null).toBeNull();
      expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
  });

  it('answers another customer’s order, in this shop or another, exactly as one that does not exist', async () => {
    const anna = await as('c-de-0001');
    expect((await anna(ONE, { number: '39000101', locale: 'de-DE' })).data!.accountOrder.progress).toBe('DELIVERED');
    const unknown = await anna(ONE, { number: '39999999', locale: 'de-DE' });
    for (const number of ['39000201', '39000301']) expect(await anna(ONE, { number, locale: 'de-DE' })).toEqual(unknown);
    expect(unknown).toEqual({ data: { accountOrder: null } });
    // Laura's list is hers, in her shop; Klaus's own list does not hold Anna's orders.
    const laura = await as('c-ch-0001', 'ch');
    const hers = (await laura(LIST.replace('"de-DE"', '"de-CH"'), { first: 3 })).data!.accountOrders.orders;
    expect(hers.map((o: { order: { number: string } }) => o.order.number)).toEqual(['39000302', '39000303', '39000301']);
    expect(hers[0].deliveries[0]).toMatchObject({ carrier: 'SWISS_POST' });
    // Swiss German product names: "ss", never "ß".
    expect(JSON.stringify(hers)).not.toContain('ß');
    const klaus = await as('c-de-0002');
    const his = (await klaus(LIST, { first: 3 })).data!.accountOrders.orders.map((o: { order: { number: string } }) => o.order.number);
    expect(his.some((n: string) => n.startsWith('390001'))).toBe(false);
  });

  it('answers a soft login and a guest null, as every account query', async () => {
    const soft = await as('c-de-0001', 'base', 1);
    expect((await soft(LIST, { first: 3 })).data).toEqual({ accountOrders: null });
    const guest = await graphql(gateway.base, LIST, { first: 3 }, { headers: { 'x-vitrine-tenant': 'base' } });
    expect(guest.body.data).toEqual({ accountOrders: null });
  });
});
