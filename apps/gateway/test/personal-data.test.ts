import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THROTTLE } from '../src/modules/identity/throttle';
import { seedOrderHistory } from '../src/modules/orders/history';
import { graphql, shopFetch, startTestGateway, type TestGateway, testSession } from './harness';

// Personal data, the e-mail and password changes, the customer's data to take away, erasing the
// account, and the guest's order lookup (issue 27), against a real database.
let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startTestGateway({ products: 20 });
  await seedOrderHistory(gateway.db, new Date());
});
afterAll(() => gateway.close());

type Vars = Record<string, unknown>;
let keys = 0;
const gql = async (query: string, variables: Vars, { tenant = 'base', token, ip }: { tenant?: string; token?: string; ip?: string } = {}) =>
  (
    await graphql(gateway.base, query, variables, {
      headers: {
        'x-vitrine-tenant': tenant,
        'x-vitrine-visitor': 'personal-data-test',
        'idempotency-key': `pd-${Date.now()}-${keys++}`,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(ip ? { 'x-vitrine-client-ip': ip } : {}),
      },
    })
  ).body;

const REGISTER = `mutation($input: RegistrationInput!) { register(input: $input) { __typename } }`;
const CONFIRM = `mutation($token: String!) { confirmRegistration(token: $token) { __typename ... on SessionKey { token customer { customerNumber } } } }`;
const LOGIN = `mutation($email: String!, $password: String!) { login(email: $email, password: $password) { __typename ... on SessionKey { token } ... on LoginRefused { reason } } }`;
const DATA = `{ personalData { customerNumber email pendingEmail firstName lastName dateOfBirth phone iban } }`;
const UPDATE = `mutation($input: PersonalDataInput!) { updatePersonalData(input: $input) {
  __typename ... on PersonalData { firstName lastName dateOfBirth phone iban } ... on PersonalDataRefused { problems { field code } } } }`;
const EMAIL = `mutation($email: String!, $password: String!) { requestEmailChange(email: $email, password: $password, locale: "de-DE") {
  __typename ... on EmailChangeRequested { email } ... on PersonalDataRefused { problems { field code } } ... on TooManyAttempts { retryAfterSeconds } } }`;
const CONFIRM_EMAIL = `mutation($token: String!) { confirmEmailChange(token: $token, locale: "de-DE") { __typename ... on EmailChanged { email } ... on LinkRefused { reason } } }`;
const PASSWORD = `mutation($current: String!, $next: String!) { changePassword(currentPassword: $current, newPassword: $next) {
  __typename ... on PasswordChanged { email } ... on PersonalDataRefused { problems { field code } } ... on TooManyAttempts { retryAfterSeconds } } }`;
const ERASE = `mutation($password: String!) { requestErasure(password: $password, locale: "de-DE") {
  __typename ... on ErasureRequested { email } ... on PersonalDataRefused { problems { field code } } } }`;
const CONFIRM_ERASURE = `mutation($token: String!) { confirmErasure(token: $token, locale: "de-DE") { __typename ... on AccountErased { erasedAt } ... on LinkRefused { reason } } }`;
const LOOKUP = `mutation($number: ID!, $email: String!, $postalCode: String!) { lookUpOrder(number: $number, email: $email, postalCode: $postalCode, locale: "de-DE") {
  __typename ... on GuestOrder { number progress deliveries { trackingNumber status lines { productName quantity } } inPreparation { quantity } }
  ... on GuestOrderNotFound { number } ... on TooManyAttempts { retryAfterSeconds } } }`;

const outbox = async (to: string) =>
  (
    (await (await fetch(`${gateway.opsBase}/outbox?to=${encodeURIComponent(to)}`, { headers: { accept: 'application/json' } })).json()) as {
      mails: { id: number; kind: string; subject: string; text: string }[];
    }
  ).mails;
const tokenIn = (text: string, path: string) => new RegExp(`https?://\\S+${path}\\?token=([A-Za-z0-9_-]+)`).exec(text)?.[1];

