import { newVisitorId, VISITOR_MAX_AGE_SECONDS } from '@vitrine/session';
import { signVisitorId, visitorCookieName, visitorFromSignedCookies } from '@vitrine/session/server';
import { secret, secureCookies } from './env';

export interface RequestVisitor {
  id: string;
  /** A new id (no cookie, or one that was not signed by this shop): the answer must set the cookie. */
  fresh: boolean;
  /** The Set-Cookie options for this request. */
  cookie: () => VisitorCookie;
}

export interface VisitorCookie {
  name: string;
  value: string;
  httpOnly: true;
  sameSite: 'lax';
  secure: boolean;
  path: '/';
  maxAge: number;
}

/** The signed visitor cookie: `__Host-vt_visitor` (Secure) over https, `vt_visitor` on plain http (development). */
export function visitorCookieFor(id: string, secure: boolean): VisitorCookie {
  return { name: visitorCookieName(secure), value: signVisitorId(id, secret('visitor')), httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge: VISITOR_MAX_AGE_SECONDS };
}

/**
 * Whether this shop's cookies are `Secure` with `__Host-` names: by configuration ({@link secureCookies}),
 * the same for every request (a request's `X-Forwarded-Proto` decides nothing). The request is not read.
 */
export function isSecureRequest(_request?: Request): boolean {
  return secureCookies();
}

/** The request's visitor id from its signed HttpOnly cookie, or a new one (a forged or unsigned cookie gets a new one too). */
export function visitorOf(request: Request): RequestVisitor {
  const known = visitorFromSignedCookies(request.headers.get('cookie'), secret('visitor'), secureCookies());
  const id = known ?? newVisitorId();
  return { id, fresh: !known, cookie: () => visitorCookieFor(id, isSecureRequest(request)) };
}
