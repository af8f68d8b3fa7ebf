import { describe, expect, it } from 'vitest';
import { countryOf, geoHandler } from './geo';

describe('the shopper’s country (geo-country layer)', () => {
  it('takes the front door’s header first, then the region of the first language', () => {
    expect(countryOf(new Headers({ 'x-vitrine-country': 'de' }))).toBe('DE');
    expect(countryOf(new Headers({ 'x-vitrine-country': 'XX', 'accept-language': 'de-AT,de;q=0.8' }))).toBe('AT');
    expect(countryOf(new Headers({ 'accept-language': 'fr-CH, fr;q=0.9' }))).toBe('CH');
    expect(countryOf(new Headers({ 'accept-language': 'de' }))).toBeNull();
    expect(countryOf(new Headers({ 'cf-ipcountry': 'NL' }), 'cf-ipcountry')).toBe('NL');
    expect(countryOf(new Headers({ 'x-vitrine-country': 'Germany' }))).toBeNull();
  });
  it('answers privately, never from a shared cache', async () => {
    const res = geoHandler(new Request('http://shop/api/geo', { headers: { 'accept-language': 'de-DE' } }));
    expect(await res.json()).toEqual({ country: 'DE' });
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });
});
