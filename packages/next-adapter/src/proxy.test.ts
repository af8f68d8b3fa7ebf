import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { baseTenant } from '@vitrine/tenant-base';
import { chTenant } from '@vitrine/tenant-ch';
import { createProxy } from './proxy';

const rewriteOf = async (proxy: ReturnType<typeof createProxy>, path: string) => {
  const response = await proxy(new NextRequest(new URL(path, 'http://localhost:3001')));
  const target = response.headers.get('x-middleware-rewrite');
  return { path: target ? new URL(target).pathname + new URL(target).search : null, language: response.headers.get('content-language') };
};

describe('proxy: public, localized paths → one internal route', () => {
  const ch = createProxy(chTenant);
  const de = createProxy(baseTenant);
  it('maps storefronts per locale', async () => {
    expect(await rewriteOf(ch, '/')).toEqual({ path: '/de-CH', language: 'de-CH' });
    expect(await rewriteOf(ch, '/fr')).toEqual({ path: '/fr-CH', language: 'fr-CH' });
    expect(await rewriteOf(de, '/')).toEqual({ path: '/de-DE', language: 'de-DE' });
  });
  it('maps product paths to the product route with slug and sku', async () => {
    expect((await rewriteOf(ch, '/fr/p/robe-d-ete-100003')).path).toBe('/fr-CH/product/robe-d-ete/100003');
    expect((await rewriteOf(de, '/p/sommerkleid-mit-guertel-100003?ref=x')).path).toBe('/de-DE/product/sommerkleid-mit-guertel/100003?ref=x');
  });
  it('sends unknown paths and foreign prefixes to the localized 404', async () => {
    expect((await rewriteOf(ch, '/gibt-es-nicht/auch-nicht')).path).toBe('/de-CH/missing/gibt-es-nicht-auch-nicht');
    expect((await rewriteOf(de, '/fr/panier')).path).toBe('/de-DE/missing/fr-panier');
    expect((await rewriteOf(ch, '/de-CH/product/x/100003')).path).toBe('/de-CH/missing/de-CH-product-x-100003');
  });
  it('knows screens whose internal route comes with a later issue (the route table is complete)', async () => {
    expect((await rewriteOf(ch, '/fr/panier')).path).toBe('/fr-CH/basket');
    expect((await rewriteOf(de, '/kasse/bezahlt/')).path).toMatch(/^\/de-DE\/after-payment\/?$/);
  });
});

describe('proxy: the search form without JavaScript', () => {
  const de = createProxy(baseTenant);
  it('redirects ?q= to the results path and gives a first visitor the history cookie', async () => {
    const response = await de(new NextRequest(new URL('/s?q=%20Sommer%20kleid%20', 'http://localhost:3000')));
    expect(response.status).toBe(303);
    expect(new URL(response.headers.get('location')!).pathname).toBe('/s/Sommer%20kleid');
    expect(response.cookies.get('vt_visitor')).toMatchObject({ httpOnly: true, sameSite: 'lax', path: '/' });
  });
  it('keeps a known visitor id and shows the empty form for an empty term', async () => {
    const known = new NextRequest(new URL('/s?q=jacke', 'http://localhost:3000'), { headers: { cookie: 'vt_visitor=0123456789abcdef' } });
    expect((await de(known)).cookies.get('vt_visitor')).toBeUndefined();
    const empty = await de(new NextRequest(new URL('/s?q=++', 'http://localhost:3000')));
    expect(new URL(empty.headers.get('x-middleware-rewrite')!).pathname).toBe('/de-DE/search-form');
  });
});

describe('proxy: the visitor id', () => {
  const de = createProxy(baseTenant);
  it('gives a first page view the HttpOnly visitor cookie, and leaves a known one alone', async () => {
    const first = await de(new NextRequest(new URL('/p/sofa-100003', 'http://localhost:3000')));
    expect(first.cookies.get('vt_visitor')?.value).toMatch(/^[0-9a-f-]{36}$/);
    expect(first.cookies.get('vt_visitor')).toMatchObject({ httpOnly: true, sameSite: 'lax' });
    const again = await de(new NextRequest(new URL('/p/sofa-100003', 'http://localhost:3000'), { headers: { cookie: 'vt_visitor=0123456789abcdef' } }));
    expect(again.cookies.get('vt_visitor')).toBeUndefined();
  });
});
