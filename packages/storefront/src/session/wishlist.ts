import { isSku } from '@vitrine/catalog-rules';
import { AddToWishlistDocument, ProductVariantsDocument, RemoveFromWishlistDocument } from '@vitrine/graphql-client';
import { pathFor } from '@vitrine/i18n';
import { clientIpOf, isSameOrigin, readTextCapped, requestOrigin, sessionTokenFromCookies, visitorGateway, visitorOf } from '@vitrine/next-adapter';
import { localPath, parseToken } from '@vitrine/session';
import type { TenantConfig } from '@vitrine/tenant-config';

/** What a heart's post came to; the page it came from says it (a toast) from `?wishlist=`. */
export type WishlistOutcome = 'added' | 'removed' | 'add-failed' | 'remove-failed' | 'sold-out';

/** The page a heart was on (same shop only), with the outcome in its address. */
function back(request: Request, fallback: string, outcome: WishlistOutcome): Response {
  const referer = request.headers.get('referer');
  let target = fallback;
  if (referer) {
    try {
      const url = new URL(referer);
      if (url.origin === requestOrigin(request)) target = localPath(`${url.pathname}${url.search}`) ?? fallback;
    } catch {
      // A malformed referrer: back to the fallback.
    }
  }
  const url = new URL(target, 'http://shop');
  url.searchParams.set('wishlist', outcome);
  return new Response(null, { status: 303, headers: { location: `${url.pathname}${url.search}`, 'cache-control': 'private, no-store' } });
}

/**
 * `POST /api/wishlist`: the hearts (plain forms, no JavaScript needed). `intent` is `add` or
 * `remove`; `variant` (the buy box's chosen variant) or `product` (a card: its first variant that
 * can be bought; the wishlist's editor changes it). A guest is sent to the wishlist page, which asks
 * to log in (with JavaScript the header's island shows that overlay without leaving the page).
 */
export function createWishlistHandler(tenant: TenantConfig) {
  const locales = { defaultLocale: tenant.i18n.defaultLocale, locales: tenant.i18n.locales };
  return async function wishlist(request: Request): Promise<Response> {
    if (!isSameOrigin(request)) return new Response(JSON.stringify({ error: 'cross-site' }), { status: 403, headers: { 'content-type': 'application/json' } });
    const raw = await readTextCapped(request, 2048).catch(() => 'too-large' as const);
    if (raw === 'too-large') return new Response(JSON.stringify({ error: 'body-too-large' }), { status: 413, headers: { 'content-type': 'application/json' } });
    const form = new URLSearchParams(raw);
    const locale = tenant.i18n.locales.includes(form.get('locale') as never) ? (form.get('locale') as (typeof tenant.i18n.locales)[number]) : tenant.i18n.defaultLocale;
    const wishlistPath = pathFor('wishlist', locale, locales);
    const intent = form.get('intent') === 'remove' ? 'remove' : 'add';
    const token = sessionTokenFromCookies(request.headers.get('cookie'));
    const claims = parseToken(token);
    if (!claims || claims.type === 0 || claims.exp * 1000 <= Date.now()) {
      return new Response(null, { status: 303, headers: { location: wishlistPath, 'cache-control': 'private, no-store' } });
    }
    const visitor = visitorOf(request);
    const gateway = visitorGateway(tenant, visitor.id, clientIpOf(request.headers), token);
    const variant = form.get('variant') ?? '';
    const product = form.get('product') ?? '';
    try {
      if (intent === 'remove') {
        // A heart on a card knows the product: every variant of it on the list goes.
        const skus = isSku(variant)
          ? [variant]
          : isSku(product)
            ? ((await gateway.request(ProductVariantsDocument, { sku: product, locale, currency: tenant.currency })).product?.variants.map((v) => v.sku) ?? [])
            : [];
        if (!skus.length) return back(request, wishlistPath, 'remove-failed');
        for (const sku of skus) await gateway.request(RemoveFromWishlistDocument, { variantSku: sku });
        return back(request, wishlistPath, 'removed');
      }
      let sku = isSku(variant) ? variant : undefined;
      if (!sku && isSku(product)) {
        const variants = (await gateway.request(ProductVariantsDocument, { sku: product, locale, currency: tenant.currency })).product?.variants ?? [];
        sku = (variants.find((v) => v.available) ?? variants[0])?.sku;
      }
      if (!sku) return back(request, wishlistPath, 'add-failed');
      const { addToWishlist: result } = await gateway.request(AddToWishlistDocument, { variantSku: sku });
      if (result.__typename === 'WishlistRefused') return back(request, wishlistPath, result.reason === 'SOLD_OUT' ? 'sold-out' : 'add-failed');
      return back(request, wishlistPath, 'added');
    } catch {
      return back(request, wishlistPath, intent === 'remove' ? 'remove-failed' : 'add-failed');
    }
  };
}