/** A new customer of shop-de with a password and a session. */
async function newCustomer(name: string) {
  const email = `${name}@example.de`;
  const password = 'Kirschbaum-im-Garten';
  expect((await gql(REGISTER, { input: { email, password, firstName: 'Mia', lastName: 'Lehmann', dateOfBirth: '1991-03-14', locale: 'de-DE' } })).data!.register.__typename).toBe(
    'RegistrationMailed',
  );
  const link = (await outbox(email)).find((m) => m.kind === 'registration-confirm')!;
  const answer = (await gql(CONFIRM, { token: tokenIn(link.text, '/kasse/registrieren/bestaetigen')! })).data!.confirmRegistration;
  expect(answer.__typename).toBe('SessionKey');
  return { email, password, token: answer.token as string, number: answer.customer.customerNumber as string };
}

describe('personal data', () => {
  it('shows names, e-mail, date of birth, phone and the IBAN masked; to a full login only', async () => {
    const { token } = await testSession(gateway.db, { customer: 'c-de-0001' });
    expect((await gql(DATA, {}, { token })).data!.personalData).toEqual({
      customerNumber: '10000001',
      email: 'anna.schmidt@example.de',
      pendingEmail: null,
      firstName: 'Anna',
      lastName: 'Schmidt',
      dateOfBirth: '1985-04-12',
      phone: '+49 30 1234567',
      iban: 'DE89 •••• •••• •••• ••30 00',
    });
    const { token: soft } = await testSession(gateway.db, { customer: 'c-de-0001', type: 1 });
    expect((await gql(DATA, {}, { token: soft })).data!.personalData).toBeNull();
  });

  it('checks every field with the shop’s rules again, keeps the IBAN unless a new one comes, and forgets it when asked', async () => {
    const { token } = await newCustomer('mia.rules');
    const refused = (await gql(UPDATE, { input: { firstName: '', lastName: 'L3hmann', dateOfBirth: '31.02.1991', phone: 'call me', iban: 'DE89370400440532013001' } }, { token }))
      .data!.updatePersonalData;
    expect(refused).toEqual({
      __typename: 'PersonalDataRefused',
      problems: [
        { field: 'FIRST_NAME', code: 'REQUIRED' },
        { field: 'LAST_NAME', code: 'NO_SPECIAL_CHARACTERS_OR_NUMBERS' },
        { field: 'DATE_OF_BIRTH', code: 'DATE_INVALID' },
        { field: 'PHONE', code: 'PHONE_INVALID' },
        { field: 'IBAN', code: 'IBAN_INVALID' },
      ],
    });
    const future = (await gql(UPDATE, { input: { firstName: 'Mia', lastName: 'Lehmann', dateOfBirth: '2999-01-01', phone: '' } }, { token })).data!.updatePersonalData;
    expect(future.problems).toEqual([{ field: 'DATE_OF_BIRTH', code: 'DATE_INVALID' }]);

    const saved = (
      await gql(
        UPDATE,
        { input: { firstName: 'Mia', lastName: 'Lehmann-Roth', dateOfBirth: '14.03.1991', phone: '030 / 987 65 43', iban: 'de89 3704 0044 0532 0130 00' } },
        { token },
      )
    ).data!.updatePersonalData;
    expect(saved).toEqual({
      __typename: 'PersonalData',
      firstName: 'Mia',
      lastName: 'Lehmann-Roth',
      dateOfBirth: '1991-03-14',
      phone: '030 / 987 65 43',
      iban: 'DE89 •••• •••• •••• ••30 00',
    });
    const kept = (await gql(UPDATE, { input: { firstName: 'Mia', lastName: 'Lehmann-Roth', dateOfBirth: '1991-03-14', phone: '' } }, { token })).data!.updatePersonalData;
    expect(kept).toMatchObject({ phone: null, iban: 'DE89 •••• •••• •••• ••30 00' });
    const [stored] = await gateway.db.query<{ iban: string }>("select iban from customers where email = 'mia.rules@example.de'");
    expect(stored!.iban).toBe('DE89370400440532013000');
    const removed = (await gql(UPDATE, { input: { firstName: 'Mia', lastName: 'Lehmann-Roth', dateOfBirth: '1991-03-14', phone: '', removeIban: true } }, { token })).data!
      .updatePersonalData;
    expect(removed.iban).toBeNull();
  });
});

