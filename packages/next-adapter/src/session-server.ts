import { cookies, headers } from 'next/headers';
import { clearedSessionCookiesOf, type SessionKeyCookie, sessionCookiesOf, sessionTokenFromCookies } from './session-cookie';
import { newVisitorId, parseToken, type SessionInfo } from '@vitrine/session';
import { secureCookies } from './env';
import { visitorCookieFor } from './visitor';

/** Next's cookie jar encodes values itself: hand it the plain value (the login state is URL-encoded JSON). */
const plain = <C extends { value: string }>(cookie: C): C => ({ ...cookie, value: decodeURIComponent(cookie.value) });

/** Secure cookies by configuration (a request's `X-Forwarded-Proto` decides nothing). */
async function secureRequest(): Promise<boolean> {
  return secureCookies();
}

/**
 * In a server action, after the gateway gave a session key (login, registration): the token's
 * HttpOnly cookie, the login-state cookie, and a new visitor id, so that nothing known before the
 * login (the old id) leads to the customer's session (no fixation). The guest's basket has already
 * joined the customer's at the gateway.
 */
export async function startShopSession(key: SessionKeyCookie): Promise<void> {
  const secure = await secureRequest();
  const jar = await cookies();
  for (const cookie of sessionCookiesOf(secure, key)) jar.set(plain(cookie));
  jar.set(visitorCookieFor(newVisitorId(), secure));
}

/** In a server action, at logout: the session's cookies go, and the browser gets a new visitor id. */
export async function endShopSession(): Promise<void> {
  const secure = await secureRequest();
  const jar = await cookies();
  for (const cookie of clearedSessionCookiesOf(secure)) jar.set(plain(cookie));
  jar.set(visitorCookieFor(newVisitorId(), secure));
}

/** In a page render: what the page may know of the session (exp, type, cc), or undefined for none or an expired one. */
export async function currentSessionInfo(): Promise<SessionInfo | undefined> {
  const claims = parseToken(sessionTokenFromCookies((await headers()).get('cookie')));
  return claims && claims.exp * 1000 > Date.now() ? claims : undefined;
}
