import { newVisitorId, visitorCookie, visitorFromCookieHeader } from '@vitrine/session';

export interface RequestVisitor {
  id: string;
  /** A new id: the answer must set the cookie. */
  fresh: boolean;
  /** The Set-Cookie options for this request (Secure behind https). */
  cookie: () => ReturnType<typeof visitorCookie>;
}

/** The request's visitor id from its HttpOnly cookie, or a new one. */
export function visitorOf(request: Request): RequestVisitor {
  const known = visitorFromCookieHeader(request.headers.get('cookie'));
  const id = known ?? newVisitorId();
  return { id, fresh: !known, cookie: () => visitorCookie(id, new URL(request.url).protocol === 'https:') };
}
