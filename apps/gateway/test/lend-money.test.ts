import fc from 'fast-check';
import { LEND_MONEY_FORM, validate } from '@vitrine/form-rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql, startTestGateway, type TestGateway, testSession } from './harness';

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startTestGateway({ products: 3 });
});
afterAll(() => gateway.close());

const REQUEST = `mutation($input: LoanRequestInput!) { requestLoan(input: $input) {
  __typename ... on LoanRequested { reference amount } ... on LoanRefused { reason conditions } ... on LoanFormRefused { problems { field code } } } }`;
const FORM = `{ lendMoneyForm { accountHolder iban phone minAmount maxAmount } }`;

const as = async (customer: string, tenant = 'base') => {
  const { token } = await testSession(gateway.db, { customer, tenant });
  return (query: string, variables: Record<string, unknown> = {}) =>
    graphql(gateway.base, query, variables, { headers: { 'x-vitrine-tenant': tenant, authorization: `Bearer ${token}` } }).then((a) => a.body);
};
const input = (change: Record<string, string> = {}) => ({ input: { accountHolder: 'Eva Hartmann', amount: '100', phone: '+49 30 5550100', locale: 'de-DE', ...change } });

describe('the lend-money request (spec §5)', () => {
  it('shows the form with the IBAN the shop knows, masked, to a full login of the base shop', async () => {
    const eva = await as('c-de-0010');
    expect((await eva(FORM)).data!.lendMoneyForm).toEqual({
      accountHolder: 'Eva Hartmann',
      iban: 'DE89 •••• •••• •••• ••30 00',
      phone: '+49 30 5550100',
      minAmount: 100,
      maxAmount: 5000,
    });
    const { token } = await testSession(gateway.db, { customer: 'c-de-0010', type: 1 });
    const soft = await graphql(gateway.base, FORM, {}, { headers: { 'x-vitrine-tenant': 'base', authorization: `Bearer ${token}` } });
    expect(soft.body.data!.lendMoneyForm).toBeNull();
  });

  it('lends to the customer who meets every condition: recorded and confirmed by mail', async () => {
    const eva = await as('c-de-0010');
    const answer = (await eva(REQUEST, input({ amount: '120' }))).data!.requestLoan;
    expect(answer).toMatchObject({ __typename: 'LoanRequested', amount: 12_000 });
    expect(answer.reference).toMatch(/^LM-[0-9A-F]{10}$/);
    const [mail] = await gateway.db.query<{ subject: string; text: string }>(
      `select subject, body_text as text from outbox where kind = 'lend-money' and recipient = 'eva.hartmann@example.de'`,
    );
    expect(mail!.subject).toMatch(/^Ihre Anfrage bei Vitrine: 120,00\s€ leihen$/);
    expect(mail!.text).toContain(answer.reference);
    expect(mail!.text).toContain('DE89 •••• •••• •••• ••30 00');
  });

  it('refuses each seeded customer for exactly the condition they do not meet', async () => {
    const cases: [string, string][] = [
      ['c-de-0011', 'SHOP_ARREARS'],
      ['c-de-0012', 'AGE'],
      ['c-de-0013', 'AGE'],
      ['c-de-0014', 'BUREAU_ARREARS'],
      ['c-de-0015', 'RECENT_LOAN'],
      ['c-de-0016', 'NO_EARLIER_PAYMENT'],
      ['c-de-0017', 'PAYMENT_ARRANGEMENT'],
      ['c-de-0018', 'INCOME_CHECK'],
    ];
    for (const [customer, condition] of cases) {
      const answer = (await (await as(customer))(REQUEST, input())).data!.requestLoan;
      expect(answer, customer).toEqual({ __typename: 'LoanRefused', reason: 'CONDITIONS_NOT_MET', conditions: [condition] });
    }
    const [{ n }] = (await gateway.db.query<{ n: number }>(`select count(*)::int as n from loan_requests where outcome = 'refused'`)) as [{ n: number }];
    expect(n).toBe(cases.length);
  });

  it('checks the fields with the shop’s rules, and the amount against its range', async () => {
    const eva = await as('c-de-0010');
    expect((await eva(REQUEST, input({ accountHolder: '', amount: '12.5', phone: 'abc' }))).data!.requestLoan).toEqual({
      __typename: 'LoanFormRefused',
      problems: [
        { field: 'ACCOUNT_HOLDER', code: 'REQUIRED' },
        { field: 'AMOUNT', code: 'DIGITS_ONLY' },
        { field: 'PHONE', code: 'PHONE_INVALID' },
      ],
    });
    expect((await eva(REQUEST, input({ amount: '99' }))).data!.requestLoan.problems).toEqual([{ field: 'AMOUNT', code: 'AMOUNT_OUT_OF_RANGE' }]);
    expect((await eva(REQUEST, input({ amount: '5001' }))).data!.requestLoan.problems).toEqual([{ field: 'AMOUNT', code: 'AMOUNT_OUT_OF_RANGE' }]);
  });

  it('asks the bureau for a new income check when the new balance passes EUR 250, and is not offered in other shops or to a guest', async () => {
    // Eva owes EUR 120: EUR 200 more passes 250, and the sandbox bureau's new check passes (her check is a year old).
    expect((await (await as('c-de-0010'))(REQUEST, input({ amount: '200' }))).data!.requestLoan.__typename).toBe('LoanRequested');
    expect((await (await as('c-ch-0001', 'ch'))(REQUEST, input({ locale: 'de-CH' }))).data!.requestLoan).toEqual({
      __typename: 'LoanRefused',
      reason: 'CANNOT_BE_PROCESSED',
      conditions: [],
    });
    const guest = await graphql(gateway.base, REQUEST, input(), { headers: { 'x-vitrine-tenant': 'base', 'x-vitrine-visitor': 'lend-guest-0001' } });
    expect(guest.body.errors?.[0]?.extensions?.reason).toBe('login-required');
  });

  it('agrees with the browser on every input: the shared rules’ verdict is the gateway’s (1000 generated forms, no server error)', async () => {
    const { token } = await testSession(gateway.db, { customer: 'c-de-0010' });
    const text = fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.constantFrom('', ' ', 'Eva Hartmann', 'Zoë Müller-Lüdenscheidt', 'E4', '100', '99', '5000', '5001', '0100', '1e3', '-100', '+49 30 123', '(030) 12-34', 'abc'),
    );
    const codes = {
      required: 'REQUIRED',
      'digits-only': 'DIGITS_ONLY',
      'amount-out-of-range': 'AMOUNT_OUT_OF_RANGE',
      'phone-invalid': 'PHONE_INVALID',
      'no-special-characters-or-numbers': 'NO_SPECIAL_CHARACTERS_OR_NUMBERS',
      'too-long': 'TOO_LONG',
    } as Record<string, string>;
    const fields = { accountHolder: 'ACCOUNT_HOLDER', amount: 'AMOUNT', phone: 'PHONE' } as const;
    await fc.assert(
      fc.asyncProperty(text, text, text, async (accountHolder, amount, phone) => {
        const answer = await graphql(
          gateway.base,
          REQUEST,
          { input: { accountHolder, amount, phone, locale: 'de-DE' } },
          { headers: { 'x-vitrine-tenant': 'base', authorization: `Bearer ${token}` } },
        );
        expect(answer.status).toBeLessThan(500);
        const result = answer.body.data!.requestLoan;
        // The browser checks the trimmed values (as the shop's action sends them).
        const browser = validate({ accountHolder: accountHolder.trim(), amount: amount.trim(), phone: phone.trim() }, LEND_MONEY_FORM);
        if (Object.keys(browser).length === 0) expect(['LoanRequested', 'LoanRefused']).toContain(result.__typename);
        else
          expect(result).toEqual({
            __typename: 'LoanFormRefused',
            problems: Object.entries(browser).map(([field, code]) => ({ field: fields[field as keyof typeof fields], code: codes[code] })),
          });
      }),
      { numRuns: 1000 },
    );
  });
});