describe('e-mail change', () => {
  it('asks for the password, mails a single-use link to the new address, changes the e-mail when it is opened and tells the old address', async () => {
    const { token, password, email } = await newCustomer('mia.moves');
    const wrong = (await gql(EMAIL, { email: 'mia.new@example.de', password: 'not-the-password' }, { token })).data!.requestEmailChange;
    expect(wrong).toEqual({ __typename: 'PersonalDataRefused', problems: [{ field: 'PASSWORD', code: 'PASSWORD_WRONG' }] });
    expect(await outbox('mia.new@example.de')).toEqual([]);

    expect((await gql(EMAIL, { email: 'Mia.New@example.de', password }, { token })).data!.requestEmailChange).toEqual({
      __typename: 'EmailChangeRequested',
      email: 'mia.new@example.de',
    });
    expect((await gql(DATA, {}, { token })).data!.personalData).toMatchObject({ email, pendingEmail: 'mia.new@example.de' });
    const [mail] = await outbox('mia.new@example.de');
    expect(mail!.kind).toBe('email-change');
    const link = tokenIn(mail!.text, '/mein-konto/e-mail-bestaetigen');
    expect(link).toBeTruthy();

    expect((await gql(CONFIRM_EMAIL, { token: link })).data!.confirmEmailChange).toEqual({ __typename: 'EmailChanged', email: 'mia.new@example.de' });
    expect((await gql(CONFIRM_EMAIL, { token: link })).data!.confirmEmailChange).toEqual({ __typename: 'LinkRefused', reason: 'LINK_INVALID_OR_EXPIRED' });
    expect((await outbox(email)).map((m) => m.kind)).toContain('email-changed');
    expect((await gql(LOGIN, { email: 'mia.new@example.de', password })).data!.login.__typename).toBe('SessionKey');
    expect((await gql(LOGIN, { email, password })).data!.login).toEqual({ __typename: 'LoginRefused', reason: 'INVALID_CREDENTIALS' });
  });

  it('answers an address that has an account already like any other, and mails it no link', async () => {
    const { token, password } = await newCustomer('mia.taken');
    expect((await gql(EMAIL, { email: 'klaus.becker@example.de', password }, { token })).data!.requestEmailChange).toEqual({
      __typename: 'EmailChangeRequested',
      email: 'klaus.becker@example.de',
    });
    expect((await outbox('klaus.becker@example.de')).filter((m) => m.kind === 'email-change')).toEqual([]);
    // The page looks as for any address: waiting for a link (that never comes).
    expect((await gql(DATA, {}, { token })).data!.personalData.pendingEmail).toBe('klaus.becker@example.de');
  });

  it('ends a pending e-mail change when the password changes (whoever asked with the old password loses the link)', async () => {
    const { token, password } = await newCustomer('mia.hijack');
    await gql(EMAIL, { email: 'attacker@example.org', password }, { token });
    const link = tokenIn((await outbox('attacker@example.org')).find((m) => m.kind === 'email-change')!.text, '/mein-konto/e-mail-bestaetigen');
    expect((await gql(PASSWORD, { current: password, next: 'Neues-Gartenhaus-7' }, { token })).data!.changePassword.__typename).toBe('PasswordChanged');
    expect((await gql(CONFIRM_EMAIL, { token: link })).data!.confirmEmailChange).toEqual({ __typename: 'LinkRefused', reason: 'LINK_INVALID_OR_EXPIRED' });
    expect((await gql(DATA, {}, { token })).data!.personalData.pendingEmail).toBeNull();
  });
});

