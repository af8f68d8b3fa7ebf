import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THROTTLE } from '../src/modules/identity/throttle';
import { SCRYPT } from '../src/modules/identity/passwords';
import { graphql, startTestGateway, TEST_SESSION_SECRET, type TestGateway, testSession } from './harness';

let gateway: TestGateway;
let base: string;
/** The gateway's clock runs this many milliseconds ahead (the throttle's waits are waited out by moving it). */
let ahead = 0;
beforeAll(async () => {
  gateway = await startTestGateway({ products: 5, clock: { now: () => new Date(Date.now() + ahead) } });
  ({ base } = gateway);
});
afterAll(() => gateway.close());

type Answer = { status: number; body: { data?: any; errors?: any[] } };
const gql = (
  query: string,
  variables: Record<string, unknown>,
  { tenant = 'base', token, ip, visitor }: { tenant?: string; token?: string; ip?: string; visitor?: string } = {},
): Promise<Answer> =>
  graphql(base, query, variables, {
    headers: {
      'x-vitrine-tenant': tenant,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(ip ? { 'x-vitrine-client-ip': ip } : {}),
      ...(visitor ? { 'x-vitrine-visitor': visitor } : {}),
    },
  });

const LOGIN = `mutation($email: String!, $password: String!, $keep: Boolean) { login(email: $email, password: $password, keepLoggedIn: $keep) {
  __typename ... on SessionKey { token exp type cc customer { customerNumber email firstName } } ... on LoginRefused { reason retryAfterSeconds } } }`;
const BY_NUMBER = `mutation($number: String!, $birth: String!) { loginWithCustomerNumber(customerNumber: $number, dateOfBirth: $birth) {
  __typename ... on SessionKey { token type customer { customerNumber } } ... on LoginRefused { reason } } }`;
const ME = `{ me { customerNumber firstName lastName premiumUntil } }`;
const LOGOUT = `mutation { logout }`;

const part = (token: string, i: number) => JSON.parse(Buffer.from(token.split('.')[i]!, 'base64url').toString('utf8')) as Record<string, unknown>;

describe('login with e-mail and password', () => {
  it('gives a session key for the customer, whose token the gateway then knows', async () => {
    const answer = (await gql(LOGIN, { email: ' Anna.Schmidt@example.de ', password: 'Vitrine-Demo-2026' }, { ip: '198.51.100.10' })).body.data!.login;
    expect(answer).toMatchObject({ __typename: 'SessionKey', type: 2, customer: { customerNumber: '10000001', firstName: 'Anna' } });
    expect(part(answer.token, 0)).toEqual({ alg: 'HS256', typ: 'JWT', kid: 'k1' });
    const claims = part(answer.token, 1);
    expect(claims).toMatchObject({ iss: 'vitrine-gateway', aud: 'base', sub: 'c-de-0001', type: 2, cc: answer.cc });
    expect((claims.exp as number) - (claims.iat as number)).toBe(3600);
    expect((await gql(ME, {}, { token: answer.token })).body.data!.me).toEqual({ customerNumber: '10000001', firstName: 'Anna', lastName: 'Schmidt', premiumUntil: null });
    expect((await gql(ME, {})).body.data!.me).toBeNull();
  });

  it('answers the same for an unknown e-mail and a wrong password', async () => {
    const unknown = (await gql(LOGIN, { email: 'nobody@example.de', password: 'Vitrine-Demo-2026' }, { ip: '198.51.100.11' })).body.data!.login;
    const wrong = (await gql(LOGIN, { email: 'anna.schmidt@example.de', password: 'wrong-password' }, { ip: '198.51.100.11' })).body.data!.login;
    expect(unknown).toEqual({ __typename: 'LoginRefused', reason: 'INVALID_CREDENTIALS', retryAfterSeconds: null });
    expect(wrong).toEqual(unknown);
    // The customer of one shop is unknown in another.
    expect((await gql(LOGIN, { email: 'anna.schmidt@example.de', password: 'Vitrine-Demo-2026' }, { tenant: 'ch', ip: '198.51.100.11' })).body.data!.login).toEqual(unknown);
  });

  it('makes an old hash again with today’s parameters at the next login', async () => {
    // A gateway with production's parameters (this file's other gateway hashes with the tests' cheaper ones).
    const production = await startTestGateway({ products: 5, passwordHashing: SCRYPT });
    try {
      const login = () =>
        graphql(
          production.base,
          LOGIN,
          { email: 'klaus.becker@example.de', password: 'Vitrine-Altkunde-1' },
          { headers: { 'x-vitrine-tenant': 'base', 'x-vitrine-client-ip': '198.51.100.12' } },
        );
      const hash = async () => (await production.db.query<{ password_hash: string }>(`select password_hash from customers where id = 'c-de-0002'`))[0]!.password_hash;
      expect(await hash()).toMatch(/^scrypt\$ln=14,/);
      expect((await login()).body.data!.login.__typename).toBe('SessionKey');
      expect(await hash()).toMatch(/^scrypt\$ln=17,r=8,p=1\$/);
      expect((await login()).body.data!.login.__typename).toBe('SessionKey');
    } finally {
      await production.close();
    }
  });
});

