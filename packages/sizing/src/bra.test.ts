import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { braSize, CUPS, parseBraSizeTerm, parseCentimetres } from './bra';

describe('bra-size finder', () => {
  it('rounds the underbust to the nearest band and reads the cup from the difference', () => {
    expect(braSize(74, 88)).toEqual({ ok: true, band: 75, cup: 'B', term: 'b75' });
    expect(braSize(72.4, 85)).toMatchObject({ band: 70, cup: 'A' });
    expect(braSize(72.5, 88.5)).toMatchObject({ band: 75, cup: 'C' });
    expect(braSize(80, 92)).toMatchObject({ cup: 'A' });
    expect(braSize(80, 93.9)).toMatchObject({ cup: 'A' });
    expect(braSize(80, 94)).toMatchObject({ cup: 'B' });
    expect(braSize(80, 107.9)).toMatchObject({ cup: 'H' });
  });
  it('says why it cannot tell', () => {
    expect(braSize(80, 91)).toEqual({ ok: false, problem: 'difference-too-small' });
    expect(braSize(80, 108)).toEqual({ ok: false, problem: 'difference-too-large' });
    expect(braSize(50, 70)).toEqual({ ok: false, problem: 'underbust-out-of-range' });
    expect(braSize(Number.NaN, 90)).toEqual({ ok: false, problem: 'invalid-input' });
    expect(braSize(-1, 90)).toEqual({ ok: false, problem: 'invalid-input' });
  });
  it('reads its own search terms back', () => {
    fc.assert(
      fc.property(fc.double({ min: 60, max: 130, noNaN: true }), fc.double({ min: 12, max: 27.9, noNaN: true }), (under, diff) => {
        const size = braSize(under, under + diff);
        if (size.ok) expect(parseBraSizeTerm(size.term)).toEqual({ band: String(size.band), cup: size.cup });
      }),
    );
    expect(parseBraSizeTerm('75 c')).toEqual({ band: '75', cup: 'C' });
    expect(parseBraSizeTerm('sofa')).toBeUndefined();
  });
  it('parses measurements as people type them', () => {
    expect(parseCentimetres('75')).toBe(75);
    expect(parseCentimetres(' 75,5 ')).toBe(75.5);
    expect(parseCentimetres('75.25')).toBe(75.25);
    for (const bad of ['', null, undefined, 'abc', '7500', '75,555', '-75']) expect(parseCentimetres(bad)).toBeNaN();
  });
  it('gives a band that is a multiple of 5 within 2.5 cm, and a cup that grows with the bust (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: 58, max: 132, noNaN: true }), fc.double({ min: 0, max: 40, noNaN: true }), (under, diff) => {
        const a = braSize(under, under + diff);
        const b = braSize(under, under + diff + 2);
        if (a.ok) {
          expect(a.band % 5).toBe(0);
          expect(Math.abs(a.band - under)).toBeLessThanOrEqual(2.5);
          if (b.ok) expect(CUPS.indexOf(b.cup)).toBeGreaterThanOrEqual(CUPS.indexOf(a.cup));
        }
      }),
    );
  });
});