describe('password change', () => {
  it('needs the current password, takes a new one by the rule for new passwords, and ends every other session', async () => {
    const { token, password, email } = await newCustomer('mia.password');
    const other = (await gql(LOGIN, { email, password })).data!.login.token as string;
    expect((await gql(PASSWORD, { current: password, next: '12345678' }, { token })).data!.changePassword.problems).toEqual([{ field: 'NEW_PASSWORD', code: 'PASSWORD_COMMON' }]);
    expect((await gql(PASSWORD, { current: 'Falsches-Passwort', next: 'Neues-Gartenhaus-7' }, { token })).data!.changePassword.problems).toEqual([
      { field: 'CURRENT_PASSWORD', code: 'PASSWORD_WRONG' },
    ]);
    expect((await gql(PASSWORD, { current: password, next: 'Neues-Gartenhaus-7' }, { token })).data!.changePassword).toEqual({ __typename: 'PasswordChanged', email });
    expect((await gql(DATA, {}, { token })).data!.personalData.email).toBe(email);
    expect((await gql(DATA, {}, { token: other })).data!.personalData).toBeNull();
    expect((await gql(LOGIN, { email, password })).data!.login.__typename).toBe('LoginRefused');
    expect((await gql(LOGIN, { email, password: 'Neues-Gartenhaus-7' })).data!.login.__typename).toBe('SessionKey');
  });

  it('counts wrong current passwords as failed logins: past the limit it waits', async () => {
    const { token, password } = await newCustomer('mia.guess');
    for (let i = 0; i < THROTTLE.pairFree; i++) await gql(PASSWORD, { current: `Falsch-${i}-abcdef`, next: 'Neues-Gartenhaus-7' }, { token, ip: '203.0.113.70' });
    const answer = (await gql(PASSWORD, { current: password, next: 'Neues-Gartenhaus-7' }, { token, ip: '203.0.113.70' })).data!.changePassword;
    expect(answer.__typename).toBe('TooManyAttempts');
    expect(answer.retryAfterSeconds).toBeGreaterThan(0);
  });
});

