import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESET_PER_ACCOUNT } from '../src/modules/identity/accounts';
import { graphql, startTestGateway, type TestGateway } from './harness';

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startTestGateway({ products: 3 });
});
afterAll(() => gateway.close());

type Vars = Record<string, unknown>;
const gql = async (query: string, variables: Vars, { tenant = 'base', token, ip }: { tenant?: string; token?: string; ip?: string } = {}) =>
  (
    await graphql(gateway.base, query, variables, {
      headers: { 'x-vitrine-tenant': tenant, ...(token ? { authorization: `Bearer ${token}` } : {}), ...(ip ? { 'x-vitrine-client-ip': ip } : {}) },
    })
  ).body;

const REGISTER = `mutation($input: RegistrationInput!) { register(input: $input) {
  __typename ... on RegistrationMailed { email validHours } ... on RegistrationRefused { problems { field code } } ... on TooManyAttempts { retryAfterSeconds } } }`;
const CONFIRM = `mutation($token: String!) { confirmRegistration(token: $token) {
  __typename ... on SessionKey { token type customer { customerNumber email firstName } } ... on RegistrationLinkRefused { reason } } }`;
const LOGIN = `mutation($email: String!, $password: String!) { login(email: $email, password: $password) { __typename ... on SessionKey { token } ... on LoginRefused { reason } } }`;
const REQUEST = `mutation($email: String!, $locale: String!) { requestPasswordReset(email: $email, locale: $locale) {
  __typename ... on PasswordResetRequested { email } ... on TooManyAttempts { retryAfterSeconds } } }`;
const RESET = `mutation($token: String!, $password: String!) { resetPassword(token: $token, password: $password) {
  __typename ... on PasswordChanged { email } ... on PasswordResetRefused { reason } } }`;
const ME = `{ me { email } }`;

const outbox = async (to: string) =>
  (
    (await (await fetch(`${gateway.opsBase}/outbox?to=${encodeURIComponent(to)}`, { headers: { accept: 'application/json' } })).json()) as {
      mails: { id: number; kind: string; subject: string; text: string; locale: string }[];
    }
  ).mails;
const linkIn = (text: string) => /https?:\/\/\S+\/password\/reset\?token=([A-Za-z0-9_-]+)/.exec(text);
/**
 * The newest mail of a kind to an address, once the job queue has sent the `count`th one (reset
 * mails leave by a job, a moment after the request answered).
 */
