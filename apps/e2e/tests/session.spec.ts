import { expect, test } from './test';
import { SHOPS } from './shops';

const de = SHOPS[0];
const ch = SHOPS[1];

// The shop's session endpoints over the gateway's identity (demo customers: apps/gateway/README.md).
test('login sets the HttpOnly session cookie and the login state; the page learns exp, type and cc, never the token; logout ends it', async ({ request }) => {
  const refused = await request.post(`${de.url}/api/session/login`, { data: { email: 'anna.schmidt@example.de', password: 'falsch-falsch' } });
  expect(refused.status()).toBe(401);
  expect(await refused.json()).toEqual({ refused: 'INVALID_CREDENTIALS', retryAfterSeconds: null });

  const login = await request.post(`${de.url}/api/session/login`, { data: { email: 'anna.schmidt@example.de', password: 'Vitrine-Demo-2026' } });
  expect(login.status()).toBe(200);
  const body = await login.json();
  expect(body).toMatchObject({ type: 2, customer: { firstName: 'Anna', customerNumber: '10000001' } });
  expect(body.token).toBeUndefined();
  const cookies = login
    .headersArray()
    .filter((h) => h.name.toLowerCase() === 'set-cookie')
    .map((h) => h.value);
  const session = cookies.find((c) => c.startsWith('vt_session='))!;
  expect(session).toMatch(/HttpOnly/);
  expect(session).toMatch(/SameSite=Lax/);
  expect(cookies.find((c) => c.startsWith('vt_login='))).not.toMatch(/HttpOnly/);

  const info = await (await request.get(`${de.url}/api/session`)).json();
  expect(info).toEqual({ exp: body.exp, type: 2, cc: body.cc });
  expect(await (await request.get(`${de.url}/api/session/counts`)).json()).toMatchObject({ loggedIn: true, wishlist: 0 });

  const token = session.slice('vt_session='.length).split(';')[0]!;
  const logout = await request.post(`${de.url}/api/session/logout`);
  expect(logout.status()).toBe(200);
  expect(await (await request.get(`${de.url}/api/session`)).json()).toEqual({ type: 0 });
  // The old token, sent again, is refused by the gateway: no wishlist for it.
  const replay = await request.get(`${de.url}/api/session/counts`, { headers: { cookie: `vt_session=${token}` } });
  expect((await replay.json()).wishlist).toBeUndefined();
});

test('a new login ends the session it replaces: its token no longer renews', async ({ request, playwright }) => {
  const tokenOf = (response: Awaited<ReturnType<typeof request.post>>) =>
    response
      .headersArray()
      .find((h) => h.name.toLowerCase() === 'set-cookie' && h.value.startsWith('vt_session='))!
      .value.slice('vt_session='.length)
      .split(';')[0]!;
  const data = { email: 'klaus.becker@example.de', password: 'Vitrine-Altkunde-1' };
  const first = await request.post(`${de.url}/api/session/login`, { data });
  expect(first.status()).toBe(200);
  // The same browser logs in again (its cookie goes along): the first session ends.
  const second = await request.post(`${de.url}/api/session/login`, { data });
  expect(second.status()).toBe(200);
  expect(tokenOf(second)).not.toBe(tokenOf(first));
  // Each token alone, from a client without the jar's cookies.
  const bare = await playwright.request.newContext();
  const renew = async (token: string) => (await (await bare.post(`${de.url}/api/session/refresh`, { headers: { cookie: `vt_session=${token}` } })).json()).type;
  expect(await renew(tokenOf(first))).toBe(0);
  expect(await renew(tokenOf(second))).toBe(2);
  await bare.dispose();
});

test('customer number and date of birth log in on shop-ch only, as a soft login; a cross-site login is refused', async ({ request }) => {
  const swiss = await request.post(`${ch.url}/api/session/login`, { data: { customerNumber: '20000001', dateOfBirth: '1990-09-23' } });
  expect(swiss.status()).toBe(200);
  // A soft login (type 1): the password or a mailed code before the checkout and the account.
  expect(await swiss.json()).toMatchObject({ type: 1, customer: { firstName: 'Laura' } });
  const german = await request.post(`${de.url}/api/session/login`, { data: { customerNumber: '10000001', dateOfBirth: '1985-04-12' } });
  expect(german.status()).toBe(404);
  expect((await german.json()).refused).toBe('NOT_ENABLED');
  const foreign = await request.post(`${de.url}/api/session/login`, {
    data: { email: 'anna.schmidt@example.de', password: 'Vitrine-Demo-2026' },
    headers: { origin: 'https://attacker.example', 'sec-fetch-site': 'cross-site' },
  });
  expect(foreign.status()).toBe(403);
});