describe('the customer’s data to take away, and erasing the account', () => {
  it('downloads everything stored about the customer as JSON, to a full login only', async () => {
    const { token } = await testSession(gateway.db, { customer: 'c-de-0001' });
    const headers = (token?: string) => ({ 'x-vitrine-tenant': 'base', ...(token ? { authorization: `Bearer ${token}` } : {}) });
    const res = await shopFetch(`${gateway.base}/api/account/data-export`, { headers: headers(token) });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="vitrine-base-10000001-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const data = (await res.json()) as Record<string, any>;
    expect(data.format).toBe('vitrine.customer-data/1');
    expect(data.account).toMatchObject({ customer_no: '10000001', email: 'anna.schmidt@example.de', iban: 'DE89 •••• •••• •••• ••30 00', date_of_birth: '1985-04-12' });
    expect(JSON.stringify(data)).not.toContain('DE89370400440532013000');
    expect(data.paybackCards).toEqual([expect.objectContaining({ card_number: '4711081501' })]);
    expect(JSON.stringify(data)).not.toMatch(/scrypt|password/);
    expect(data.addresses.length).toBeGreaterThan(0);
    expect(data.orders.length).toBeGreaterThan(0);
    expect(data.orders[0].lines.length).toBeGreaterThan(0);
    expect(data.invoices.length).toBeGreaterThan(0);
    expect(data.bookings.length).toBeGreaterThan(0);
    const { token: soft } = await testSession(gateway.db, { customer: 'c-de-0001', type: 1 });
    expect((await fetch(`${gateway.base}/api/account/data-export`, { headers: headers(soft) })).status).toBe(401);
    expect((await fetch(`${gateway.base}/api/account/data-export`, { headers: headers() })).status).toBe(401);
  });

  it('erases the account after the mailed link: personal data gone, orders kept without the person, nobody logs in again', async () => {
    const { token, password, email, number } = await newCustomer('mia.leaves');
    await gql(UPDATE, { input: { firstName: 'Mia', lastName: 'Lehmann', dateOfBirth: '1991-03-14', phone: '+49 40 123456', iban: 'DE89370400440532013000' } }, { token });
    const [customer] = await gateway.db.query<{ id: string }>('select id from customers where email = $1', [email]);
    const [variant] = await gateway.db.query<{ sku: string }>('select sku from variants order by sku limit 1');
    await gateway.db.query('insert into wishlist_items (customer_id, variant_sku, added_at) values ($1, $2, now())', [customer!.id, variant!.sku]);
    await gateway.db.query(
      `insert into orders (number, tenant, customer_id, attempt, status, locale, currency, goods, shipping, payment_surcharge, discount, total, vat, address,
         delivery_option, delivery_earliest, delivery_latest, payment_method, payment_pause, created_at)
       values ('49990001', 'base', $1, 'erase-test', 'paid', 'de-DE', 'EUR', 1000, 0, 0, 0, 1000, '[]', '{"postalCode":"10115"}', 'standard', current_date, current_date, 'invoice', false, now())`,
      [customer!.id],
    );

    expect((await gql(ERASE, { password: 'Falsches-Passwort' }, { token })).data!.requestErasure.problems).toEqual([{ field: 'PASSWORD', code: 'PASSWORD_WRONG' }]);
    expect((await gql(ERASE, { password }, { token })).data!.requestErasure).toEqual({ __typename: 'ErasureRequested', email });
    const mail = (await outbox(email)).find((m) => m.kind === 'erasure');
    const link = tokenIn(mail!.text, '/mein-konto/konto-loeschen');
    expect(link).toBeTruthy();
    expect((await gql(CONFIRM_ERASURE, { token: 'x'.repeat(43) })).data!.confirmErasure).toEqual({ __typename: 'LinkRefused', reason: 'LINK_INVALID_OR_EXPIRED' });
    expect((await gql(CONFIRM_ERASURE, { token: link })).data!.confirmErasure.__typename).toBe('AccountErased');
    expect((await gql(CONFIRM_ERASURE, { token: link })).data!.confirmErasure.__typename).toBe('LinkRefused');

    const [row] = await gateway.db.query<Record<string, unknown>>('select email, first_name, last_name, phone, iban, password_hash, erased_at from customers where id = $1', [
      customer!.id,
    ]);
    expect(row).toMatchObject({ first_name: '', last_name: '', phone: null, iban: null, password_hash: '!' });
    expect(row!.email).toMatch(/@erased\.invalid$/);
    expect(row!.erased_at).not.toBeNull();
    for (const table of ['addresses', 'wishlist_items', 'email_changes'])
      expect(await gateway.db.query(`select 1 from ${table} where customer_id = $1`, [customer!.id])).toEqual([]);
    expect(await gateway.db.query('select number from orders where customer_id = $1', [customer!.id])).toEqual([{ number: '49990001' }]);
    expect((await gql(DATA, {}, { token })).data!.personalData).toBeNull();
    expect((await gql(LOGIN, { email, password })).data!.login.__typename).toBe('LoginRefused');
    expect((await outbox(email)).map((m) => m.kind)).toContain('account-erased');
    expect(number).toMatch(/^1\d+$/);
  });
});

