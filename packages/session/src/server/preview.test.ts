import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PREVIEW_MAX_AGE_SECONDS, signPreview, verifyPreview } from './preview';

const SECRET = 'preview-secret-0123456789abcdef0123456789';
const target = { clientId: 'vitrine-ch', locale: 'fr-CH', id: 'lp-printemps' };
const now = 1_800_000_000;

describe('preview tokens', () => {
  it('open the draft they were made for, with the secret they were made with, for eight hours', () => {
    const token = signPreview(target, SECRET, now);
    expect(verifyPreview(token, target, SECRET, now)).toBe(true);
    expect(verifyPreview(token, target, SECRET, now + PREVIEW_MAX_AGE_SECONDS)).toBe(true);
    expect(verifyPreview(token, target, SECRET, now + PREVIEW_MAX_AGE_SECONDS + 1)).toBe(false);
    // Made in the future (a clock far ahead): refused.
    expect(verifyPreview(signPreview(target, SECRET, now + 120), target, SECRET, now)).toBe(false);
  });
  it('open no other draft, shop or locale, and nothing with another secret', () => {
    const token = signPreview(target, SECRET, now);
    expect(verifyPreview(token, { ...target, id: 'lp-autre' }, SECRET, now)).toBe(false);
    expect(verifyPreview(token, { ...target, clientId: 'vitrine-de' }, SECRET, now)).toBe(false);
    expect(verifyPreview(token, { ...target, locale: 'de-CH' }, SECRET, now)).toBe(false);
    expect(verifyPreview(token, target, `${SECRET}x`, now)).toBe(false);
    for (const bad of [undefined, null, '', 't=1,s=x', 'garbage']) expect(verifyPreview(bad, target, SECRET, now)).toBe(false);
    expect(() => signPreview(target, 'short', now)).toThrow(RangeError);
  });
  it('never verify a token whose signature was changed (property)', () => {
    const token = signPreview(target, SECRET, now);
    const signature = token.split(',s=')[1]!;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: signature.length - 1 }), fc.constantFrom(...'ABCDEFabcdef0123456789-_'), (at, char) => {
        fc.pre(signature[at] !== char);
        const forged = `${token.split(',s=')[0]},s=${signature.slice(0, at)}${char}${signature.slice(at + 1)}`;
        return !verifyPreview(forged, target, SECRET, now);
      }),
    );
  });
});
