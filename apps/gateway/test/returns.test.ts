import { addDays, earliestPickup, isWorkingDay, localToday, pickupDays } from '@vitrine/calendar';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedOrderHistory } from '../src/modules/orders/history';
import { graphql, shopFetch, startTestGateway, type TestGateway, testSession } from './harness';

// Returns (issue 27): what was delivered goes back per line with a reason, picked up on a working
// day at least three ahead (the address's country's holidays counted, @vitrine/calendar) or dropped
// off; the label as a PDF for its customer alone.
let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startTestGateway({ products: 20 });
  await seedOrderHistory(gateway.db, new Date());
});
afterAll(() => gateway.close());

const ORDER = `query($number: ID!) { accountOrder(number: $number, locale: "de-DE") { returnable { position quantity } pickupDays returns { id method pickupOn status label lines { position quantity reason } } } }`;
const REGISTER = `mutation($input: ReturnInput!) { registerReturn(input: $input) { __typename ... on ReturnRegistered { return { id method pickupOn status label lines { position quantity reason productName } } } ... on ReturnRefused { reason earliestPickup } } }`;

let n = 0;
const as = async (customer: string, tenant = 'base', type = 2) => {
  const { token } = await testSession(gateway.db, { customer, tenant, type });
  const call = (query: string, variables: Record<string, unknown> = {}) =>
    graphql(gateway.base, query, variables, { headers: { 'x-vitrine-tenant': tenant, authorization: `Bearer ${token}`, 'idempotency-key': `returns-${customer}-${n++}` } }).then(
      (a) => a.body,
    );
  return { call, token };
};
const place = { country: 'DE', timeZone: 'Europe/Berlin' };
const register = (input: Record<string, unknown>) => ({ input: { orderNumber: '39000101', locale: 'de-DE', method: 'PICKUP', ...input } });

