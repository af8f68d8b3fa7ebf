import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { baseTenant } from '../../../tenants/base/src/index';
import { chTenant } from '../../../tenants/ch/src/index';
import { createProxy } from './proxy';

const rewriteOf = (proxy: ReturnType<typeof createProxy>, path: string) => {
  const response = proxy(new NextRequest(new URL(path, 'http://localhost:3001')));
  const target = response.headers.get('x-middleware-rewrite');
  return { path: target ? new URL(target).pathname + new URL(target).search : null, language: response.headers.get('content-language') };
};

describe('proxy: public, localized paths → one internal route', () => {
  const ch = createProxy(chTenant);
  const de = createProxy(baseTenant);
  it('maps storefronts per locale', () => {
    expect(rewriteOf(ch, '/')).toEqual({ path: '/de-CH', language: 'de-CH' });
    expect(rewriteOf(ch, '/fr')).toEqual({ path: '/fr-CH', language: 'fr-CH' });
    expect(rewriteOf(de, '/')).toEqual({ path: '/de-DE', language: 'de-DE' });
  });
  it('maps product paths to the product route with slug and sku', () => {
    expect(rewriteOf(ch, '/fr/p/robe-d-ete-100003').path).toBe('/fr-CH/product/robe-d-ete/100003');
    expect(rewriteOf(de, '/p/sommerkleid-mit-guertel-100003?ref=x').path).toBe('/de-DE/product/sommerkleid-mit-guertel/100003?ref=x');
  });
  it('sends unknown paths and foreign prefixes to the localized 404', () => {
    expect(rewriteOf(ch, '/gibt-es-nicht/auch-nicht').path).toBe('/de-CH/missing/gibt-es-nicht-auch-nicht');
    expect(rewriteOf(de, '/fr/panier').path).toBe('/de-DE/missing/fr-panier');
    expect(rewriteOf(ch, '/de-CH/product/x/100003').path).toBe('/de-CH/missing/de-CH-product-x-100003');
  });
  it('knows screens whose internal route comes with a later issue (the route table is complete)', () => {
    expect(rewriteOf(ch, '/fr/panier').path).toBe('/fr-CH/basket');
    expect(rewriteOf(de, '/kasse/bezahlt/').path).toMatch(/^\/de-DE\/afterPayment\/?$/);
  });
});
