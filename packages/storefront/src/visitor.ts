/**
 * The visitor id: a random id in an HttpOnly cookie that keys a guest's search history. The
 * browser never reads it; the shop's server passes it to the gateway as `x-vitrine-visitor`.
 */
export const VISITOR_COOKIE = 'vt_visitor';
export const VISITOR_HEADER = 'x-vitrine-visitor';
const ONE_YEAR = 60 * 60 * 24 * 365;

export function isVisitorId(value: string | undefined | null): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9-]{8,64}$/.test(value);
}

export function newVisitorId(): string {
  return crypto.randomUUID();
}

/** The Set-Cookie options of the visitor cookie. */
export function visitorCookie(id: string, secure: boolean) {
  return { name: VISITOR_COOKIE, value: id, httpOnly: true, sameSite: 'lax' as const, secure, path: '/', maxAge: ONE_YEAR };
}

/** The request's visitor id, or a new one (`fresh`: the answer must set the cookie). */
export function visitorOf(request: Request): { id: string; fresh: boolean; cookie: () => ReturnType<typeof visitorCookie> } {
  const known = visitorFromCookieHeader(request.headers.get('cookie'));
  const id = known ?? newVisitorId();
  return { id, fresh: !known, cookie: () => visitorCookie(id, new URL(request.url).protocol === 'https:') };
}

/** Reads the visitor id from a Cookie header. */
export function visitorFromCookieHeader(header: string | null): string | undefined {
  const match = header?.match(new RegExp(`(?:^|;\\s*)${VISITOR_COOKIE}=([^;]+)`));
  const id = match?.[1];
  return isVisitorId(id) ? id : undefined;
}
