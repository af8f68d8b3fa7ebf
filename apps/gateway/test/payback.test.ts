import { paybackPoints } from '@vitrine/pricing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedOrderHistory } from '../src/modules/orders/history';
import { graphql, startTestGateway, type TestGateway, testSession } from './harness';

// PAYBACK (issue 27, de-DE): the card a customer links and the points collected on invoices while it
// is linked, taken back for refunds; only where the shop offers it.
let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startTestGateway({ products: 20 });
  await seedOrderHistory(gateway.db, new Date());
});
afterAll(() => gateway.close());

const PAYBACK = `{ payback { cardNumber linkedOn points entries { bookedOn kind points invoiceNumber returnId } } }`;
const LINK = `mutation($number: String!) { linkPaybackCard(number: $number) { __typename ... on Payback { cardNumber points } ... on PaybackRefused { reason } } }`;
const UNLINK = `mutation { unlinkPaybackCard { __typename ... on Payback { cardNumber points entries { points } } } }`;
let keys = 0;
const as = async (customer: string, tenant = 'base', type = 2) => {
  const { token } = await testSession(gateway.db, { customer, tenant, type });
  return (query: string, variables: Record<string, unknown> = {}) =>
    graphql(gateway.base, query, variables, {
      headers: { 'x-vitrine-tenant': tenant, authorization: `Bearer ${token}`, 'idempotency-key': `payback-${keys++}-${Date.now()}` },
    }).then((answer) => answer.body);
};

describe('PAYBACK', () => {
  it("collects points on each invoice issued while the card is linked and takes back a refund's, the total their sum", async () => {
    const anna = await as('c-de-0001');
    const { payback } = (await anna(PAYBACK)).data!;
    expect(payback.cardNumber).toBe('••••••1501');
    expect(payback.entries.length).toBeGreaterThan(1);
    const invoices = await gateway.db.query<{ number: string; goods: number; discount: number }>("select number, goods, discount from invoices where customer_id = 'c-de-0001'");
    for (const entry of payback.entries.filter((e: { kind: string }) => e.kind === 'COLLECTED')) {
      const invoice = invoices.find((i) => i.number === entry.invoiceNumber)!;
      expect(entry.points).toBe(paybackPoints(invoice.goods - invoice.discount));
    }
    expect(payback.entries.some((e: { kind: string; points: number; returnId: string }) => e.kind === 'TAKEN_BACK' && e.points < 0 && e.returnId)).toBe(true);
    expect(payback.points).toBe(payback.entries.reduce((sum: number, e: { points: number }) => sum + e.points, 0));
  });

  it('links a card by a valid number only, keeps the history when unlinked, and starts no points for a new card until an invoice', async () => {
    const klaus = await as('c-de-0002');
    expect((await klaus(PAYBACK)).data!.payback).toMatchObject({ cardNumber: null, entries: [] });
    expect((await klaus(LINK, { number: '4711081509' })).data!.linkPaybackCard).toEqual({ __typename: 'PaybackRefused', reason: 'NUMBER_INVALID' });
    expect((await klaus(LINK, { number: '4711 0815 01' })).data!.linkPaybackCard).toEqual({ __typename: 'Payback', cardNumber: '••••••1501', points: 0 });
    const anna = await as('c-de-0001');
    const before = (await anna(PAYBACK)).data!.payback.points;
    const unlinked = (await anna(UNLINK)).data!.unlinkPaybackCard;
    expect(unlinked.cardNumber).toBeNull();
    expect(unlinked.points).toBe(before);
  });

  it('is not offered where the shop does not offer it, and not to a soft login', async () => {
    const laura = await as('c-ch-0001', 'ch');
    expect((await laura(PAYBACK)).data!.payback).toBeNull();
    expect((await laura(LINK, { number: '4711081501' })).data!.linkPaybackCard).toEqual({ __typename: 'PaybackRefused', reason: 'NOT_ENABLED' });
    const soft = await as('c-de-0001', 'base', 1);
    expect((await soft(PAYBACK)).data!.payback).toBeNull();
  });
});