describe('the login throttle slows a guesser and never locks the customer out', () => {
  const refusedAs = async (email: string, password: string, ip: string, tenant = 'base') => {
    const answer = (await gql(LOGIN, { email, password }, { tenant, ip })).body.data!.login;
    return answer.__typename === 'SessionKey' ? 'in' : `${answer.reason}${answer.retryAfterSeconds ? ` ${answer.retryAfterSeconds}` : ''}`;
  };

  it('waits after five failures of an account from one address, longer with each further one; the right password from another address logs in at once', async () => {
    const sanne = (password: string, ip: string) => refusedAs('sanne.devries@example.nl', password, ip, 'nl');
    const home = '192.0.2.143';
    for (let i = 0; i < THROTTLE.pairFree; i++) expect(await sanne(`guess-${i}`, '192.0.2.140')).toBe('INVALID_CREDENTIALS');
    // The guesser's address waits, even with the right password …
    expect(await sanne('Vitrine-Kunde-2026', '192.0.2.140')).toBe('TOO_MANY_ATTEMPTS 1');
    // … the customer, from an address with no failures, does not.
    expect(await sanne('Vitrine-Kunde-2026', home)).toBe('in');
    // Each further failure doubles the wait.
    ahead += 1_500;
    expect(await sanne('guess-5', '192.0.2.140')).toBe('INVALID_CREDENTIALS');
    expect(await sanne('guess-6', '192.0.2.140')).toBe('TOO_MANY_ATTEMPTS 2');
    ahead += 2_500;
    expect(await sanne('guess-6', '192.0.2.140')).toBe('INVALID_CREDENTIALS');
    expect(await sanne('guess-7', '192.0.2.140')).toBe('TOO_MANY_ATTEMPTS 4');
    // The right password, once the wait is over, forgets that address's failures.
    ahead += 4_500;
    expect(await sanne('Vitrine-Kunde-2026', '192.0.2.140')).toBe('in');
    expect(await sanne('guess-8', '192.0.2.140')).toBe('INVALID_CREDENTIALS');
    expect(await sanne('Vitrine-Kunde-2026', '192.0.2.140')).toBe('in');
  });

  it('reserves an attempt before the password is checked: ten guesses at once get five answers, the rest wait', async () => {
    const ip = '192.0.2.141';
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => refusedAs('anna.schmidt@example.de', `parallel-${i}`, ip)));
    expect(answers.filter((a) => a === 'INVALID_CREDENTIALS')).toHaveLength(THROTTLE.pairFree);
    expect(answers.filter((a) => a.startsWith('TOO_MANY_ATTEMPTS'))).toHaveLength(10 - THROTTLE.pairFree);
  });

  it('counts an IPv6 address by its /64: another address in it waits, the next /64 does not', async () => {
    for (let i = 0; i < THROTTLE.pairFree; i++) expect(await refusedAs('klaus.becker@example.de', `guess-${i}`, `2001:db8:40:1::${i + 1}`)).toBe('INVALID_CREDENTIALS');
    expect(await refusedAs('klaus.becker@example.de', 'Vitrine-Altkunde-1', '2001:db8:40:1:ffff:1:2:3')).toMatch(/^TOO_MANY_ATTEMPTS/);
    expect(await refusedAs('klaus.becker@example.de', 'Vitrine-Altkunde-1', '2001:db8:40:2::1')).toBe('in');
  });

  it('holds up an address that fails for many accounts, except for an account that logged in from it before', async () => {
    const office = '192.0.2.142';
    expect(await refusedAs('anna.schmidt@example.de', 'Vitrine-Demo-2026', office)).toBe('in');
    for (let i = 0; i < THROTTLE.addressFree; i++) expect(await refusedAs(`stuffed-${i}@example.de`, 'Passwort123!', office)).toBe('INVALID_CREDENTIALS');
    expect(await refusedAs('klaus.becker@example.de', 'Vitrine-Altkunde-1', office)).toMatch(/^TOO_MANY_ATTEMPTS/);
    expect(await refusedAs('anna.schmidt@example.de', 'Vitrine-Demo-2026', office)).toBe('in');
  });
});

