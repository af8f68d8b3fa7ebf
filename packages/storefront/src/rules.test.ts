import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMPTY_REVIEW, REVIEW_LIMITS, reviewProblems } from './review-rules';
import { isVisitorId, newVisitorId, visitorFromCookieHeader } from './visitor';

describe('review form rules (checked again by the gateway)', () => {
  const valid = { stars: '4', title: 'Passt gut', body: 'Schöner Stoff, fällt normal aus.', author: 'Erika', tags: ['fit'] };
  it('accepts a complete review', () => {
    expect(reviewProblems(valid)).toEqual({});
  });
  it('names every missing field of an empty form', () => {
    expect(reviewProblems(EMPTY_REVIEW)).toEqual({ stars: 'stars-range', title: 'too-short', body: 'too-short', author: 'too-short' });
  });
  it('accepts exactly the lengths the gateway accepts, after trimming (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom('title', 'body', 'author') as fc.Arbitrary<'title' | 'body' | 'author'>, fc.integer({ min: 0, max: 2100 }), (field, length) => {
        const [min, max] = REVIEW_LIMITS[field];
        const problems = reviewProblems({ ...valid, [field]: ` ${'a'.repeat(length)} ` });
        const expected = length < min ? 'too-short' : length > max ? 'too-long' : undefined;
        expect(problems[field]).toBe(expected);
      }),
    );
  });
  it('refuses stars outside 1–5 and markup characters', () => {
    for (const stars of ['0', '6', '4.5', 'x', '']) expect(reviewProblems({ ...valid, stars }).stars).toBe('stars-range');
    expect(reviewProblems({ ...valid, body: 'Gut <b>wirklich</b> gut und schön' }).body).toBe('bad-characters');
    expect(reviewProblems({ ...valid, tags: ['a', 'b', 'c', 'd', 'e'] }).tags).toBe('too-many');
  });
});

describe('visitor id', () => {
  it('makes ids the gateway accepts, and reads only well-formed ones from a Cookie header', () => {
    const id = newVisitorId();
    expect(isVisitorId(id)).toBe(true);
    expect(visitorFromCookieHeader(`a=1; vt_visitor=${id}; b=2`)).toBe(id);
    expect(visitorFromCookieHeader('vt_visitor=<script>')).toBeUndefined();
    expect(visitorFromCookieHeader('xvt_visitor=0123456789')).toBeUndefined();
    expect(visitorFromCookieHeader(null)).toBeUndefined();
  });
});
