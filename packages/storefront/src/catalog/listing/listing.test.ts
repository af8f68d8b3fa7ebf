import { LISTING_SORTS } from '@vitrine/catalog-rules';
import { describe, expect, it } from 'vitest';
import { LISTING_PAGE_SIZE, listingRequest, readQuery } from './listing';

describe('listing query (the URL of search results and category listings)', () => {
  it('keeps only the sorts the gateway knows', () => {
    expect(LISTING_SORTS.length).toBeGreaterThan(0);
    for (const sort of LISTING_SORTS) expect(readQuery({ sort }).sort).toBe(sort);
    expect(readQuery({ sort: 'price' }).sort).toBeUndefined();
  });
  it('asks for every page up to the one in the URL, at most 20', () => {
    expect(listingRequest(readQuery({ page: '3' }), { query: 'sofa', locale: 'de-DE', currency: 'EUR' }).limit).toBe(3 * LISTING_PAGE_SIZE);
    expect(readQuery({ page: '999' }).page).toBe(20);
    expect(readQuery({ page: '-1' }).page).toBe(1);
  });
  it('turns whole currency units into minor units and drops what is not a number', () => {
    const request = listingRequest(readQuery({ min: '50', max: '1e3', brand: ['Lund', 'Vero'] }), { query: 'sofa', locale: 'de-CH', currency: 'CHF' });
    expect(request.minPrice).toBe(5_000);
    expect(request.maxPrice).toBeUndefined();
    expect(request.brands).toEqual(['Lund', 'Vero']);
  });
});