async function mailed(to: string, kind: string, count = 1) {
  for (let waited = 0; waited < 15_000; waited += 100) {
    const mails = (await outbox(to)).filter((m) => m.kind === kind);
    if (mails.length >= count) return mails[0]!;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no ${kind} mail number ${count} to ${to}`);
}
/** The token of the newest registration link mailed to an address. */
const registrationToken = async (to: string) => {
  const mail = (await outbox(to)).find((m) => m.kind === 'registration-confirm');
  return /\/bestaetigen\?token=([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '')?.[1];
};

const person = { firstName: 'Jonas', lastName: 'Keller', dateOfBirth: '1988-02-29', locale: 'de-CH' };

describe('registration', () => {
  it('checks every field with the shop’s rules and says each field’s first problem', async () => {
    const answer = await gql(
      REGISTER,
      { input: { email: 'jonas@', password: 'Sommer2026!', firstName: '', lastName: 'K3ller', dateOfBirth: '31.02.1990', locale: 'de-CH' } },
      { tenant: 'ch' },
    );
    expect(answer.data!.register).toEqual({
      __typename: 'RegistrationRefused',
      problems: [
        { field: 'FIRST_NAME', code: 'REQUIRED' },
        { field: 'LAST_NAME', code: 'NO_SPECIAL_CHARACTERS_OR_NUMBERS' },
        { field: 'EMAIL', code: 'EMAIL_INVALID' },
        { field: 'DATE_OF_BIRTH', code: 'DATE_INVALID' },
        { field: 'PASSWORD', code: 'PASSWORD_COMMON' },
      ],
    });
  });

  it('refuses a password of the ranked breach lists the browser does not carry (the server checks 49 000)', async () => {
    for (const password of ['q1w2e3r4t5', 'corvette', 'businessbabe']) {
      const answer = await gql(REGISTER, { input: { ...person, email: `ranked-${password}@example.ch`, password } }, { tenant: 'ch' });
      expect(answer.data!.register).toEqual({ __typename: 'RegistrationRefused', problems: [{ field: 'PASSWORD', code: 'PASSWORD_COMMON' }] });
    }
  });

  it('mails a link; the link opens the account once, logs in and sends the welcome mail', async () => {
    const input = { ...person, email: 'Jonas.Keller@example.ch', password: 'Kaffeetasse-am-Morgen', next: '/kasse' };
    expect((await gql(REGISTER, { input }, { tenant: 'ch', ip: '203.0.113.40' })).data!.register).toEqual({
      __typename: 'RegistrationMailed',
      email: 'jonas.keller@example.ch',
      validHours: 24,
    });
    // No account yet: the password logs nobody in until the e-mail is confirmed.
    expect((await gql(LOGIN, { email: 'jonas.keller@example.ch', password: 'Kaffeetasse-am-Morgen' }, { tenant: 'ch', ip: '203.0.113.5' })).data!.login.__typename).toBe(
      'LoginRefused',
    );
    const [mail] = await outbox('jonas.keller@example.ch');
    expect(mail).toMatchObject({ kind: 'registration-confirm', locale: 'de-CH', subject: 'Bitte bestätigen Sie Ihr Kundenkonto bei Vitrine' });
    expect(mail!.text).toMatch(/http:\/\/127\.0\.0\.1:3001\/kasse\/registrieren\/bestaetigen\?token=[\w-]{43}&next=%2Fkasse/);
    const token = (await registrationToken('jonas.keller@example.ch'))!;
    const answer = (await gql(CONFIRM, { token }, { tenant: 'ch' })).data!.confirmRegistration;
    expect(answer).toMatchObject({ __typename: 'SessionKey', type: 2, customer: { email: 'jonas.keller@example.ch', firstName: 'Jonas' } });
    expect(answer.customer.customerNumber).toMatch(/^2\d{7}$/);
    expect((await gql(ME, {}, { tenant: 'ch', token: answer.token })).data!.me).toEqual({ email: 'jonas.keller@example.ch' });
    const [welcome] = await outbox('jonas.keller@example.ch');
    expect(welcome).toMatchObject({ kind: 'welcome', locale: 'de-CH', subject: 'Willkommen bei Vitrine' });
    expect(welcome!.text).toContain('http://127.0.0.1:3001/');
    // Once; and not in another shop.
    expect((await gql(CONFIRM, { token }, { tenant: 'ch' })).data!.confirmRegistration).toEqual({ __typename: 'RegistrationLinkRefused', reason: 'LINK_INVALID_OR_EXPIRED' });
    expect((await gql(LOGIN, { email: 'jonas.keller@example.ch', password: 'Kaffeetasse-am-Morgen' }, { tenant: 'ch', ip: '203.0.113.5' })).data!.login.__typename).toBe(
      'SessionKey',
    );
  });

  it('answers an e-mail that has an account exactly like a new one, changes nothing, and mails its owner', async () => {
    const known = (await gql(REGISTER, { input: { ...person, locale: 'de-DE', email: 'anna.schmidt@example.de', password: 'Ein-ganz-neues-Passwort' } }, { ip: '203.0.113.41' }))
      .data!.register;
    const fresh = (await gql(REGISTER, { input: { ...person, locale: 'de-DE', email: 'noch.niemand@example.de', password: 'Ein-ganz-neues-Passwort' } }, { ip: '203.0.113.41' }))
      .data!.register;
    expect(known).toEqual({ __typename: 'RegistrationMailed', email: 'anna.schmidt@example.de', validHours: 24 });
    expect(fresh).toEqual({ __typename: 'RegistrationMailed', email: 'noch.niemand@example.de', validHours: 24 });
    const [notice] = await outbox('anna.schmidt@example.de');
    expect(notice).toMatchObject({ kind: 'registration-exists', subject: 'Sie haben bereits ein Kundenkonto bei Vitrine' });
    expect(notice!.text).toContain('Hallo Anna,');
    expect(notice!.text).toContain('http://127.0.0.1:3000/kasse/registrieren?view=forgot&email=anna.schmidt%40example.de');
    expect(await registrationToken('anna.schmidt@example.de')).toBeUndefined();
    // The account is as it was: the old password still logs in, the new one does not.
    expect((await gql(LOGIN, { email: 'anna.schmidt@example.de', password: 'Ein-ganz-neues-Passwort' }, { ip: '203.0.113.42' })).data!.login.__typename).toBe('LoginRefused');
    expect((await gql(LOGIN, { email: 'anna.schmidt@example.de', password: 'Vitrine-Demo-2026' }, { ip: '203.0.113.42' })).data!.login.__typename).toBe('SessionKey');
  });

  it('opens one account when two registrations of the same e-mail are confirmed, and numbers parallel ones differently', async () => {
    for (const password of ['Gartenzwerg-1984', 'Gartenzwerg-1985'])
      await gql(REGISTER, { input: { ...person, locale: 'de-DE', email: 'twice@example.de', password } }, { ip: '203.0.113.43' });
    const tokens = (await outbox('twice@example.de')).map((m) => /token=([\w-]{43})/.exec(m.text)![1]!);
    expect(tokens).toHaveLength(2);
    expect((await gql(CONFIRM, { token: tokens[0] })).data!.confirmRegistration.__typename).toBe('SessionKey');
    expect((await gql(CONFIRM, { token: tokens[1] })).data!.confirmRegistration).toEqual({ __typename: 'RegistrationLinkRefused', reason: 'EMAIL_TAKEN' });
    for (const n of ['a', 'b', 'c'])
      await gql(REGISTER, { input: { ...person, locale: 'de-DE', email: `parallel-${n}@example.de`, password: 'Gartenzwerg-1984' } }, { ip: `203.0.113.5${n.charCodeAt(0) - 96}` });
    const confirmed = await Promise.all(['a', 'b', 'c'].map(async (n) => gql(CONFIRM, { token: (await registrationToken(`parallel-${n}@example.de`))! })));
    const numbers = confirmed.map((a) => a.data!.confirmRegistration.customer.customerNumber);
    expect(new Set(numbers).size).toBe(3);
  });

  it('mails one address at most three times in a quarter of an hour', async () => {
    const input = { ...person, locale: 'de-DE', email: 'flooded@example.de', password: 'Gartenzwerg-1984' };
    for (let i = 0; i < 3; i++) expect((await gql(REGISTER, { input }, { ip: `203.0.113.6${i}` })).data!.register.__typename).toBe('RegistrationMailed');
    expect((await gql(REGISTER, { input }, { ip: '203.0.113.69' })).data!.register.__typename).toBe('TooManyAttempts');
    expect(await outbox('flooded@example.de')).toHaveLength(3);
  });
});

describe('forgot password', () => {
  it('gives the same answer for an unknown e-mail, and mails only an account', async () => {
    const unknown = (await gql(REQUEST, { email: 'niemand@example.de', locale: 'de-DE' }, { ip: '203.0.113.10' })).data!.requestPasswordReset;
    const known = (await gql(REQUEST, { email: 'anna.schmidt@example.de', locale: 'de-DE' }, { ip: '203.0.113.10' })).data!.requestPasswordReset;
    expect(known).toEqual({ __typename: 'PasswordResetRequested', email: 'anna.schmidt@example.de' });
    expect(unknown).toEqual({ __typename: 'PasswordResetRequested', email: 'niemand@example.de' });
    const mail = await mailed('anna.schmidt@example.de', 'password-reset');
    expect(mail).toMatchObject({ kind: 'password-reset', subject: 'Ihr neues Passwort für Vitrine' });
    // The unknown e-mail's job ran too (the known one's, asked for after it, is done), and mailed nobody.
    expect(await outbox('niemand@example.de')).toEqual([]);
    // Both requests did the same: one job each on the queue, nothing else.
    const jobs = await gateway.db.query<{ data: { email: string }; state: string }>(`select data, state from pgboss.job where name = 'mail-password-reset'`);
    expect(
      jobs
        .filter((j) => ['niemand@example.de', 'anna.schmidt@example.de'].includes(j.data.email))
        .map((j) => j.data.email)
        .sort(),
    ).toEqual(['anna.schmidt@example.de', 'niemand@example.de']);
    expect(linkIn(mail!.text)?.[0]).toMatch(/^http:\/\/127\.0\.0\.1:3000\/password\/reset\?token=/);
  });

  it('sets the new password once with the link, ends every session, and refuses the link the second time', async () => {
    const before = (await gql(LOGIN, { email: 'sanne.devries@example.nl', password: 'Vitrine-Kunde-2026' }, { tenant: 'nl', ip: '203.0.113.11' })).data!.login;
    await gql(REQUEST, { email: 'sanne.devries@example.nl', locale: 'nl-NL' }, { tenant: 'nl', ip: '203.0.113.11' });
    const mail = await mailed('sanne.devries@example.nl', 'password-reset');
    expect(mail).toMatchObject({ locale: 'nl-NL', subject: 'Uw nieuwe wachtwoord voor Vitrine' });
    const token = linkIn(mail!.text)![1]!;
    expect((await gql(RESET, { token, password: 'wachtwoord1' }, { tenant: 'nl' })).data!.resetPassword).toEqual({ __typename: 'PasswordResetRefused', reason: 'PASSWORD_COMMON' });
    // A refused password does not use up the link.
    expect((await gql(RESET, { token, password: 'Tulpenveld-aan-zee' }, { tenant: 'nl' })).data!.resetPassword).toEqual({
      __typename: 'PasswordChanged',
      email: 'sanne.devries@example.nl',
    });
    expect((await gql(RESET, { token, password: 'Tulpenveld-aan-zee' }, { tenant: 'nl' })).data!.resetPassword).toEqual({
      __typename: 'PasswordResetRefused',
      reason: 'LINK_INVALID_OR_EXPIRED',
    });
    expect((await gql(ME, {}, { tenant: 'nl', token: before.token })).data!.me).toBeNull();
    expect((await gql(LOGIN, { email: 'sanne.devries@example.nl', password: 'Vitrine-Kunde-2026' }, { tenant: 'nl', ip: '203.0.113.11' })).data!.login.reason).toBe(
      'INVALID_CREDENTIALS',
    );
    expect((await gql(LOGIN, { email: 'sanne.devries@example.nl', password: 'Tulpenveld-aan-zee' }, { tenant: 'nl', ip: '203.0.113.11' })).data!.login.__typename).toBe(
      'SessionKey',
    );
    // Put back for the other tests of this run.
    await gql(REQUEST, { email: 'sanne.devries@example.nl', locale: 'nl-NL' }, { tenant: 'nl', ip: '203.0.113.11' });
    const again = linkIn((await mailed('sanne.devries@example.nl', 'password-reset', 2)).text)![1]!;
    expect((await gql(RESET, { token: again, password: 'Vitrine-Kunde-2026' }, { tenant: 'nl' })).data!.resetPassword.__typename).toBe('PasswordChanged');
  });

  it('refuses an expired link, a superseded link, a link of another shop and a made-up one', async () => {
    await gql(REQUEST, { email: 'klaus.becker@example.de', locale: 'de-DE' }, { ip: '203.0.113.12' });
    const first = linkIn((await mailed('klaus.becker@example.de', 'password-reset')).text)![1]!;
    await gql(REQUEST, { email: 'klaus.becker@example.de', locale: 'de-DE' }, { ip: '203.0.113.12' });
    const second = linkIn((await mailed('klaus.becker@example.de', 'password-reset', 2)).text)![1]!;
    const refused = { __typename: 'PasswordResetRefused', reason: 'LINK_INVALID_OR_EXPIRED' };
    expect((await gql(RESET, { token: first, password: 'Neues-Passwort-42x' })).data!.resetPassword).toEqual(refused);
    expect((await gql(RESET, { token: second, password: 'Neues-Passwort-42x' }, { tenant: 'ch' })).data!.resetPassword).toEqual(refused);
    expect((await gql(RESET, { token: 'x'.repeat(43), password: 'Neues-Passwort-42x' })).data!.resetPassword).toEqual(refused);
    await gateway.db.query(`update password_resets set expires_at = now() - interval '1 second' where customer_id = 'c-de-0002' and used_at is null`);
    expect((await gql(RESET, { token: second, password: 'Neues-Passwort-42x' })).data!.resetPassword).toEqual(refused);
  });

  it('slows a flood per e-mail (whether or not it has an account) with the seconds to wait', async () => {
    const ip = '203.0.113.13';
    for (let i = 0; i < RESET_PER_ACCOUNT; i++)
      expect((await gql(REQUEST, { email: 'flood@example.de', locale: 'de-DE' }, { ip })).data!.requestPasswordReset.__typename).toBe('PasswordResetRequested');
    const held = (await gql(REQUEST, { email: 'flood@example.de', locale: 'de-DE' }, { ip })).data!.requestPasswordReset;
    expect(held.__typename).toBe('TooManyAttempts');
    expect(held.retryAfterSeconds).toBeGreaterThan(800);
    expect((await gql(REQUEST, { email: 'other@example.de', locale: 'de-DE' }, { ip: '203.0.113.14' })).data!.requestPasswordReset.__typename).toBe('PasswordResetRequested');
  });

  it('refuses a locale the shop does not speak', async () => {
    expect((await gql(REQUEST, { email: 'anna.schmidt@example.de', locale: 'fr-CH' })).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('the outbox', () => {
  it('lists the mails and shows each with its HTML and text parts, with no script allowed', async () => {
    const list = await fetch(`${gateway.opsBase}/outbox`);
    expect(list.status).toBe(200);
    expect(list.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await list.text();
    const id = /href="\/outbox\/(\d+)"/.exec(html)![1];
    const one = await (await fetch(`${gateway.opsBase}/outbox/${id}`)).text();
    expect(one).toContain(`src="/outbox/${id}/html"`);
    expect(one).toContain('<pre>');
    const part = await fetch(`${gateway.opsBase}/outbox/${id}/html`);
    expect(await part.text()).toContain('<base target="_top">');
  });

  it('is served on the operator listener only: the shops’ listener does not know it', async () => {
    for (const path of ['/outbox', '/outbox/1', '/outbox/1/html', '/outbox?to=anna.schmidt%40example.de']) expect((await fetch(`${gateway.base}${path}`)).status).toBe(404);
  });
});

describe('demo customers for the lend-money request', () => {
  it('one who meets every condition and one for each that is not met, all with the README’s password', async () => {
    const rows = await gateway.db.query<{ id: string; age: number; earlier_payments: number; payment_arrangement: boolean }>(
      `select c.id, extract(year from age(c.date_of_birth))::int as age, p.earlier_payments, p.payment_arrangement
       from credit_profiles p join customers c on c.id = p.customer_id order by c.id`,
    );
    expect(rows.map((r) => r.id)).toEqual(['c-de-0010', 'c-de-0011', 'c-de-0012', 'c-de-0013', 'c-de-0014', 'c-de-0015', 'c-de-0016', 'c-de-0017', 'c-de-0018']);
    expect(rows.find((r) => r.id === 'c-de-0012')!.age).toBe(24);
    expect(rows.find((r) => r.id === 'c-de-0013')!.age).toBe(70);
    expect(rows.find((r) => r.id === 'c-de-0016')!.earlier_payments).toBe(0);
    expect(rows.find((r) => r.id === 'c-de-0017')!.payment_arrangement).toBe(true);
    expect((await gql(LOGIN, { email: 'eva.hartmann@example.de', password: 'Vitrine-Kredit-2026' }, { ip: '203.0.113.30' })).data!.login.__typename).toBe('SessionKey');
  });

  it('say in the login state what the shop’s cookie carries: credit affinity, bonus programme, no password', async () => {
    const STATE = `mutation($email: String!, $password: String!) { login(email: $email, password: $password) { ... on SessionKey { loginState { ca bop np } } } }`;
    expect((await gql(STATE, { email: 'eva.hartmann@example.de', password: 'Vitrine-Kredit-2026' }, { ip: '203.0.113.31' })).data!.login.loginState).toEqual({
      ca: true,
      bop: false,
      np: false,
    });
    expect((await gql(STATE, { email: 'paul.schubert@example.de', password: 'Vitrine-Kredit-2026' }, { ip: '203.0.113.31' })).data!.login.loginState).toEqual({
      ca: false,
      bop: false,
      np: false,
    });
    expect((await gql(STATE, { email: 'laura.meier@example.ch', password: 'Vitrine-Premium-2026' }, { tenant: 'ch', ip: '203.0.113.31' })).data!.login.loginState).toEqual({
      ca: false,
      bop: true,
      np: false,
    });
  });
});