describe('login with customer number and date of birth', () => {
  it('works in the Swiss shop as a soft login (type 1), and is not offered in the German one', async () => {
    const ch = (await gql(BY_NUMBER, { number: '20000001', birth: '1990-09-23' }, { tenant: 'ch', ip: '198.51.100.20' })).body.data!.loginWithCustomerNumber;
    expect(ch).toMatchObject({ __typename: 'SessionKey', type: 1, customer: { customerNumber: '20000001' } });
    expect(part(ch.token, 1)).toMatchObject({ type: 1 });
    expect((await gql(ME, {}, { tenant: 'ch', token: ch.token })).body.data!.me).toMatchObject({ firstName: 'Laura', premiumUntil: '2027-03-31' });
    // The basket and the wishlist, yes; the account, the addresses, the orders and the checkout, no.
    expect((await gql('{ basket { count } }', {}, { tenant: 'ch', token: ch.token })).status).toBe(200);
    expect((await gql('{ wishlist { count } }', {}, { tenant: 'ch', token: ch.token })).body.errors).toBeUndefined();
    for (const field of ['accountOverview(locale: "de-CH")', 'addressBook', 'accountOrders(locale: "de-CH")', 'checkout(locale: "de-CH")'])
      expect((await gql(`{ ${field} { __typename } }`, {}, { tenant: 'ch', token: ch.token })).body.data).toEqual({ [field.split('(')[0]!]: null });
    expect((await gql(BY_NUMBER, { number: '20000001', birth: '1990-09-24' }, { tenant: 'ch', ip: '198.51.100.20' })).body.data!.loginWithCustomerNumber).toEqual({
      __typename: 'LoginRefused',
      reason: 'INVALID_CREDENTIALS',
    });
    expect((await gql(BY_NUMBER, { number: '10000001', birth: '1985-04-12' }, { ip: '198.51.100.20' })).body.data!.loginWithCustomerNumber).toEqual({
      __typename: 'LoginRefused',
      reason: 'NOT_ENABLED',
    });
  });
});

const REQUEST_CODE = `mutation($locale: String!) { requestLoginCode(locale: $locale) { __typename ... on LoginCodeSent { email validMinutes } ... on TooManyAttempts { retryAfterSeconds } } }`;
const BY_CODE = `mutation($code: String!) { loginWithCode(code: $code) { __typename ... on SessionKey { token type } ... on LoginRefused { reason retryAfterSeconds } } }`;

