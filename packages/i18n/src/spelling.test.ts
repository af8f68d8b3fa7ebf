import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { localSpelling } from './spelling';
import { PRODUCT_LOCALES } from './locale';

describe('local spelling', () => {
  it('writes "ss" for "ß" in Swiss German only', () => {
    expect(localSpelling('Größe und Maße', 'de-CH')).toBe('Grösse und Masse');
    for (const locale of PRODUCT_LOCALES.filter((l) => l !== 'de-CH')) expect(localSpelling('Größe', locale)).toBe('Größe');
  });
  it('never leaves a "ß" in de-CH and changes nothing else (property)', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const swiss = localSpelling(text, 'de-CH');
        expect(swiss).not.toContain('ß');
        expect(swiss.split('ss').join('ß')).toBe(text.split('ss').join('ß'));
      }),
    );
  });
});
