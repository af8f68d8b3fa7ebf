import { describe, expect, it } from 'vitest';
import { checkSessionToken, keyRingOf, signSessionToken } from '../src/http/tokens';

const now = new Date('2026-11-23T12:00:00Z');
const iat = Math.floor(now.getTime() / 1000);
const claims = { aud: 'base', sub: 'c-de-0001', sid: 'session-0001-abcdef', type: 2, cc: 'x', iat, exp: iat + 600 };
const A = 'a'.repeat(40);
const B = 'b'.repeat(40);

describe('session key ring', () => {
  it('keeps verifying the previous key after rotation, and signs with the first', () => {
    const before = keyRingOf(`k1:${A}`);
    const after = keyRingOf(`k2:${B},k1:${A}`);
    const old = signSessionToken(claims, before);
    expect(checkSessionToken(old, after, { audience: 'base', now })).toMatchObject({ sub: 'c-de-0001' });
    const fresh = signSessionToken(claims, after);
    expect(JSON.parse(Buffer.from(fresh.split('.')[0]!, 'base64url').toString())).toMatchObject({ kid: 'k2' });
    // Once k1 is retired, its tokens are refused.
    expect(checkSessionToken(old, keyRingOf(`k2:${B}`), { audience: 'base', now })).toBe('unknown-key');
  });

  it('refuses short secrets and odd key ids', () => {
    expect(() => keyRingOf('short')).toThrow(/at least 32/);
    expect(() => keyRingOf(`k 1:${A}`)).toThrow(/letters, digits/);
    expect(keyRingOf(A)).toMatchObject({ current: 'k1' });
  });

  it('says why a token is refused', () => {
    const ring = keyRingOf(A);
    const token = signSessionToken(claims, ring);
    expect(checkSessionToken(token, ring, { audience: 'ch', now })).toBe('audience');
    expect(checkSessionToken(token, ring, { audience: 'base', now: new Date(now.getTime() + 601_000) })).toBe('expired');
    expect(checkSessionToken(signSessionToken({ ...claims, exp: iat + 3 * 3600 }, ring), ring, { audience: 'base', now })).toBe('lifetime');
    expect(checkSessionToken(signSessionToken({ ...claims, type: 1, exp: iat + 3 * 3600 }, ring), ring, { audience: 'base', now })).toMatchObject({ type: 1 });
    expect(checkSessionToken(signSessionToken({ ...claims, iat: iat + 600, exp: iat + 900 }, ring), ring, { audience: 'base', now })).toBe('not-yet');
    expect(checkSessionToken(`${token}x`, ring, { audience: 'base', now })).toBe('signature');
    expect(checkSessionToken('a.b', ring, { audience: 'base', now })).toBe('malformed');
    expect(checkSessionToken(undefined, ring, { audience: 'base', now })).toBe('malformed');
  });
});
