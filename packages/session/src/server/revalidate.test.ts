import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REVALIDATE_MAX_AGE_SECONDS, signRevalidation, verifyRevalidation } from './revalidate';

const SECRET = 'revalidate-secret-0123456789abcdef0123456789';
const tags = ['product:100319', 'product:100017'];
const now = 1_800_000_000;

describe('the gateway’s word that cached pages went stale', () => {
  it('holds for the tags it was made for, with its secret, for a minute', () => {
    const header = signRevalidation(tags, SECRET, now);
    expect(verifyRevalidation(header, tags, SECRET, now)).toBe(true);
    expect(verifyRevalidation(header, tags, SECRET, now + REVALIDATE_MAX_AGE_SECONDS)).toBe(true);
    expect(verifyRevalidation(header, tags, SECRET, now + REVALIDATE_MAX_AGE_SECONDS + 1)).toBe(false);
    expect(verifyRevalidation(signRevalidation(tags, SECRET, now + REVALIDATE_MAX_AGE_SECONDS + 1), tags, SECRET, now)).toBe(false);
  });
  it('holds for no other tags, order or secret', () => {
    const header = signRevalidation(tags, SECRET, now);
    expect(verifyRevalidation(header, [tags[0]!], SECRET, now)).toBe(false);
    expect(verifyRevalidation(header, [...tags].reverse(), SECRET, now)).toBe(false);
    expect(verifyRevalidation(header, [...tags, 'product:100001'], SECRET, now)).toBe(false);
    expect(verifyRevalidation(header, tags, `${SECRET}x`, now)).toBe(false);
    for (const bad of [undefined, null, '', 't=1,s=x', 'garbage']) expect(verifyRevalidation(bad, tags, SECRET, now)).toBe(false);
    expect(() => signRevalidation(tags, 'short', now)).toThrow(RangeError);
  });
  it('never holds once a character of its signature changed (property)', () => {
    const header = signRevalidation(tags, SECRET, now);
    const [time, signature] = header.split(',s=') as [string, string];
    fc.assert(
      fc.property(fc.integer({ min: 0, max: signature.length - 1 }), fc.constantFrom(...'ABCDEFabcdef0123456789-_'), (at, char) => {
        fc.pre(signature[at] !== char);
        return !verifyRevalidation(`${time},s=${signature.slice(0, at)}${char}${signature.slice(at + 1)}`, tags, SECRET, now);
      }),
    );
  });
});
