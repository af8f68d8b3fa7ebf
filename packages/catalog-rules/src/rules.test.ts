import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_REVIEW,
  filledSlots,
  isListingSort,
  isProductCacheTag,
  isReviewTagKey,
  isSku,
  isStars,
  LISTING_SORTS,
  normaliseReviewText,
  productCacheTag,
  RECOMMENDATION_SLOTS,
  REVIEW_LIMITS,
  reviewProblems,
  reviewTextProblem,
  slotKind,
} from './index';

describe('sku', () => {
  it('accepts 4 to 20 letters or digits and nothing else (property)', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 0, maxLength: 30 }), (s) => {
        expect(isSku(s)).toBe(/^[A-Za-z0-9]+$/.test(s) && s.length >= 4 && s.length <= 20);
      }),
    );
    expect(isSku('100313')).toBe(true);
    expect(isSku('x-100313')).toBe(false);
    expect(isSku(100313)).toBe(false);
  });
});

describe('product cache tags', () => {
  it('a tag made from a sku is recognised, and only such a tag (property)', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 0, maxLength: 30 }), (s) => {
        expect(isProductCacheTag(productCacheTag(s))).toBe(isSku(s));
        expect(isProductCacheTag(s)).toBe(s.startsWith('product:') && isSku(s.slice(8)));
      }),
    );
    expect(productCacheTag('100313')).toBe('product:100313');
    expect(isProductCacheTag('products')).toBe(false);
    expect(isProductCacheTag('product:../x')).toBe(false);
    expect(isProductCacheTag(['product:100313'])).toBe(false);
  });
});

describe('listing sorts', () => {
  it('knows exactly the offered keys, relevance first', () => {
    expect(LISTING_SORTS[0]).toBe('relevance');
    for (const sort of LISTING_SORTS) expect(isListingSort(sort)).toBe(true);
    for (const other of ['', 'price', 'RELEVANCE', undefined, 3]) expect(isListingSort(other)).toBe(false);
  });
});

describe('recommendation slots', () => {
  it('are the spec §9 slots, the empty slot left out of the filled ones', () => {
    expect(filledSlots('PRODUCT_PAGE')).toEqual([1, 2, 4]);
    expect(filledSlots('ADD_TO_BASKET')).toEqual([1, 2]);
    expect(slotKind('PRODUCT_PAGE', 3)).toBe('EMPTY');
    expect(slotKind('ADD_TO_BASKET', 2)).toBe('ADVERTISING_PARTNER');
    expect(slotKind('ADD_TO_BASKET', 3)).toBeUndefined();
    expect(slotKind('PRODUCT_PAGE', 0)).toBeUndefined();
    expect(slotKind('PRODUCT_PAGE', 1.5)).toBeUndefined();
    expect(RECOMMENDATION_SLOTS.PRODUCT_PAGE).toHaveLength(4);
  });
});

describe('review rules', () => {
  const valid = { stars: '4', title: 'Passt gut', body: 'Schöner Stoff, fällt normal aus.', author: 'Erika', tags: ['fit'] };

  it('accepts a complete review, with stars as a string or a number', () => {
    expect(reviewProblems(valid)).toEqual({});
    expect(reviewProblems({ ...valid, stars: 5 })).toEqual({});
  });

  it('names every missing field of an empty form', () => {
    expect(reviewProblems(EMPTY_REVIEW)).toEqual({ stars: 'stars-range', title: 'too-short', body: 'too-short', author: 'too-short' });
  });

  it('accepts exactly the lengths within the limits, after trimming (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom('title', 'body', 'author') as fc.Arbitrary<'title' | 'body' | 'author'>, fc.integer({ min: 0, max: 2100 }), (field, length) => {
        const { min, max } = REVIEW_LIMITS[field];
        const problem = reviewTextProblem(field, ` \r\n${'a'.repeat(length)}  `);
        expect(problem).toBe(length < min ? 'too-short' : length > max ? 'too-long' : undefined);
      }),
    );
  });

  it('refuses stars outside 1–5, markup, control characters and line breaks outside the body', () => {
    for (const stars of ['0', '6', '4.5', 'x', '', 0, 6, 4.5, Number.NaN]) expect(isStars(stars)).toBe(false);
    expect(reviewProblems({ ...valid, body: 'Gut <b>wirklich</b> gut und schön' }).body).toBe('bad-characters');
    expect(reviewTextProblem('title', 'Eine\nZeile')).toBe('bad-characters');
    expect(reviewTextProblem('body', 'Erste Zeile ist gut.\nZweite Zeile auch.')).toBeUndefined();
    expect(reviewTextProblem('author', 'Er\u0007ika')).toBe('bad-characters');
  });

  it('limits the topics to four known keys', () => {
    expect(reviewProblems({ ...valid, tags: ['a', 'b', 'c', 'd', 'e'] }).tags).toBe('too-many');
    expect(reviewProblems({ ...valid, tags: ['fit', 'fit', 'fit', 'fit', 'fit'] }).tags).toBeUndefined();
    expect(reviewProblems({ ...valid, tags: ['Fit!'] }).tags).toBe('unknown-tag');
    expect(reviewProblems({ ...valid, tags: ['quality'] }, new Set(['fit'])).tags).toBe('unknown-tag');
    expect(isReviewTagKey('size-fit')).toBe(true);
  });

  it('normalises the stored text', () => {
    expect(normaliseReviewText('  Cafe\u0301\r\nbar \r ')).toBe('Café\nbar');
  });
});
