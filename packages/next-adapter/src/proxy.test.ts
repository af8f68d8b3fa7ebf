import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_PAGE_SCREENS } from '@vitrine/i18n';
import { baseTenant } from '@vitrine/tenant-base';
import { chTenant } from '@vitrine/tenant-ch';
import { ACCOUNT_PAGES, type TenantConfig } from '@vitrine/tenant-config';
import { deTenant } from '@vitrine/tenant-de';
import { signVisitorId } from '@vitrine/session/server';
import { createProxy, MISSING_AREA_HEADER } from './proxy';

const SECRET = 'test-visitor-secret-0123456789abcdef';
process.env.VITRINE_VISITOR_SECRET = SECRET;
const signedCookie = (id: string) => `vt_visitor=${signVisitorId(id, SECRET)}`;

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

describe('proxy: editors’ pages and the 404', () => {
  const index = async (locale: string) =>
    new Set(locale === 'fr-CH' ? ['aide-service-qui-sommes-nous-cgv', 'magazine-salon'] : ['service-hilfe-ueber-uns-agb', 'lp-winter-sale', 'magazin']);
  const ch = createProxy(chTenant, { contentIndex: index });
  const answer = (path: string, headers: Record<string, string> = {}) => ch(new NextRequest(new URL(path, 'http://localhost:3001'), { headers }));
  it('sends a published content id to the content screen, with the stable nonce of cached pages', async () => {
    const first = await answer('/service-hilfe/ueber-uns/agb/');
    // NextURL keeps the public path's trailing slash; the app router takes both.
    expect(new URL(first.headers.get('x-middleware-rewrite')!).pathname).toMatch(/^\/de-CH\/content\/service-hilfe-ueber-uns-agb\/?$/);
    expect(first.status).toBe(200);
    const again = await answer('/lp/winter-sale');
    const nonce = (r: Response) => /'nonce-([^']+)'/.exec(r.headers.get('content-security-policy')!)![1];
    expect(nonce(again)).toBe(nonce(first));
    expect(new URL((await answer('/fr/aide-service/qui-sommes-nous/cgv')).headers.get('x-middleware-rewrite')!).pathname).toBe('/fr-CH/content/aide-service-qui-sommes-nous-cgv');
  });
  it('answers an area with pages below it (its index), and nothing outside the content areas', async () => {
    expect(new URL((await answer('/lp')).headers.get('x-middleware-rewrite')!).pathname).toBe('/de-CH/content/lp');
    expect(new URL((await answer('/fr/magazine')).headers.get('x-middleware-rewrite')!).pathname).toBe('/fr-CH/content/magazine');
    expect(new URL((await answer('/node')).headers.get('x-middleware-rewrite')!).pathname).toBe('/de-CH/missing/node');
  });
  it('gives an unknown path status 404 on a page load and to a fetch(), and 200 to a client navigation’s data request (RSC: 1)', async () => {
    const load = await answer('/magazin/gibt-es-nicht');
    expect(new URL(load.headers.get('x-middleware-rewrite')!).pathname).toBe('/de-CH/missing/magazin-gibt-es-nicht');
    expect(load.status).toBe(404);
    expect((await answer('/magazin/gibt-es-nicht', { 'sec-fetch-mode': 'navigate' })).status).toBe(404);
    expect((await answer('/magazin/gibt-es-nicht', { 'sec-fetch-mode': 'cors' })).status).toBe(404);
    expect((await answer('/magazin/gibt-es-nicht', { 'sec-fetch-mode': 'no-cors' })).status).toBe(404);
    expect((await answer('/magazin/gibt-es-nicht', { 'sec-fetch-mode': 'cors', rsc: '1' })).status).toBe(200);
    const nonce = (r: Response) => /'nonce-([^']+)'/.exec(r.headers.get('content-security-policy')!)![1];
    expect(nonce(load)).not.toBe(nonce(await answer('/magazin/gibt-es-nicht')));
  });
  it('lets a previewing editor reach any path of a content area (drafts are not in the index)', async () => {
    const draft = await answer('/lp/fruehlingsstart', { cookie: '__prerender_bypass=x' });
    expect(new URL(draft.headers.get('x-middleware-rewrite')!).pathname).toBe('/de-CH/content/lp-fruehlingsstart');
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
    const known = new NextRequest(new URL('/s?q=jacke', 'http://localhost:3000'), { headers: { cookie: signedCookie('0123456789abcdef') } });
    expect((await de(known)).cookies.get('vt_visitor')).toBeUndefined();
    const empty = await de(new NextRequest(new URL('/s?q=++', 'http://localhost:3000')));
    expect(new URL(empty.headers.get('x-middleware-rewrite')!).pathname).toBe('/de-DE/search-form');
  });
});

