import { LOGIN_STATE_COOKIE } from '@vitrine/session';
import { secureCookies } from './env';
import { isSecureRequest } from './visitor';

/**
 * The session token lives in an HttpOnly cookie (decisions: never readable by a script):
 * `__Host-vt_session` over https, `vt_session` on plain http (development). Beside it the
 * login-state cookie of spec §3 (`li`, `ca`, `bop`, `np`, URL-encoded JSON), which pages may read.
 */
export const SESSION_COOKIE = 'vt_session';
export { LOGIN_STATE_COOKIE } from '@vitrine/session';

const TOKEN = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

export function sessionCookieName(secure: boolean): string {
  return secure ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE;
}

/**
 * The session token of a Cookie header, if it looks like one (the gateway checks the rest): only
 * the configured name is read (`__Host-vt_session` with secure cookies: one without the prefix
 * could come from a sibling subdomain).
 */
export function sessionTokenFromCookies(header: string | null | undefined, secure: boolean = secureCookies()): string | undefined {
  if (!header) return undefined;
  const wanted = sessionCookieName(secure);
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 1) continue;
    const name = part.slice(0, eq).trim();
    if (name !== wanted) continue;
    const value = part.slice(eq + 1).trim();
    if (value.length <= 4096 && TOKEN.test(value)) return value;
  }
  return undefined;
}

export interface ShopCookie {
  name: string;
  value: string;
  httpOnly: boolean;
  sameSite: 'lax';
  secure: boolean;
  path: '/';
  maxAge: number;
}

/** The cookies of a new session key: the token (HttpOnly) and the login state, both until the key expires. */
/** A session key as the gateway gives it: the token, its expiry and, when kept on the device, until when (seconds). */
export interface SessionKeyCookie {
  token: string;
  exp: number;
  keepUntil?: number | null | undefined;
  /** The login-state cookie's fields besides li (spec §3). */
  loginState?: { ca: boolean; bop: boolean; np: boolean } | undefined;
}

const flag = (value: boolean | undefined) => (value ? '1' : '0');

export function sessionCookiesFor(request: Request, key: SessionKeyCookie, nowSeconds = Date.now() / 1000): ShopCookie[] {
  return sessionCookiesOf(isSecureRequest(request), key, nowSeconds);
}

/** The same, where the answer's security is known (a server action). */
export function sessionCookiesOf(secure: boolean, key: SessionKeyCookie, nowSeconds = Date.now() / 1000): ShopCookie[] {
  // A session kept on the device ("keep me logged in") keeps its token past the token's expiry: the
  // gateway renews it as a soft login then.
  const maxAge = Math.max(0, Math.floor(Math.max(key.exp, key.keepUntil ?? 0) - nowSeconds));
  return [
    { name: sessionCookieName(secure), value: key.token, httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge },
    {
      name: LOGIN_STATE_COOKIE,
      value: encodeURIComponent(
        JSON.stringify({ li: '1', ...(key.loginState ? { ca: flag(key.loginState.ca), bop: flag(key.loginState.bop), np: flag(key.loginState.np) } : {}) }),
      ),
      httpOnly: false,
      sameSite: 'lax',
      secure,
      path: '/',
      maxAge,
    },
  ];
}

/** The cookies that end a session in the browser. */
export function clearedSessionCookies(request: Request): ShopCookie[] {
  return clearedSessionCookiesOf(isSecureRequest(request));
}

/** The same, where the answer's security is known (a server action). */
export function clearedSessionCookiesOf(secure: boolean): ShopCookie[] {
  return [
    { name: sessionCookieName(secure), value: '', httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge: 0 },
    { name: LOGIN_STATE_COOKIE, value: '', httpOnly: false, sameSite: 'lax', secure, path: '/', maxAge: 0 },
  ];
}
