import { createHmac, timingSafeEqual } from 'node:crypto';
import { isVisitorId, VISITOR_COOKIE } from '../visitor';

/**
 * Trust between a shop's server and the gateway, for servers only (node:crypto): the signed visitor
 * cookie, and the HMAC with which the shop vouches for the identity it forwards. One home for both
 * sides: the shop signs with these functions and the gateway verifies with them.
 */

/** The header that carries the shop's signature over the forwarded identity. */
export const SIGNATURE_HEADER = 'x-vitrine-signature';
/** The shopper's address as the shop's server saw it (vouched for by the signature). */
export const CLIENT_IP_HEADER = 'x-vitrine-client-ip';
/** How far the signature's time may be from the gateway's clock, in seconds. */
export const SIGNATURE_MAX_SKEW_SECONDS = 300;
/** The shortest secret accepted: 32 bytes as 64 hex digits, or anything of 32 characters and more. */
export const MIN_SECRET_LENGTH = 32;

/** The name of the visitor cookie: `__Host-vt_visitor` over https (Secure, Path=/, no Domain), else `vt_visitor`. */
export function visitorCookieName(secure: boolean): string {
  return secure ? `__Host-${VISITOR_COOKIE}` : VISITOR_COOKIE;
}

export function mac(secret: string, message: string): string {
  return createHmac('sha256', secret).update(message).digest('base64url');
}

export function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export function checkSecret(secret: string): void {
  if (typeof secret !== 'string' || secret.length < MIN_SECRET_LENGTH) throw new RangeError(`a signing secret needs at least ${MIN_SECRET_LENGTH} characters`);
}

/** A signed word with its time, `t=<seconds>,s=<HMAC over message(t)>` (preview links, the gateway's word to the shops). */
export function signTimed(message: (at: number) => string, secret: string, nowSeconds: number): string {
  checkSecret(secret);
  const at = Math.floor(nowSeconds);
  return `t=${at},s=${mac(secret, message(at))}`;
}

/** True when `token` is {@link signTimed}'s word for this message and secret, made at most `maxAge` seconds ago and at most `maxAhead` ahead. */
export function verifyTimed(
  token: string | null | undefined,
  message: (at: number) => string,
  secret: string,
  nowSeconds: number,
  { maxAge, maxAhead }: { maxAge: number; maxAhead: number },
): boolean {
  const match = /^t=(\d{1,12}),s=([A-Za-z0-9_-]{43})$/.exec(token ?? '');
  if (!match) return false;
  const at = Number(match[1]);
  if (nowSeconds - at > maxAge || at - nowSeconds > maxAhead) return false;
  return sameText(match[2]!, mac(secret, message(at)));
}

/** The cookie value of a visitor id: `<id>.<HMAC-SHA256 of the id, base64url>`. */
export function signVisitorId(id: string, secret: string): string {
  checkSecret(secret);
  if (!isVisitorId(id)) throw new RangeError('not a visitor id');
  return `${id}.${mac(secret, `visitor:${id}`)}`;
}

/** The visitor id of a signed cookie value; undefined when it is unsigned, forged or malformed. */
export function verifyVisitorCookie(value: string | null | undefined, secret: string): string | undefined {
  if (typeof value !== 'string' || value.length > 200) return undefined;
  const dot = value.lastIndexOf('.');
  if (dot < 1) return undefined;
  const id = value.slice(0, dot);
  if (!isVisitorId(id)) return undefined;
  return sameText(value.slice(dot + 1), mac(secret, `visitor:${id}`)) ? id : undefined;
}

/**
 * The signed visitor id of a Cookie header: `secure` reads only that mode's name (`__Host-vt_visitor`
 * or `vt_visitor`); without it both names are read.
 */
export function visitorFromSignedCookies(header: string | null | undefined, secret: string, secure?: boolean): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 1) continue;
    const name = part.slice(0, eq).trim();
    // With `secure` given, only that name (a cookie without the prefix could come from a sibling subdomain).
    if (secure === undefined ? name !== VISITOR_COOKIE && name !== `__Host-${VISITOR_COOKIE}` : name !== visitorCookieName(secure)) continue;
    const id = verifyVisitorCookie(part.slice(eq + 1).trim(), secret);
    if (id) return id;
  }
  return undefined;
}

/** What the shop forwards to the gateway about the request it serves. */
export interface ForwardedIdentity {
  tenant: string;
  /** The signed cookie's visitor id. */
  visitor?: string | undefined;
  /** The shopper's address as the shop's server saw it. */
  clientIp?: string | undefined;
  /** The Authorization header passed on (a session token), if any. */
  authorization?: string | undefined;
}

function identityMessage(at: number, identity: ForwardedIdentity): string {
  return ['vitrine-identity-v1', String(at), identity.tenant, identity.visitor ?? '', identity.clientIp ?? '', identity.authorization ?? ''].join('\n');
}

/** The signature header's value: `t=<unix seconds>,s=<HMAC-SHA256 over the identity and the time>`. */
export function signIdentity(identity: ForwardedIdentity, secret: string, nowSeconds: number): string {
  checkSecret(secret);
  const at = Math.floor(nowSeconds);
  return `t=${at},s=${mac(secret, identityMessage(at, identity))}`;
}

export type IdentityCheck = { ok: true } | { ok: false; reason: 'missing' | 'malformed' | 'expired' | 'forged' };

/** Checks a signature header against the identity the request carries, at the gateway's time. */
export function verifyIdentity(header: string | null | undefined, identity: ForwardedIdentity, secret: string, nowSeconds: number): IdentityCheck {
  if (!header) return { ok: false, reason: 'missing' };
  const match = /^t=(\d{1,12}),s=([A-Za-z0-9_-]{43})$/.exec(header);
  if (!match) return { ok: false, reason: 'malformed' };
  const at = Number(match[1]);
  if (Math.abs(nowSeconds - at) > SIGNATURE_MAX_SKEW_SECONDS) return { ok: false, reason: 'expired' };
  return sameText(match[2]!, mac(secret, identityMessage(at, identity))) ? { ok: true } : { ok: false, reason: 'forged' };
}