describe('proxy: the visitor id', () => {
  const de = createProxy(baseTenant);
  it('gives a first page view the signed HttpOnly visitor cookie, private to that answer, and leaves a known one alone', async () => {
    const first = await de(new NextRequest(new URL('/p/sofa-100003', 'http://localhost:3000')));
    expect(first.cookies.get('vt_visitor')?.value).toMatch(/^[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}$/);
    expect(first.cookies.get('vt_visitor')).toMatchObject({ httpOnly: true, sameSite: 'lax' });
    expect(first.headers.get('cache-control')).toBe('private, no-store');
    const again = await de(new NextRequest(new URL('/p/sofa-100003', 'http://localhost:3000'), { headers: { cookie: signedCookie('0123456789abcdef') } }));
    expect(again.cookies.get('vt_visitor')).toBeUndefined();
    expect(again.headers.get('cache-control')).toBeNull();
  });
  it('gives a forged or unsigned cookie a new id', async () => {
    for (const cookie of ['vt_visitor=0123456789abcdef', `vt_visitor=0123456789abcdef.${'A'.repeat(43)}`, `vt_visitor=${signVisitorId('0123456789abcdef', 'x'.repeat(40))}`]) {
      const answer = await de(new NextRequest(new URL('/p/sofa-100003', 'http://localhost:3000'), { headers: { cookie } }));
      expect(answer.cookies.get('vt_visitor')?.value.split('.')[0]).not.toBe('0123456789abcdef');
    }
  });
  it('uses the __Host- cookie (Secure, Path=/) where the configuration says so, and reads only that name', async () => {
    process.env.VITRINE_SECURE_COOKIES = '1';
    try {
      const answer = await de(new NextRequest(new URL('/p/sofa-100003', 'https://shop.example')));
      expect(answer.cookies.get('__Host-vt_visitor')).toMatchObject({ secure: true, path: '/', httpOnly: true });
      // A cookie without the prefix (a sibling subdomain can set one) is not read: a new id.
      const planted = `vt_visitor=${signVisitorId('0123456789abcdef', SECRET)}`;
      const again = await de(new NextRequest(new URL('/p/sofa-100003', 'https://shop.example'), { headers: { cookie: planted } }));
      expect(again.cookies.get('__Host-vt_visitor')?.value.split('.')[0]).not.toBe('0123456789abcdef');
      const own = await de(new NextRequest(new URL('/p/sofa-100003', 'https://shop.example'), { headers: { cookie: `__Host-${planted}` } }));
      expect(own.cookies.get('__Host-vt_visitor')).toBeUndefined();
    } finally {
      delete process.env.VITRINE_SECURE_COOKIES;
    }
  });
  it('decides Secure by configuration: a peer’s X-Forwarded-Proto changes nothing', async () => {
    const answer = await de(new NextRequest(new URL('/p/sofa-100003', 'http://localhost:3000'), { headers: { 'x-forwarded-proto': 'https' } }));
    expect(answer.cookies.get('vt_visitor')).toMatchObject({ secure: false });
    expect(answer.cookies.get('__Host-vt_visitor')).toBeUndefined();
  });
});

