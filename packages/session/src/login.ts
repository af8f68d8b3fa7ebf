/** The login-state cookie's name: readable by the page (never the token, which is HttpOnly). */
export const LOGIN_STATE_COOKIE = 'vt_login';

/** The value of one cookie of a `document.cookie` or Cookie header, undefined when absent. */
export function cookieValue(header: string | null | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/** The login-state cookie (URL-encoded JSON). */
export interface LoginCookie {
  /** "1" when logged in. */
  li?: string;
  /** Credit affinity. */
  ca?: string;
  /** Bonus programme. */
  bop?: string;
  /** User without password. */
  np?: string;
}

/** Parses the login-state cookie defensively: malformed means "no cookie" (anonymous). */
export function parseLoginCookie(raw: string | null | undefined): LoginCookie | undefined {
  if (!raw) return undefined;
  try {
    const value: unknown = JSON.parse(decodeURIComponent(raw));
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
    const out: LoginCookie = {};
    for (const key of ['li', 'ca', 'bop', 'np'] as const) {
      const field = (value as Record<string, unknown>)[key];
      if (typeof field === 'string' || typeof field === 'number' || typeof field === 'boolean') out[key] = String(field);
    }
    return out;
  } catch {
    return undefined;
  }
}

export interface LoginStatus {
  loggedIn: boolean;
  /** Soft login (token type 1): recognised, but asked for the password before sensitive steps. */
  soft: boolean;
}

/** Spec §4: logged in if the cookie says `li: "1"` or the token type is non-zero; soft if type is 1. */
export function loginStatus({ cookie, tokenType }: { cookie?: LoginCookie | undefined; tokenType?: number | undefined }): LoginStatus {
  const type = typeof tokenType === 'number' && Number.isInteger(tokenType) && tokenType >= 0 ? tokenType : 0;
  return { loggedIn: cookie?.li === '1' || type !== 0, soft: type === 1 };
}
