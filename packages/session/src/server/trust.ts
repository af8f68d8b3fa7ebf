import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
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
/**
 * How old a request's signature may be at the gateway, in seconds; with {@link SIGNATURE_MAX_AHEAD_SECONDS}
 * (clocks of two hosts differ a little) a signature is good for a window of 60 seconds at most.
 */
export const SIGNATURE_MAX_AGE_SECONDS = 50;
/** How far ahead of the gateway's clock a signature's time may be, in seconds. */
export const SIGNATURE_MAX_AHEAD_SECONDS = 10;
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

/** Signing keys by id: `current` signs, every key verifies (a key is rotated without ending what the old one signed). */
export interface KeyRing {
  current: string;
  keys: ReadonlyMap<string, string>;
}

const rings = new Map<string, KeyRing>();

/**
 * The key ring of a secret's setting: `kid:secret,kid:secret` (the first signs, all verify), or a
 * single secret as key `k1`. Key ids are letters, digits, `_` and `-`; every secret has at least
 * {@link MIN_SECRET_LENGTH} characters. `what` names the setting in the error.
 */
export function keyRingOf(spec: string, what = 'Signing key'): KeyRing {
  const known = rings.get(spec);
  if (known) return known;
  if (typeof spec !== 'string') throw new RangeError(`${what}: no secret given`);
  const entries = spec.includes(':')
    ? spec.split(',').map((part) => {
        const at = part.indexOf(':');
        return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
      })
    : ([['k1', spec]] as const);
  for (const [kid, secret] of entries) {
    if (!/^[A-Za-z0-9_-]{1,32}$/.test(kid)) throw new RangeError(`${what}: key id "${kid.slice(0, 40)}" must be letters, digits, _ or -`);
    if (secret.length < MIN_SECRET_LENGTH) throw new RangeError(`${what}: key "${kid}" must have at least ${MIN_SECRET_LENGTH} characters`);
  }
  const ring: KeyRing = { current: entries[0]![0], keys: new Map(entries) };
  if (rings.size < 64) rings.set(spec, ring);
  return ring;
}

/** A signed word with its time, `t=<seconds>,s=<HMAC over message(t)>`, made with the ring's current key (preview links, the gateway's word to the shops). */
export function signTimed(message: (at: number) => string, secret: string, nowSeconds: number): string {
  const ring = keyRingOf(secret);
  const at = Math.floor(nowSeconds);
  return `t=${at},s=${mac(ring.keys.get(ring.current)!, message(at))}`;
}

/** True when `token` is {@link signTimed}'s word for this message by any key of the ring, made at most `maxAge` seconds ago and at most `maxAhead` ahead. */
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
  const text = message(at);
  let ok = false;
  for (const key of keyRingOf(secret).keys.values()) ok = sameText(match[2]!, mac(key, text)) || ok;
  return ok;
}

/** A short HMAC of a word by the ring's current key (a payment link's signature in its URL), base64url of `length` characters. */
export function signShort(message: string, secret: string, length = 32): string {
  const ring = keyRingOf(secret);
  return mac(ring.keys.get(ring.current)!, message).slice(0, length);
}

/** True when `signature` is {@link signShort}'s by any key of the ring. */
export function verifyShort(signature: string | null | undefined, message: string, secret: string, length = 32): boolean {
  if (typeof signature !== 'string' || signature.length !== length) return false;
  let ok = false;
  for (const key of keyRingOf(secret).keys.values()) ok = sameText(signature, mac(key, message).slice(0, length)) || ok;
  return ok;
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

/** The request a signature is bound to, as it goes over the wire. */
export interface SignedRequest {
  /** `GET`, `POST`, … */
  method: string;
  /** The path with its query, exactly as sent (`/api/gateway/?documentId=…`). */
  path: string;
  /** The body's bytes (none for GET). */
  body?: string | Uint8Array | undefined;
  /** The `Idempotency-Key` header, if any. */
  idempotencyKey?: string | undefined;
}

/** SHA-256 of the body, base64url (of nothing for a request without one). */
export function bodyHash(body: string | Uint8Array | undefined): string {
  return createHash('sha256')
    .update(body ?? '')
    .digest('base64url');
}

function requestMessage(kid: string, at: number, identity: ForwardedIdentity, request: SignedRequest): string {
  return [
    'vitrine-request-v2',
    kid,
    String(at),
    identity.tenant,
    identity.visitor ?? '',
    identity.clientIp ?? '',
    identity.authorization ?? '',
    request.method.toUpperCase(),
    request.path,
    bodyHash(request.body),
    request.idempotencyKey ?? '',
  ].join('\n');
}

/**
 * The signature header's value, `k=<key id>,t=<unix seconds>,s=<HMAC-SHA256>`: the shop's word over
 * the identity it forwards and the request it sends (method, path and query, a hash of the body,
 * the idempotency key), by the current key of its ring. Made per request, never rounded: a copy
 * is good for this one request for {@link SIGNATURE_MAX_AGE_SECONDS} seconds.
 */
export function signRequest(identity: ForwardedIdentity, request: SignedRequest, secret: string, nowSeconds: number): string {
  const ring = keyRingOf(secret, 'VITRINE_GATEWAY_SECRET');
  const at = Math.floor(nowSeconds);
  return `k=${ring.current},t=${at},s=${mac(ring.keys.get(ring.current)!, requestMessage(ring.current, at, identity, request))}`;
}

export type IdentityCheck = { ok: true; key: string } | { ok: false; reason: 'missing' | 'malformed' | 'expired' | 'unknown-key' | 'forged' };

/** Checks a signature header against the identity and the request it came with, at the gateway's time, by the key its id names. */
export function verifyRequest(header: string | null | undefined, identity: ForwardedIdentity, request: SignedRequest, secret: string, nowSeconds: number): IdentityCheck {
  if (!header) return { ok: false, reason: 'missing' };
  const match = /^k=([A-Za-z0-9_-]{1,32}),t=(\d{1,12}),s=([A-Za-z0-9_-]{43})$/.exec(header);
  if (!match) return { ok: false, reason: 'malformed' };
  const [, kid, time, signature] = match as unknown as [string, string, string, string];
  const at = Number(time);
  if (nowSeconds - at > SIGNATURE_MAX_AGE_SECONDS || at - nowSeconds > SIGNATURE_MAX_AHEAD_SECONDS) return { ok: false, reason: 'expired' };
  const key = keyRingOf(secret, 'VITRINE_GATEWAY_SECRET').keys.get(kid);
  if (!key) return { ok: false, reason: 'unknown-key' };
  return sameText(signature, mac(key, requestMessage(kid, at, identity, request))) ? { ok: true, key: kid } : { ok: false, reason: 'forged' };
}