describe('proxy: security headers of every page', () => {
  const de = createProxy(baseTenant);
  it('sends a strict policy with a fresh nonce, also to Next in the request, and the common headers', async () => {
    const one = await de(new NextRequest(new URL('/p/sofa-100003', 'http://localhost:3000')));
    const two = await de(new NextRequest(new URL('/p/sofa-100003', 'http://localhost:3000')));
    const policy = one.headers.get('content-security-policy')!;
    const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(policy)![1];
    expect(nonce).not.toBe(/'nonce-([A-Za-z0-9+/=]+)'/.exec(two.headers.get('content-security-policy')!)![1]);
    for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "form-action 'self'", "'strict-dynamic'", 'report-uri /api/csp-report'])
      expect(policy).toContain(directive);
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    // Forms post to the shop, and (checkout without JavaScript) on to the payment provider only.
    expect(/form-action ([^;]*)/.exec(policy)![1]).toBe(`'self' ${new URL(process.env.VITRINE_PAYMENT_ORIGIN || process.env.GATEWAY_URL || 'http://127.0.0.1:4000').origin}`);
    // Next reads the request's policy to put the nonce on its scripts.
    expect(one.headers.get('x-middleware-request-content-security-policy')).toBe(policy);
    expect(one.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains');
    expect(one.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(one.headers.get('cross-origin-resource-policy')).toBe('same-origin');
  });
});

describe('proxy: account pages the tenant switches off', () => {
  const areaOf = (response: Response) => response.headers.get(`x-middleware-request-${MISSING_AREA_HEADER}`);
  const answer = (tenant: TenantConfig, path: string, headers: Record<string, string> = {}) =>
    createProxy(tenant)(new NextRequest(new URL(path, 'http://localhost:3001'), { headers }));
  it('names every page the tenant configuration knows, each with its own screen', () => {
    expect(Object.keys(ACCOUNT_PAGE_SCREENS).sort()).toEqual([...ACCOUNT_PAGES].sort());
    expect(new Set(Object.values(ACCOUNT_PAGE_SCREENS)).size).toBe(ACCOUNT_PAGES.length);
  });
  it('answers the base’s switched-off pages with the 404 that links to the account’s start', async () => {
    for (const path of [
      '/mein-konto/meine-bestellungen-und-lieferungen',
      '/mein-konto/uebersicht',
      '/mein-konto/meine-rechnungen',
      '/mein-konto/payback',
      '/mein-konto/meine-zahltermine',
    ]) {
      const response = await answer(baseTenant, path);
      expect(new URL(response.headers.get('x-middleware-rewrite')!).pathname, path).toMatch(/^\/de-DE\/missing\//);
      expect(response.status, path).toBe(404);
      expect(areaOf(response), path).toBe('account');
    }
    // The pages the base serves.
    expect(new URL((await answer(baseTenant, '/mein-konto/mein-adressbuch')).headers.get('x-middleware-rewrite')!).pathname).toBe('/de-DE/account-address-book');
  });
  it('serves them where the tenant switches them on: shop-de all, shop-ch all but payback and payment dates', async () => {
    expect(new URL((await answer(deTenant, '/mein-konto/payback')).headers.get('x-middleware-rewrite')!).pathname).toBe('/de-DE/account-payback');
    expect(new URL((await answer(deTenant, '/mein-konto/meine-bestellungen-und-lieferungen')).headers.get('x-middleware-rewrite')!).pathname).toBe('/de-DE/account-orders');
    expect(new URL((await answer(chTenant, '/fr/mon-compte/mes-factures')).headers.get('x-middleware-rewrite')!).pathname).toBe('/fr-CH/account-invoices');
    // Payback has no path in de-CH at all: the plain 404.
    const payback = await answer(chTenant, '/mein-konto/payback');
    expect(payback.status).toBe(404);
    expect(areaOf(payback)).toBeNull();
  });
  it('never passes on a header of that name that the browser sent', async () => {
    const response = await answer(chTenant, '/gibt-es-nicht', { [MISSING_AREA_HEADER]: 'account' });
    expect(response.status).toBe(404);
    expect(areaOf(response)).toBeNull();
  });
});
