import { describe, expect, it } from 'vitest';
import { contentAreaOf, isContentPath, languageOf, pathOfContentId, resolvePath } from './locale';

const ch = { defaultLocale: 'de-CH', locales: ['de-CH', 'fr-CH'] } as const;
const de = { defaultLocale: 'de-DE', locales: ['de-DE'] } as const;

describe('resolvePath (spec §2)', () => {
  it('takes the locale from a language prefix the tenant has', () => {
    expect(resolvePath('/fr/aide-service', ch)).toMatchObject({ locale: 'fr-CH', path: '/aide-service', contentId: 'aide-service' });
  });
  it('uses the default locale otherwise', () => {
    expect(resolvePath('/service-hilfe/ueber-uns', ch)).toMatchObject({ locale: 'de-CH', path: '/service-hilfe/ueber-uns', contentId: 'service-hilfe-ueber-uns' });
    expect(resolvePath('/fr/x', de)).toMatchObject({ locale: 'de-DE', path: '/fr/x' });
  });
  it('treats an empty path or a bare language as the storefront', () => {
    for (const p of ['', '/', '/fr', '/fr/', '//']) expect(resolvePath(p, ch)).toMatchObject({ isStorefront: true, contentId: 'storefront' });
    expect(resolvePath('/fr', ch).locale).toBe('fr-CH');
  });
  it('needs a whole segment: /deals and /frage are not language prefixes', () => {
    expect(resolvePath('/frage', ch)).toMatchObject({ locale: 'de-CH', path: '/frage' });
    expect(resolvePath('/de-CH/product', ch)).toMatchObject({ locale: 'de-CH', path: '/de-CH/product' });
  });
  it('strips the prefix of the default language too', () => {
    expect(resolvePath('/de/warenkorb', ch)).toMatchObject({ locale: 'de-CH', path: '/warenkorb' });
  });
  it('turns slashes into dashes for the content id', () => {
    expect(resolvePath('/magazin/wohnen/trends/', de).contentId).toBe('magazin-wohnen-trends');
  });
  it('gives the USP language key', () => {
    expect(languageOf('fr-CH')).toBe('fr');
    expect(languageOf('nl-NL')).toBe('nl');
  });
});

describe('content areas (spec §2)', () => {
  it('knows the paths of the content areas, the storefront too', () => {
    for (const path of [
      '/',
      '/storefront',
      '/service-hilfe/ueber-uns/agb/',
      '/aide-service',
      '/lp/winter',
      '/magazin/x',
      '/magazine',
      '/node/1',
      '/klantenservice',
      '/inspiratie/y',
      '/special/vacatures',
    ])
      expect(isContentPath(path), path).toBe(true);
    for (const path of ['/p/sofa-100003', '/warenkorb', '/kategorie/mode', '/lpx', '/magazinx/y']) expect(isContentPath(path), path).toBe(false);
  });
  it('finds the area of a content id, the longest first', () => {
    expect(contentAreaOf('service-hilfe-ueber-uns-agb')).toBe('service-hilfe');
    expect(contentAreaOf('magazine-salon')).toBe('magazine');
    expect(contentAreaOf('magazin-wohnzimmer')).toBe('magazin');
    expect(contentAreaOf('lp')).toBe('lp');
    expect(contentAreaOf('warenkorb')).toBeUndefined();
  });
  it('writes a path back from a content id that resolves to the same id', () => {
    const settings = { defaultLocale: 'de-DE' as const, locales: ['de-DE'] as const };
    for (const id of ['storefront', 'lp-fruehlings-sale', 'service-hilfe-ueber-uns-agb', 'special', 'inspiratie-woonkamer']) {
      const path = pathOfContentId(id);
      expect(path.startsWith('/')).toBe(true);
      expect(resolvePath(path, settings).contentId, id).toBe(id);
    }
    expect(pathOfContentId('lp-fruehlings-sale')).toBe('/lp/fruehlings-sale');
  });
});
