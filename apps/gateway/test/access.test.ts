import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS, TYPED_LOGIN_REFUSALS } from '../src/http/access';
import { graphql, startTestGateway, type TestGateway, testSession } from './harness';
import { documentFor, rootFields, type RootKind } from './schema-calls';

// Who sees what (issue 27): every root field of the schema has its access rule (src/http/access.ts),
// derived from the schema so that a new resolver cannot be forgotten. A full-login field answers a
// soft login (token type 1) as it answers a guest, and another customer's ids as ids that do not exist.
let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startTestGateway({ products: 20 });
});
afterAll(() => gateway.close());

const ROOTS: { kind: RootKind; rules: Record<string, string> }[] = [
  { kind: 'query', rules: ACCESS.Query },
  { kind: 'mutation', rules: ACCESS.Mutation },
];

const call = (kind: RootKind, field: string, token: string, values: Record<string, unknown> = {}) => {
  const { query, variables } = documentFor(kind, field, values);
  return graphql(gateway.base, query, variables, {
    headers: {
      'x-vitrine-tenant': 'base',
      'x-vitrine-visitor': `access-${field}`.slice(0, 60),
      authorization: `Bearer ${token}`,
      'idempotency-key': `access-${field}-${Date.now()}-${Math.random()}`,
    },
  });
};

describe('who sees what', () => {
  for (const { kind, rules } of ROOTS) {
    it(`every ${kind} field of the schema has its access rule, and the rules name no field that is not there`, () => {
      expect(Object.keys(rules).sort()).toEqual(rootFields(kind));
    });

    for (const field of Object.keys(rules).filter((name) => rules[name] === 'fullLogin')) {
      it(`${kind} ${field}: a soft login is answered as a guest (${kind === 'query' ? 'null' : 'login-required'}), and its resolver never runs`, async () => {
        const { token } = await testSession(gateway.db, { customer: 'c-de-0001', type: 1 });
        const { body } = await call(kind, field, token);
        if (kind === 'query') {
          expect(body.errors).toBeUndefined();
          expect(body.data![field]).toBeNull();
        } else {
          const typed = (TYPED_LOGIN_REFUSALS as Record<string, { reason: string }>)[field];
          if (typed) expect(body.data![field]).toMatchObject({ reason: typed.reason });
          else expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'session', reason: 'login-required' });
        }
      });
    }
  }

  it("order(number): the customer's own with the password; null to their soft login and to another customer, as for a number that does not exist", async () => {
    const { token: anna } = await testSession(gateway.db, { customer: 'c-de-0001' });
    const as = (token: string) => ({ headers: { 'x-vitrine-tenant': 'base', 'x-vitrine-visitor': 'access-order-01', authorization: `Bearer ${token}` } });
    await gateway.db.query(`delete from basket_lines where owner = 'customer:c-de-0001'`);
    await gateway.db.query(`delete from checkouts where customer_id = 'c-de-0001'`);
    const [variant] = await gateway.db.query<{ sku: string }>('select sku from variants where stock >= 3 order by sku limit 1');
    await graphql(
      gateway.base,
      `
        mutation ($sku: ID!) {
          addToBasket(variantSku: $sku) {
            __typename
          }
        }
      `,
      { sku: variant!.sku },
      as(anna),
    );
    await graphql(
      gateway.base,
      `
        mutation ($input: DeliveryInput!) {
          setDelivery(input: $input) {
            __typename
          }
        }
      `,
      { input: { locale: 'de-DE', addressId: 'a-de-0001', option: 'STANDARD' } },
      as(anna),
    );
    await graphql(
      gateway.base,
      `
        mutation ($input: PaymentInput!) {
          setPayment(input: $input) {
            __typename
          }
        }
      `,
      { input: { locale: 'de-DE', method: 'INVOICE' } },
      as(anna),
    );
    const total = (
      await graphql(
        gateway.base,
        `
          query {
            checkout(locale: "de-DE") {
              totals {
                total
              }
            }
          }
        `,
        {},
        as(anna),
      )
    ).body.data!.checkout.totals.total;
    const placed = await graphql(
      gateway.base,
      `
        mutation ($total: Int!) {
          placeOrder(expectedTotal: $total, locale: "de-DE") {
            __typename
            ... on Order {
              number
            }
          }
        }
      `,
      { total },
      { headers: { ...as(anna).headers, 'idempotency-key': `access-order-${Date.now()}` } },
    );
    const number = placed.body.data!.placeOrder.number as string;
    expect(number).toMatch(/^\d{8,12}$/);

    const ORDER = `query($n: ID!) { order(number: $n, locale: "de-DE") { number status address { street } } }`;
    expect((await graphql(gateway.base, ORDER, { n: number }, as(anna))).body.data!.order).toMatchObject({ number });
    const { token: annaSoft } = await testSession(gateway.db, { customer: 'c-de-0001', type: 1 });
    const { token: other } = await testSession(gateway.db, { customer: 'c-de-0002' });
    const missing = (await graphql(gateway.base, ORDER, { n: '99999999' }, as(anna))).body;
    for (const token of [annaSoft, other]) {
      const answer = (await graphql(gateway.base, ORDER, { n: number }, as(token))).body;
      expect(answer).toEqual(missing);
      expect(answer.data!.order).toBeNull();
    }
  });
});
