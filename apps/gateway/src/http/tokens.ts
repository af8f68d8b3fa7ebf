import { createHmac, timingSafeEqual } from 'node:crypto';
import { type KeyRing, keyRingOf as ringOf } from '@vitrine/session/server';

/**
 * The session token (JWT, HS256 pinned): who (`sub`), which session (`sid`, revocable), what kind
 * (spec: 0 anonymous, 1 soft login, other non-zero logged in), the advertising value `cc`, for which
 * shop (`aud` = tenant key), by whom (`iss`), when issued and until when.
 */
export interface SessionClaims {
  iss: typeof ISSUER;
  /** The tenant key: a token of one shop is refused at another. */
  aud: string;
  /** The customer id. */
  sub: string;
  /** The session id (the gateway's `sessions` row). */
  sid: string;
  type: number;
  /** Value of the advertising cookie (set once consent allows). */
  cc: string;
  /** Issued at, seconds since the epoch. */
  iat: number;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

export const ISSUER = 'vitrine-gateway';
/** Token types of the spec. */
export const SESSION_TYPE = { anonymous: 0, soft: 1, loggedIn: 2 } as const;
/** The longest a token may live, by type (a soft login's token is renewed from its session). */
export const MAX_LIFETIME_SECONDS: Readonly<Record<number, number>> = { 1: 8 * 3600, 2: 2 * 3600 };
/** How long a logged-in token lives when issued. */
export const TOKEN_SECONDS = 3600;
/** Clocks of gateway instances may differ a little. */
const SKEW_SECONDS = 60;

export type { KeyRing };

/** The session tokens' key ring (`VITRINE_SESSION_SECRET`): `kid:secret,kid:secret` (the first signs), or a single secret as key `k1`. */
export function keyRingOf(spec: string): KeyRing {
  return ringOf(spec, 'VITRINE_SESSION_SECRET');
}

const b64url = (data: Buffer | string) => Buffer.from(data).toString('base64url');
const headerOf = (kid: string) => b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT', kid }));

function signature(input: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(input).digest();
}

/** Issues a token with the ring's current key. */
export function signSessionToken(claims: Omit<SessionClaims, 'iss'>, ring: KeyRing): string {
  const body = `${headerOf(ring.current)}.${b64url(JSON.stringify({ iss: ISSUER, ...claims }))}`;
  return `${body}.${b64url(signature(body, ring.keys.get(ring.current)!))}`;
}

export type TokenProblem = 'malformed' | 'algorithm' | 'unknown-key' | 'signature' | 'issuer' | 'audience' | 'expired' | 'not-yet' | 'lifetime' | 'claims';

/**
 * The claims of a token, or why it is refused: the header must be exactly HS256 with a known key
 * id (never `none`, never what the token asks for), the signature right, the issuer this gateway,
 * the audience the request's tenant, issued not in the future, not expired, and not made to live
 * longer than its type may. Nothing the token says is read before its signature is checked.
 * `allowExpired` (renewal only: the session decides what an expired token may still get) skips the expiry.
 */
export function checkSessionToken(
  token: string | undefined,
  ring: KeyRing,
  { audience, now, allowExpired = false }: { audience: string; now: Date; allowExpired?: boolean },
): SessionClaims | TokenProblem {
  if (!token || token.length > 4096) return 'malformed';
  const parts = token.split('.');
  if (parts.length !== 3) return 'malformed';
  let header: { alg?: unknown; typ?: unknown; kid?: unknown };
  try {
    header = JSON.parse(Buffer.from(parts[0]!, 'base64url').toString('utf8')) as typeof header;
  } catch {
    return 'malformed';
  }
  if (header.alg !== 'HS256' || header.typ !== 'JWT') return 'algorithm';
  const secret = typeof header.kid === 'string' ? ring.keys.get(header.kid) : undefined;
  if (!secret || parts[0] !== headerOf(header.kid as string)) return 'unknown-key';
  const expected = signature(`${parts[0]}.${parts[1]}`, secret);
  const given = Buffer.from(parts[2]!, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'signature';
  let claims: Partial<SessionClaims>;
  try {
    claims = JSON.parse(Buffer.from(parts[1]!, 'base64url').toString('utf8')) as Partial<SessionClaims>;
  } catch {
    return 'malformed';
  }
  if (claims.iss !== ISSUER) return 'issuer';
  if (claims.aud !== audience) return 'audience';
  if (typeof claims.sub !== 'string' || !/^[A-Za-z0-9-]{1,64}$/.test(claims.sub)) return 'claims';
  if (typeof claims.sid !== 'string' || !/^[A-Za-z0-9_-]{16,64}$/.test(claims.sid)) return 'claims';
  if (typeof claims.type !== 'number' || !Number.isInteger(claims.type) || claims.type < 0) return 'claims';
  if (typeof claims.cc !== 'string' || claims.cc.length > 64) return 'claims';
  if (typeof claims.iat !== 'number' || typeof claims.exp !== 'number') return 'claims';
  const seconds = now.getTime() / 1000;
  if (claims.iat > seconds + SKEW_SECONDS) return 'not-yet';
  if (claims.exp <= seconds && !allowExpired) return 'expired';
  if (claims.exp - claims.iat > (MAX_LIFETIME_SECONDS[claims.type] ?? 0)) return 'lifetime';
  return { iss: ISSUER, aud: claims.aud, sub: claims.sub, sid: claims.sid, type: claims.type, cc: claims.cc, iat: claims.iat, exp: claims.exp };
}

/** The claims of a valid token, else undefined (see {@link checkSessionToken} for why). */
export function verifySessionToken(token: string | undefined, ring: KeyRing, options: { audience: string; now: Date }): SessionClaims | undefined {
  const checked = checkSessionToken(token, ring, options);
  return typeof checked === 'string' ? undefined : checked;
}

/** The bearer token of an Authorization header. */
export function bearer(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  const m = /^Bearer ([A-Za-z0-9_.-]+)$/.exec(value ?? '');
  return m?.[1];
}