describe('guest order lookup', () => {
  const ANNA_ORDER = async () => {
    const [order] = await gateway.db.query<{ number: string; postal: string }>(
      `select number, address->>'postalCode' as postal from orders where customer_id = 'c-de-0001' and exists (select 1 from deliveries d where d.order_number = orders.number) order by number limit 1`,
    );
    return order!;
  };

  it('shows an order’s status and parcels for its number, e-mail and postal code, without logging in', async () => {
    const order = await ANNA_ORDER();
    const answer = (await gql(LOOKUP, { number: order.number, email: ' Anna.Schmidt@example.de ', postalCode: ` ${order.postal} ` }, { ip: '203.0.113.80' })).data!.lookUpOrder;
    expect(answer.__typename).toBe('GuestOrder');
    expect(answer.number).toBe(order.number);
    expect(answer.deliveries.length).toBeGreaterThan(0);
    expect(answer.deliveries[0].lines[0].productName).toBeTruthy();
  });

  it('answers a wrong postal code, a wrong e-mail and a missing order alike, then waits', async () => {
    const order = await ANNA_ORDER();
    const ip = '203.0.113.81';
    const wrongPostal = (await gql(LOOKUP, { number: order.number, email: 'anna.schmidt@example.de', postalCode: '99999' }, { ip })).data!.lookUpOrder;
    const wrongEmail = (await gql(LOOKUP, { number: order.number, email: 'klaus.becker@example.de', postalCode: order.postal }, { ip })).data!.lookUpOrder;
    const missing = (await gql(LOOKUP, { number: '49999999', email: 'anna.schmidt@example.de', postalCode: order.postal }, { ip })).data!.lookUpOrder;
    expect(wrongPostal).toEqual({ __typename: 'GuestOrderNotFound', number: order.number });
    expect(wrongEmail).toEqual(wrongPostal);
    expect(missing).toEqual({ __typename: 'GuestOrderNotFound', number: '49999999' });
    for (let i = 2; i < THROTTLE.accountFree; i++) await gql(LOOKUP, { number: order.number, email: 'anna.schmidt@example.de', postalCode: `0000${i}` }, { ip });
    const right = (await gql(LOOKUP, { number: order.number, email: 'anna.schmidt@example.de', postalCode: order.postal }, { ip: '203.0.113.82' })).data!.lookUpOrder;
    expect(right.__typename).toBe('TooManyAttempts');
  });

  it('counts the tries per e-mail too: walking the order numbers for one person waits', async () => {
    const order = await ANNA_ORDER();
    for (let i = 0; i < THROTTLE.accountFree; i++)
      await gql(LOOKUP, { number: String(48_100_000 + i), email: 'klaus.becker@example.de', postalCode: '50667' }, { ip: `203.0.113.${90 + i}` });
    const [klausOrder] = await gateway.db.query<{ number: string; postal: string }>(
      `select number, address->>'postalCode' as postal from orders where customer_id = 'c-de-0002' order by number limit 1`,
    );
    const answer = (await gql(LOOKUP, { number: klausOrder!.number, email: 'klaus.becker@example.de', postalCode: klausOrder!.postal }, { ip: '203.0.113.99' })).data!.lookUpOrder;
    expect(answer.__typename).toBe('TooManyAttempts');
    expect(order.number).toBeTruthy();
  });
});

describe('delivery statement', () => {
  it("makes the proof of delivery of a delivered parcel; one on its way is not-delivered, another customer's is not found", async () => {
    const [delivered] = await gateway.db.query<{ id: string; order_number: string; tracking_number: string }>(
      `select d.id, d.order_number, d.tracking_number from deliveries d join orders o on o.number = d.order_number
        where o.customer_id = 'c-de-0001' and d.status = 'delivered' order by d.id limit 1`,
    );
    const [onItsWay] = await gateway.db.query<{ id: string }>(
      `select d.id from deliveries d join orders o on o.number = d.order_number where o.customer_id = 'c-de-0001' and d.status = 'shipped' order by d.id limit 1`,
    );
    const { token } = await testSession(gateway.db, { customer: 'c-de-0001' });
    const { token: klaus } = await testSession(gateway.db, { customer: 'c-de-0002' });
    const get = (id: string, as: string) =>
      shopFetch(`${gateway.base}/api/account/deliveries/${id}/statement.pdf`, { headers: { 'x-vitrine-tenant': 'base', authorization: `Bearer ${as}` } });
    const res = await get(delivered!.id, token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const { extractText, getDocumentProxy } = await import('unpdf');
    const text = (await extractText(await getDocumentProxy(new Uint8Array(await res.arrayBuffer())), { mergePages: true })).text;
    expect(text).toContain(`Liefernachweis zur Bestellung ${delivered!.order_number}`);
    expect(text).toContain(delivered!.tracking_number);
    expect(text).toContain('Anna Schmidt');
    expect((await get(onItsWay!.id, token)).status).toBe(409);
    expect((await get(delivered!.id, klaus)).status).toBe(404);
    expect((await get('d-00000000-1', token)).status).toBe(404);
  });
});
