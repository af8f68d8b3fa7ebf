import { getNamedType, type GraphQLInputType, isInputObjectType, isScalarType, Kind, type OperationDefinitionNode, parse, typeFromAST } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedOrderHistory } from '../src/modules/orders/history';
import { ACCESS, TYPED_LOGIN_REFUSALS } from '../src/http/access';
import { graphql, startTestGateway, type TestGateway, testSession } from './harness';
import { documentFor, rootFields, type RootKind, SCHEMA } from './schema-calls';

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

/** Every place an ID goes in a field's variables (top level or inside an input object, optional ones too). */
function idPaths(query: string): string[][] {
  const operation = parse(query).definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)!;
  const paths: string[][] = [];
  const walk = (type: GraphQLInputType, path: string[], depth: number) => {
    const named = getNamedType(type);
    if (isScalarType(named) && named.name === 'ID') paths.push(path);
    else if (isInputObjectType(named) && depth < 3) for (const field of Object.values(named.getFields())) walk(field.type, [...path, field.name], depth + 1);
  };
  for (const v of operation.variableDefinitions ?? []) walk(typeFromAST(SCHEMA, v.type as never) as GraphQLInputType, [v.variable.name.value], 0);
  return paths;
}

const withValue = (variables: Record<string, unknown>, path: string[], value: unknown): Record<string, unknown> => {
  const [head, ...rest] = path;
  const inner = (variables[head!] ?? {}) as Record<string, unknown>;
  return { ...variables, [head!]: rest.length ? withValue(inner, rest, value) : value };
};

describe("another customer's ids answer as ids that do not exist", () => {
  it('for every full-login field that takes an ID (derived from the schema): the same answer for the other customer’s order, address, invoice, return and parcel as for a missing one, and nothing of theirs changes', async () => {
    await seedOrderHistory(gateway.db, new Date());
    const anna = 'c-de-0001';
    const one = async (sql: string) => (await gateway.db.query<{ id: string }>(sql, [anna]))[0]!.id;
    const theirs = {
      order: await one('select number as id from orders where customer_id = $1 order by number limit 1'),
      address: await one('select id from addresses where customer_id = $1 order by id limit 1'),
      invoice: await one('select number as id from invoices where customer_id = $1 order by number limit 1'),
      return: await one('select id from returns where customer_id = $1 order by id limit 1'),
      parcel: await one('select d.id from deliveries d join orders o on o.number = d.order_number where o.customer_id = $1 order by d.id limit 1'),
    };
    const missing = { order: '49999998', address: 'a-de-9999', invoice: '79999998', return: 'RT-FFFFFFFF', parcel: 'd-49999998-1' };
    const snapshot = async () =>
      JSON.stringify(
        await Promise.all(
          ['addresses', 'orders', 'returns', 'invoices', 'checkouts'].map((table) => gateway.db.query(`select * from ${table} where customer_id = $1 order by 1`, [anna])),
        ),
      );
    const before = await snapshot();
    const { token } = await testSession(gateway.db, { customer: 'c-de-0002' });
    let tried = 0;
    for (const { kind, rules } of ROOTS) {
      for (const field of Object.keys(rules).filter((name) => rules[name] === 'fullLogin')) {
        const { query, variables } = documentFor(kind, field);
        for (const path of idPaths(query)) {
          for (const what of Object.keys(theirs) as (keyof typeof theirs)[]) {
            const ask = async (id: string) => {
              const { body } = await graphql(gateway.base, query, withValue(variables, path, id), {
                headers: { 'x-vitrine-tenant': 'base', authorization: `Bearer ${token}`, 'idempotency-key': `ids-${field}-${tried}-${id}-${Date.now()}` },
              });
              const errors = body.errors?.map((e) => ({ message: e.message, code: e.extensions?.code, reason: e.extensions?.reason, field: e.extensions?.field }));
              return JSON.stringify({ data: body.data, errors }).replaceAll(id, '<id>');
            };
            const other = await ask(theirs[what]);
            const none = await ask(missing[what]);
            expect(other, `${kind} ${field} with ${path.join('.')} = another customer's ${what}`).toBe(none);
            tried++;
          }
        }
      }
    }
    // The fields that take an ID today: accountOrder, accountOrders, order, the address book's three, registerReturn and the checkout's.
    expect(tried).toBeGreaterThanOrEqual(8 * 5);
    expect(await snapshot()).toBe(before);
  });
});
