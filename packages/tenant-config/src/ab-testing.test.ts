import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AB_TEST_NAME, AB_VARIANTS, assignAbVariant, isAbVariant } from './index';

describe('A/B variants', () => {
  it('assigns A or B from any random number in [0, 1), about half each', () => {
    fc.assert(fc.property(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), (r) => AB_VARIANTS.includes(assignAbVariant(r))));
    expect(assignAbVariant(0)).toBe('A');
    expect(assignAbVariant(0.4999)).toBe('A');
    expect(assignAbVariant(0.5)).toBe('B');
    expect(assignAbVariant(0.9999)).toBe('B');
  });
  it('knows its variants and test names', () => {
    expect(isAbVariant('B')).toBe(true);
    expect(isAbVariant('C')).toBe(false);
    expect(AB_TEST_NAME.test('2025_04_Aplus_reco')).toBe(true);
    expect(AB_TEST_NAME.test('x; drop table')).toBe(false);
  });
});
