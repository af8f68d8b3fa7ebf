import { createHmac, timingSafeEqual } from 'node:crypto';

/** The session token's payload (JWT, HS256): who, what kind of session (spec: 0 anonymous, 1 soft login, 2 logged in), until when. */
export interface SessionClaims {
  /** The customer id. */
  sub: string;
  type: number;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

const b64url = (data: Buffer | string) => Buffer.from(data).toString('base64url');
const HEADER = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

function signature(input: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(input).digest();
}

/** Issues a token (the account's login will call this; tests do today). */
export function signSessionToken(claims: SessionClaims, secret: string): string {
  const body = `${HEADER}.${b64url(JSON.stringify(claims))}`;
  return `${body}.${b64url(signature(body, secret))}`;
}

/**
 * The claims of a token signed with `secret` that has not expired; anything else (other algorithm,
 * bad signature, expired, malformed) is `undefined`. Never trusts what the token says before the
 * signature is checked.
 */
export function verifySessionToken(token: string | undefined, secret: string, now: Date = new Date()): SessionClaims | undefined {
  if (!token || token.length > 4096) return undefined;
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== HEADER) return undefined;
  const expected = signature(`${parts[0]}.${parts[1]}`, secret);
  const given = Buffer.from(parts[2]!, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  try {
    const claims = JSON.parse(Buffer.from(parts[1]!, 'base64url').toString('utf8')) as Partial<SessionClaims>;
    if (typeof claims.sub !== 'string' || !/^[A-Za-z0-9-]{1,64}$/.test(claims.sub)) return undefined;
    if (typeof claims.exp !== 'number' || claims.exp * 1000 <= now.getTime()) return undefined;
    if (typeof claims.type !== 'number' || !Number.isInteger(claims.type) || claims.type < 0) return undefined;
    return { sub: claims.sub, type: claims.type, exp: claims.exp };
  } catch {
    return undefined;
  }
}

/** The bearer token of an Authorization header. */
export function bearer(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  const m = /^Bearer ([A-Za-z0-9_.-]+)$/.exec(value ?? '');
  return m?.[1];
}