describe('a soft login becomes a full one with a code mailed to the customer', () => {
  const softLogin = async (ip: string, [number, birth] = ['20000002', '1978-02-05']) =>
    (await gql(BY_NUMBER, { number, birth }, { tenant: 'ch', ip })).body.data!.loginWithCustomerNumber as { token: string; type: number };
  /** The newest login code mailed to the customer (the outbox is the sandbox's mailbox). */
  const mailedCode = async () => {
    const [mail] = await gateway.db.query<{ subject: string; text: string; to: string }>(
      `select subject, body_text as text, recipient as to from outbox where kind = 'login-code' order by sent_at desc, id desc limit 1`,
    );
    return { ...mail!, code: /\b(\d{6})\b/.exec(mail!.subject)![1]! };
  };

  it('mails a code that works once, in its session, and ends the soft login it replaces', async () => {
    const soft = await softLogin('198.51.100.30');
    const sent = (await gql(REQUEST_CODE, { locale: 'fr-CH' }, { tenant: 'ch', token: soft.token })).body.data!.requestLoginCode;
    expect(sent).toEqual({ __typename: 'LoginCodeSent', email: expect.stringMatching(/^\w\*\*\*@/), validMinutes: 10 });
    const mail = await mailedCode();
    expect(mail.subject).toMatch(/^Votre code de connexion pour Vitrine: \d{6}$/);
    expect(mail.text).toContain(mail.code);
    // Another session of the same customer cannot use it.
    const other = await softLogin('198.51.100.31');
    expect((await gql(BY_CODE, { code: mail.code }, { tenant: 'ch', token: other.token })).body.data!.loginWithCode).toMatchObject({ reason: 'CODE_INVALID_OR_EXPIRED' });
    const wrong = mail.code === '000000' ? '000001' : '000000';
    expect((await gql(BY_CODE, { code: wrong }, { tenant: 'ch', token: soft.token })).body.data!.loginWithCode).toMatchObject({ reason: 'CODE_INVALID_OR_EXPIRED' });
    const full = (await gql(BY_CODE, { code: mail.code }, { tenant: 'ch', token: soft.token })).body.data!.loginWithCode;
    expect(full).toMatchObject({ __typename: 'SessionKey', type: 2 });
    expect((await gql('{ accountOverview(locale: "de-CH") { __typename } }', {}, { tenant: 'ch', token: full.token })).body.data!.accountOverview).toEqual({
      __typename: 'AccountOverview',
    });
    // The soft session it replaced has ended, and the code is used up.
    expect((await gql(ME, {}, { tenant: 'ch', token: soft.token })).body.data!.me).toBeNull();
    expect((await gql(BY_CODE, { code: mail.code }, { tenant: 'ch', token: full.token })).body.data!.loginWithCode).toMatchObject({ reason: 'CODE_INVALID_OR_EXPIRED' });
  });

  it('ends a code after five wrong tries, sends at most three in a quarter of an hour, and none to a guest', async () => {
    // Another customer than the first test's: the count of codes is per customer.
    const soft = await softLogin('198.51.100.32', ['20000001', '1990-09-23']);
    expect((await gql(REQUEST_CODE, { locale: 'de-CH' }, { tenant: 'ch', token: soft.token })).body.data!.requestLoginCode.__typename).toBe('LoginCodeSent');
    const { code } = await mailedCode();
    const wrong = code === '999999' ? '999998' : '999999';
    for (let i = 0; i < 5; i++) {
      ahead += 20_000; // past the throttle's growing waits: this test is about the code's own count
      expect((await gql(BY_CODE, { code: wrong }, { tenant: 'ch', token: soft.token, ip: '198.51.100.32' })).body.data!.loginWithCode.reason).toBe('CODE_INVALID_OR_EXPIRED');
    }
    ahead += 60_000;
    expect((await gql(BY_CODE, { code }, { tenant: 'ch', token: soft.token, ip: '198.51.100.32' })).body.data!.loginWithCode.reason).toBe('CODE_INVALID_OR_EXPIRED');
    expect((await gql(REQUEST_CODE, { locale: 'de-CH' }, { tenant: 'ch', token: soft.token })).body.data!.requestLoginCode.__typename).toBe('LoginCodeSent');
    expect((await gql(REQUEST_CODE, { locale: 'de-CH' }, { tenant: 'ch', token: soft.token })).body.data!.requestLoginCode.__typename).toBe('LoginCodeSent');
    const fourth = (await gql(REQUEST_CODE, { locale: 'de-CH' }, { tenant: 'ch', token: soft.token })).body.data!.requestLoginCode;
    expect(fourth.__typename).toBe('TooManyAttempts');
    expect(fourth.retryAfterSeconds).toBeGreaterThan(0);
    const guest = await gql(REQUEST_CODE, { locale: 'de-CH' }, { tenant: 'ch', visitor: 'code-guest-0001' });
    expect(guest.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('session tokens are refused when', () => {
  const login = async () => (await gql(LOGIN, { email: 'anna.schmidt@example.de', password: 'Vitrine-Demo-2026' }, { ip: '198.51.100.30' })).body.data!.login.token as string;
  const meWith = async (token: string, tenant = 'base') => (await gql(ME, {}, { token, tenant })).body.data?.me ?? null;
  const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

  it('tampered with', async () => {
    const token = await login();
    const [h, , s] = token.split('.');
    const claims = { ...part(token, 1), sub: 'c-de-0002' };
    expect(await meWith(`${h}.${b64(claims)}.${s}`)).toBeNull();
    expect(await meWith(token)).not.toBeNull();
  });

  it('unsigned (alg: none) or signed with another algorithm or key id', async () => {
    const token = await login();
    const body = token.split('.')[1];
    expect(await meWith(`${b64({ alg: 'none', typ: 'JWT' })}.${body}.`)).toBeNull();
    expect(await meWith(`${b64({ alg: 'none', typ: 'JWT', kid: 'k1' })}.${body}.x`)).toBeNull();
    const hs512 = `${b64({ alg: 'HS512', typ: 'JWT', kid: 'k1' })}.${body}`;
    expect(await meWith(`${hs512}.${createHmac('sha512', TEST_SESSION_SECRET).update(hs512).digest('base64url')}`)).toBeNull();
    const otherKid = `${b64({ alg: 'HS256', typ: 'JWT', kid: 'k9' })}.${body}`;
    expect(await meWith(`${otherKid}.${createHmac('sha256', TEST_SESSION_SECRET).update(otherKid).digest('base64url')}`)).toBeNull();
  });

  it('expired, issued for longer than its type may live, or issued in the future', async () => {
    const now = Math.floor(Date.now() / 1000);
    expect(await meWith((await testSession(gateway.db, { iat: now - 4000, exp: now - 1 })).token)).toBeNull();
    expect(await meWith((await testSession(gateway.db, { iat: now, exp: now + 3 * 86_400 })).token)).toBeNull();
    expect(await meWith((await testSession(gateway.db, { iat: now + 3600, exp: now + 4000 })).token)).toBeNull();
    expect(await meWith((await testSession(gateway.db, { iat: now, exp: now + 600 })).token)).not.toBeNull();
  });

  it('of another shop', async () => {
    const token = await login();
    expect(await meWith(token, 'ch')).toBeNull();
  });

  it('of a session that was logged out', async () => {
    const token = await login();
    expect((await gql(LOGOUT, {}, { token })).body.data!.logout).toBe(true);
    expect(await meWith(token)).toBeNull();
    expect((await gql(LOGOUT, {}, { token })).body.data!.logout).toBe(false);
  });
});

describe('the basket at login', () => {
  const ADD = `mutation($sku: ID!, $n: Int) { addToBasket(variantSku: $sku, quantity: $n) { __typename } }`;
  const BASKET = `{ basket { count lines { variantSku quantity } } }`;
  const variants = async (n: number) => (await gateway.db.query<{ sku: string }>('select sku from variants where stock >= 12 order by sku limit $1', [n])).map((r) => r.sku);

  it('takes the guest’s lines into the customer’s basket, adding up the same variant within the limit, and follows the customer to another device', async () => {
    const [a, b] = await variants(2);
    const laptop = 'visitor-merge-laptop-0001';
    const phone = 'visitor-merge-phone-00001';
    // The customer's basket from an earlier visit on the phone: 8 of a.
    const first = (await gql(LOGIN, { email: 'claire.dubois@example.ch', password: 'Vitrine-Kunde-2026' }, { tenant: 'ch', ip: '192.0.2.140', visitor: phone })).body.data!.login;
    expect((await gql(ADD, { sku: a, n: 8 }, { tenant: 'ch', token: first.token, visitor: phone })).body.data!.addToBasket.__typename).toBe('Basket');
    // As a guest on the laptop: 5 of a, 1 of b.
    await gql(ADD, { sku: a, n: 5 }, { tenant: 'ch', visitor: laptop });
    await gql(ADD, { sku: b, n: 1 }, { tenant: 'ch', visitor: laptop });
    const second = (await gql(LOGIN, { email: 'claire.dubois@example.ch', password: 'Vitrine-Kunde-2026' }, { tenant: 'ch', ip: '192.0.2.140', visitor: laptop })).body.data!.login;
    const merged = (await gql(BASKET, {}, { tenant: 'ch', token: second.token, visitor: laptop })).body.data!.basket;
    expect(merged.lines).toEqual([
      { variantSku: a, quantity: 10 },
      { variantSku: b, quantity: 1 },
    ]);
    // The guest's basket is gone; the phone's session sees the same basket.
    expect((await gql(BASKET, {}, { tenant: 'ch', visitor: laptop })).body.data!.basket.count).toBe(0);
    expect((await gql(BASKET, {}, { tenant: 'ch', token: first.token, visitor: phone })).body.data!.basket.count).toBe(11);
  });

  it('lets no token or visitor id reach another customer’s basket', async () => {
    const [a] = await variants(1);
    const anna = (await gql(LOGIN, { email: 'anna.schmidt@example.de', password: 'Vitrine-Demo-2026' }, { ip: '198.51.100.41' })).body.data!.login;
    await gql(ADD, { sku: a, n: 2 }, { token: anna.token, visitor: 'visitor-anna-000000001' });
    const annas = (await gql(BASKET, {}, { token: anna.token })).body.data!.basket.count;
    expect(annas).toBeGreaterThanOrEqual(2);
    // Her customer id or her owner key used as a visitor id is just another (empty) guest basket.
    for (const visitor of ['c-de-0001', 'customer-c-de-0001', 'customer:c-de-0001']) {
      const answer = await gql(BASKET, {}, { visitor });
      expect(answer.body.data?.basket?.count ?? 0).toBe(0);
    }
    // Klaus's token reads his own basket, not hers.
    const klaus = await testSession(gateway.db, { customer: 'c-de-0002' });
    expect((await gql(BASKET, {}, { token: klaus.token })).body.data!.basket.count).toBe(0);
    expect((await gql(`mutation($sku: ID!) { removeFromBasket(variantSku: $sku) { count } }`, { sku: a }, { token: klaus.token })).body.data!.removeFromBasket.count).toBe(0);
    expect((await gql(BASKET, {}, { token: anna.token })).body.data!.basket.count).toBe(annas);
  });
});
