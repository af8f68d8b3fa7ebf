import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseSearchParams, searchAnswerSchema, searchParamsOf } from './index';

describe('search request', () => {
  it('round-trips every request the shop can write (property)', () => {
    fc.assert(
      fc.property(
        fc.record({
          query: fc.string({ minLength: 1, maxLength: 200 }).filter((q) => q.trim() !== ''),
          locale: fc.constantFrom('de-DE', 'de-CH', 'fr-CH', 'nl-NL') as fc.Arbitrary<'de-DE'>,
          currency: fc.constantFrom('EUR', 'CHF') as fc.Arbitrary<'EUR'>,
          sort: fc.constantFrom('relevance', 'price-asc', 'price-desc', 'newest', 'rating') as fc.Arbitrary<'relevance'>,
          brands: fc.array(fc.string({ minLength: 1, maxLength: 60 }), { maxLength: 20 }),
          minPrice: fc.option(fc.integer({ min: 0, max: 10_000_000 }), { nil: undefined }),
          availableOnly: fc.boolean(),
          exact: fc.boolean(),
          offset: fc.integer({ min: 0, max: 100_000 }),
          limit: fc.integer({ min: 1, max: 100 }),
        }),
        (request) => {
          const parsed = parseSearchParams(searchParamsOf(request));
          expect(parsed.ok).toBe(true);
          if (parsed.ok) expect(parsed.request).toMatchObject({ ...request, minPrice: request.minPrice });
        },
      ),
    );
  });
  it('refuses bad input with the API’s codes', () => {
    const code = (query: string) => {
      const parsed = parseSearchParams(new URLSearchParams(query));
      return parsed.ok ? 'ok' : parsed.code;
    };
    expect(code('q=sofa&locale=de-DE')).toBe('ok');
    expect(code('q=&locale=de-DE')).toBe('query-empty');
    expect(code('q=&locale=de-DE&category=sofas')).toBe('ok');
    expect(code(`q=${'a'.repeat(201)}&locale=de-DE`)).toBe('query-too-long');
    expect(code('q=sofa&locale=xx-XX')).toBe('bad-locale');
    expect(code('q=sofa&locale=de-DE&currency=USD')).toBe('bad-currency');
    expect(code('q=sofa&locale=de-DE&sort=cheapest')).toBe('bad-sort');
    expect(code('q=sofa&locale=de-DE&limit=1000')).toBe('bad-limit');
    expect(code('q=sofa&locale=de-DE&offset=-1')).toBe('bad-offset');
    expect(code('q=sofa&locale=de-DE&minPrice=1e3')).toBe('bad-filter');
    expect(code('q=sofa&locale=de-DE&category=..%2Fx')).toBe('bad-filter');
  });
});

describe('search answer', () => {
  it('accepts the three kinds of interpretation and refuses a fourth', () => {
    const answer = {
      query: 'b75',
      interpretation: { kind: 'bra-size', band: '75', cup: 'B' },
      total: 0,
      offset: 0,
      nextOffset: null,
      products: [],
      facets: { categories: [], brands: [], price: null },
    };
    expect(searchAnswerSchema.parse(answer).interpretation.kind).toBe('bra-size');
    expect(searchAnswerSchema.parse({ ...answer, interpretation: { kind: 'category', category: 'sofas' } }).interpretation.kind).toBe('category');
    expect(searchAnswerSchema.safeParse({ ...answer, interpretation: { kind: 'colour' } }).success).toBe(false);
  });
});
