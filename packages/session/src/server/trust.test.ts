import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { newVisitorId } from '../visitor';
import { bodyHash, keyRingOf, signRequest, signShort, signVisitorId, verifyRequest, verifyShort, verifyVisitorCookie, visitorCookieName, visitorFromSignedCookies } from './trust';

const SECRET = 'a'.repeat(64);
const OTHER = 'b'.repeat(64);

describe('signed visitor cookie', () => {
  it('gives back the id it signed, and nothing for another secret, an unsigned or a changed value', () => {
    const id = newVisitorId();
    const value = signVisitorId(id, SECRET);
    expect(verifyVisitorCookie(value, SECRET)).toBe(id);
    expect(verifyVisitorCookie(value, OTHER)).toBeUndefined();
    expect(verifyVisitorCookie(id, SECRET)).toBeUndefined();
    expect(verifyVisitorCookie(`${newVisitorId()}.${value.split('.')[1]}`, SECRET)).toBeUndefined();
    expect(verifyVisitorCookie(`${value}x`, SECRET)).toBeUndefined();
    expect(verifyVisitorCookie(undefined, SECRET)).toBeUndefined();
  });

  it('accepts no value that was not signed with the secret (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 120 }), (s) => {
        expect(verifyVisitorCookie(s, SECRET)).toBeUndefined();
      }),
    );
  });

  it('reads either cookie name from a Cookie header and refuses a short secret', () => {
    const id = newVisitorId();
    expect(visitorFromSignedCookies(`a=1; ${visitorCookieName(true)}=${signVisitorId(id, SECRET)}`, SECRET)).toBe(id);
    expect(visitorFromSignedCookies(`${visitorCookieName(false)}=${signVisitorId(id, SECRET)}; b=2`, SECRET)).toBe(id);
    expect(visitorFromSignedCookies(`${visitorCookieName(false)}=${id}`, SECRET)).toBeUndefined();
    expect(visitorCookieName(true)).toBe('__Host-vt_visitor');
    expect(() => signVisitorId(id, 'short')).toThrow(RangeError);
  });
});

describe('a shop’s signed request', () => {
  const identity = { tenant: 'base', visitor: 'visitor-0001', clientIp: '203.0.113.9', authorization: 'Bearer x.y.z' };
  const request = { method: 'POST', path: '/api/gateway/?x=1', body: '{"query":"{ basket { count } }"}', idempotencyKey: 'key-0001' };
  const at = 1_800_000_000;

  it('verifies what was signed for at most a minute (50 s behind, 10 s ahead), by the key its id names', () => {
    const header = signRequest(identity, request, SECRET, at);
    expect(header).toMatch(/^k=k1,t=1800000000,s=[\w-]{43}$/);
    expect(verifyRequest(header, identity, request, SECRET, at + 50)).toEqual({ ok: true, key: 'k1' });
    expect(verifyRequest(header, identity, request, SECRET, at + 51)).toEqual({ ok: false, reason: 'expired' });
    expect(verifyRequest(header, identity, request, SECRET, at - 10)).toEqual({ ok: true, key: 'k1' });
    expect(verifyRequest(header, identity, request, SECRET, at - 11)).toEqual({ ok: false, reason: 'expired' });
    expect(verifyRequest(header, identity, request, OTHER, at)).toEqual({ ok: false, reason: 'forged' });
    expect(verifyRequest(header, identity, request, `k2:${SECRET}`, at)).toEqual({ ok: false, reason: 'unknown-key' });
    expect(verifyRequest(undefined, identity, request, SECRET, at)).toEqual({ ok: false, reason: 'missing' });
    expect(verifyRequest('t=1,s=abc', identity, request, SECRET, at)).toEqual({ ok: false, reason: 'malformed' });
    // The old five-minute, identity-only signature is no longer accepted.
    expect(verifyRequest(`t=${at},s=${'A'.repeat(43)}`, identity, request, SECRET, at)).toEqual({ ok: false, reason: 'malformed' });
  });

  it('rotates: a shop signs with the first key of its ring, the gateway accepts every key of its own', () => {
    const shopDe = `shop-de:${SECRET}`;
    const shopCh = `shop-ch:${OTHER}`;
    const gateway = `shop-de:${SECRET},shop-ch:${OTHER}`;
    expect(verifyRequest(signRequest(identity, request, shopDe, at), identity, request, gateway, at)).toEqual({ ok: true, key: 'shop-de' });
    expect(verifyRequest(signRequest(identity, request, shopCh, at), identity, request, gateway, at)).toEqual({ ok: true, key: 'shop-ch' });
    // A key id with another shop's secret behind it is a forgery.
    expect(verifyRequest(signRequest(identity, request, `shop-de:${OTHER}`, at), identity, request, gateway, at)).toEqual({ ok: false, reason: 'forged' });
  });

  it('fails when any part of the identity or the request changes (property)', () => {
    const header = signRequest(identity, request, SECRET, at);
    fc.assert(
      fc.property(fc.constantFrom('tenant', 'visitor', 'clientIp', 'authorization', 'method', 'path', 'body', 'idempotencyKey'), fc.string({ maxLength: 40 }), (key, value) => {
        const sent = { identity: { ...identity }, request: { ...request } };
        if (key in identity) {
          fc.pre(value !== identity[key as keyof typeof identity]);
          (sent.identity as Record<string, string>)[key] = value;
        } else {
          fc.pre(key === 'method' ? value.toUpperCase() !== request.method : value !== request[key as keyof typeof request]);
          (sent.request as Record<string, string>)[key] = value;
        }
        expect(verifyRequest(header, sent.identity, sent.request, SECRET, at).ok).toBe(false);
      }),
    );
  });

  it('hashes bytes and their text alike, and nothing as an empty body', () => {
    expect(bodyHash(new TextEncoder().encode('{"a":1}'))).toBe(bodyHash('{"a":1}'));
    expect(bodyHash(undefined)).toBe(bodyHash(''));
  });
});

describe('key rings', () => {
  it('read `kid:secret,…` (the first signs) or one secret as k1, and refuse short keys and odd ids', () => {
    expect(keyRingOf(SECRET)).toEqual({ current: 'k1', keys: new Map([['k1', SECRET]]) });
    expect(keyRingOf(`new:${SECRET},old:${OTHER}`).current).toBe('new');
    expect(() => keyRingOf(`new:${SECRET},old:short`, 'VITRINE_LINK_SECRET')).toThrow('VITRINE_LINK_SECRET: key "old" must have at least 32 characters');
    expect(() => keyRingOf(`n w:${SECRET}`)).toThrow('must be letters, digits, _ or -');
  });

  it('keep a link signed by a key that was rotated out of first place', () => {
    const signature = signShort('paylink:pl1', `old:${OTHER}`);
    expect(verifyShort(signature, 'paylink:pl1', `new:${SECRET},old:${OTHER}`)).toBe(true);
    expect(verifyShort(signature, 'paylink:pl1', `new:${SECRET}`)).toBe(false);
    expect(verifyShort(signature, 'paylink:pl2', `new:${SECRET},old:${OTHER}`)).toBe(false);
  });
});
