/**
 * The visitor id: a random id in an HttpOnly cookie that keys a guest's search history, basket and
 * reviews. The browser never reads it; the shop's server passes it to the gateway in
 * {@link VISITOR_HEADER}, and the gateway accepts only ids of this form.
 */
export const VISITOR_COOKIE = 'vt_visitor';
/** The header the shop's server sets for the gateway; a browser's own value is dropped by the shop. */
export const VISITOR_HEADER = 'x-vitrine-visitor';
/** One year, in seconds. */
export const VISITOR_MAX_AGE_SECONDS = 60 * 60 * 24 * 365;

const VISITOR_ID = /^[A-Za-z0-9-]{8,64}$/;

/** 8 to 64 letters, digits or dashes (a UUID is one). */
export function isVisitorId(value: unknown): value is string {
  return typeof value === 'string' && VISITOR_ID.test(value);
}

/** A new id; `random` is injected where a test needs the same id twice. Default `crypto.randomUUID`. */
export function newVisitorId(random: () => string = () => crypto.randomUUID()): string {
  const id = random();
  if (!isVisitorId(id)) throw new RangeError('the random source made an id that is not a visitor id');
  return id;
}

/** The visitor id of a Cookie header, or undefined when there is none or it is malformed. */
export function visitorFromCookieHeader(header: string | null | undefined): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === VISITOR_COOKIE) {
      const value = part.slice(eq + 1).trim();
      return isVisitorId(value) ? value : undefined;
    }
  }
  return undefined;
}

/** The Set-Cookie options of the visitor cookie (HttpOnly, SameSite lax, one year). */
export function visitorCookie(id: string, secure: boolean) {
  return { name: VISITOR_COOKIE, value: id, httpOnly: true, sameSite: 'lax' as const, secure, path: '/', maxAge: VISITOR_MAX_AGE_SECONDS };
}