describe('returns', () => {
  it('offers what was delivered and the days a pickup can be booked; nothing of a parcel still on its way', async () => {
    const { call } = await as('c-de-0001');
    const delivered = (await call(ORDER, { number: '39000101' })).data!.accountOrder;
    expect(delivered.returnable).toEqual([
      { position: 0, quantity: 1 },
      { position: 1, quantity: 2 },
    ]);
    expect(delivered.pickupDays).toEqual(pickupDays(new Date(), place));
    expect(delivered.pickupDays[0]).toBe(earliestPickup(new Date(), place));
    expect((await call(ORDER, { number: '39000102' })).data!.accountOrder.returnable).toEqual([]);
  });

  it('refuses a pickup too early, on a weekend or holiday, too late, or without a day; too many pieces; nothing chosen', async () => {
    const { call } = await as('c-de-0001');
    const earliest = earliestPickup(new Date(), place);
    const line = [{ position: 1, quantity: 1, reason: 'TOO_BIG' }];
    const refusal = async (input: Record<string, unknown>) => (await call(REGISTER, register(input))).data!.registerReturn;
    // The working day before the earliest: two working days ahead (or fewer).
    let early = addDays(earliest, -1);
    while (!isWorkingDay(early, 'DE')) early = addDays(early, -1);
    expect(await refusal({ lines: line, pickupOn: early })).toEqual({ __typename: 'ReturnRefused', reason: 'PICKUP_TOO_EARLY', earliestPickup: earliest });
    let weekend = earliest;
    while (isWorkingDay(weekend, 'DE')) weekend = addDays(weekend, 1);
    expect(await refusal({ lines: line, pickupOn: weekend })).toMatchObject({ reason: 'PICKUP_NOT_WORKING_DAY', earliestPickup: earliest });
    expect(await refusal({ lines: line, pickupOn: addDays(localToday(new Date(), place.timeZone), 45) })).toMatchObject({ reason: 'PICKUP_TOO_LATE' });
    expect(await refusal({ lines: line, pickupOn: '2026-02-30' })).toMatchObject({ reason: 'PICKUP_DATE_INVALID' });
    expect(await refusal({ lines: line })).toMatchObject({ reason: 'PICKUP_DATE_MISSING' });
    expect(await refusal({ lines: [{ position: 1, quantity: 3, reason: 'TOO_BIG' }], pickupOn: earliest })).toMatchObject({ reason: 'QUANTITY_TOO_HIGH' });
    expect(await refusal({ lines: [{ position: 9, quantity: 1, reason: 'TOO_BIG' }], pickupOn: earliest })).toMatchObject({ reason: 'QUANTITY_TOO_HIGH' });
    expect(await refusal({ lines: [], pickupOn: earliest })).toMatchObject({ reason: 'NOTHING_SELECTED' });
    expect((await call(ORDER, { number: '39000101' })).data!.accountOrder.returns).toEqual([]);
  });

  it('registers a pickup, then a drop-off of the rest; then nothing is left to send back', async () => {
    const { call, token } = await as('c-de-0001');
    const earliest = earliestPickup(new Date(), place);
    const first = (await call(REGISTER, register({ lines: [{ position: 1, quantity: 1, reason: 'TOO_BIG' }], pickupOn: earliest }))).data!.registerReturn;
    expect(first.__typename).toBe('ReturnRegistered');
    expect(first.return).toMatchObject({ method: 'PICKUP', pickupOn: earliest, status: 'REGISTERED', lines: [{ position: 1, quantity: 1, reason: 'TOO_BIG' }] });
    expect(first.return.id).toMatch(/^RT-[0-9A-F]{8}$/);
    expect(first.return.label).toBe(`/api/account/returns/${first.return.id}/label.pdf`);
    expect((await call(ORDER, { number: '39000101' })).data!.accountOrder.returnable).toEqual([
      { position: 0, quantity: 1 },
      { position: 1, quantity: 1 },
    ]);
    const rest = (
      await call(
        REGISTER,
        register({
          method: 'DROP_OFF',
          lines: [
            { position: 0, quantity: 1, reason: 'DAMAGED' },
            { position: 1, quantity: 1, reason: 'CHANGED_MIND' },
          ],
        }),
      )
    ).data!.registerReturn;
    expect(rest.return).toMatchObject({ method: 'DROP_OFF', pickupOn: null });
    const after = (await call(ORDER, { number: '39000101' })).data!.accountOrder;
    expect(after.returnable).toEqual([]);
    expect(after.returns.map((r: { id: string }) => r.id)).toEqual([first.return.id, rest.return.id]);
    expect((await call(REGISTER, register({ method: 'DROP_OFF', lines: [{ position: 0, quantity: 1, reason: 'DAMAGED' }] }))).data!.registerReturn).toMatchObject({
      reason: 'QUANTITY_TOO_HIGH',
    });

    // The label: its customer's alone.
    const label = (bearer?: string) =>
      shopFetch(new URL(first.return.label, gateway.base), { headers: { 'x-vitrine-tenant': 'base', ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) } });
    const answer = await label(token);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(await answer.arrayBuffer())), { mergePages: true });
    expect(text).toContain(first.return.id);
    expect(text).toContain('39000101');
    expect((await label((await as('c-de-0002')).token)).status).toBe(404);
    expect((await label()).status).toBe(401);
  });

  it('answers another customer’s order as one that does not exist, and asks a soft login for the password', async () => {
    const klaus = await as('c-de-0002');
    const earliest = earliestPickup(new Date(), place);
    const input = register({ lines: [{ position: 0, quantity: 1, reason: 'TOO_BIG' }], pickupOn: earliest });
    expect((await klaus.call(REGISTER, input)).data!.registerReturn).toEqual({ __typename: 'ReturnRefused', reason: 'NOT_FOUND', earliestPickup: null });
    expect((await klaus.call(REGISTER, { input: { ...input.input, orderNumber: '39999999' } })).data!.registerReturn).toEqual({
      __typename: 'ReturnRefused',
      reason: 'NOT_FOUND',
      earliestPickup: null,
    });
    const soft = await as('c-de-0001', 'base', 1);
    const answer = await soft.call(REGISTER, input);
    expect(answer.errors?.[0]?.extensions?.reason).toBe('login-required');
  });
});
