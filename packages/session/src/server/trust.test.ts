import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { newVisitorId } from '../visitor';
import { signIdentity, signVisitorId, verifyIdentity, verifyVisitorCookie, visitorCookieName, visitorFromSignedCookies } from './trust';

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

describe('forwarded identity', () => {
  const identity = { tenant: 'base', visitor: 'visitor-0001', clientIp: '203.0.113.9', authorization: 'Bearer x.y.z' };
  it('verifies what was signed within five minutes', () => {
    const header = signIdentity(identity, SECRET, 1_800_000_000);
    expect(verifyIdentity(header, identity, SECRET, 1_800_000_299)).toEqual({ ok: true });
    expect(verifyIdentity(header, identity, SECRET, 1_800_000_301)).toEqual({ ok: false, reason: 'expired' });
    expect(verifyIdentity(header, identity, OTHER, 1_800_000_000)).toEqual({ ok: false, reason: 'forged' });
    expect(verifyIdentity(undefined, identity, SECRET, 1_800_000_000)).toEqual({ ok: false, reason: 'missing' });
    expect(verifyIdentity('t=1,s=abc', identity, SECRET, 1)).toEqual({ ok: false, reason: 'malformed' });
  });

  it('fails when any part of the identity changes (property)', () => {
    const header = signIdentity(identity, SECRET, 1_800_000_000);
    fc.assert(
      fc.property(fc.constantFrom('tenant', 'visitor', 'clientIp', 'authorization'), fc.string({ maxLength: 40 }), (key, value) => {
        fc.pre(value !== identity[key as keyof typeof identity]);
        expect(verifyIdentity(header, { ...identity, [key]: value }, SECRET, 1_800_000_000).ok).toBe(false);
      }),
    );
  });
});
