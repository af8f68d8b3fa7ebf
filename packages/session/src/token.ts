/** What the browser may know of the session (decisions: never the token itself). */
export interface SessionInfo {
  /** Expiry, seconds since the epoch. */
  exp: number;
  /** 0 anonymous, 1 soft login, any other non-zero value logged in. */
  type: number;
  /** Value for the advertising cookie once advertising consent is given. */
  cc?: string;
}

function decodeBase64Url(part: string): string {
  const base64 = part
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(part.length / 4) * 4, '=');
  const binary = typeof atob === 'function' ? atob(base64) : '';
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** Reads exp, type and cc from a value; anything malformed is `undefined`, never an exception. */
export function readSessionInfo(value: unknown): SessionInfo | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { exp, type, cc } = value as Record<string, unknown>;
  if (typeof exp !== 'number' || !Number.isFinite(exp) || exp <= 0) return undefined;
  const t = typeof type === 'number' && Number.isInteger(type) && type >= 0 ? type : 0;
  return typeof cc === 'string' && cc !== '' ? { exp, type: t, cc } : { exp, type: t };
}

/** The session fields of a JWT-shaped token's payload; malformed means `undefined`. */
export function parseToken(token: string | null | undefined): SessionInfo | undefined {
  if (typeof token !== 'string') return undefined;
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return undefined;
  try {
    return readSessionInfo(JSON.parse(decodeBase64Url(parts[1])));
  } catch {
    return undefined;
  }
}
