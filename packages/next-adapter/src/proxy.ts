import { internalPathFor, matchRoute, pathFor, resolvePath } from '@vitrine/i18n';
import type { TenantConfig } from '@vitrine/tenant-config';
import { type NextRequest, NextResponse } from 'next/server';
import { secret } from './env';
import { cachedPageNonce, COMMON_SECURITY_HEADERS, newNonce, pagePolicy } from './security-headers';
import { visitorOf } from './visitor';

/** The internal route that answers every path the route table does not know: a localized 404. */
export const MISSING_SEGMENT = 'missing';

/**
 * Maps each public, localized path to its one internal route through the route table
 * (`/fr/p/robe-100003` → `/fr-CH/product/robe/100003`), and gives every page its security headers
 * with a script nonce (Next reads it from the request's policy and puts it on its scripts).
 * It routes; it never authorises.
 */
export function createProxy(tenant: TenantConfig, { cachedScreens = new Set<string>() }: { cachedScreens?: ReadonlySet<string> } = {}) {
  const settings = { defaultLocale: tenant.i18n.defaultLocale, locales: tenant.i18n.locales };
  const development = process.env.NODE_ENV === 'development';
  let cachedNonce: string | undefined;
  return async function proxy(request: NextRequest): Promise<NextResponse> {
    const { pathname } = request.nextUrl;
    const resolved = resolvePath(pathname, settings);
    const match = matchRoute(resolved.path, resolved.locale);
    // A page Next keeps in its cache carries the nonce of the render that made it: those screens
    // get the shop's stable nonce (see cachedPageNonce), every other page a fresh one.
    const nonce = match && cachedScreens.has(match.screen) ? (cachedNonce ??= cachedPageNonce(secret('visitor'))) : newNonce();
    const policy = pagePolicy(nonce, { development });
    const secure = (response: NextResponse) => {
      response.headers.set('content-security-policy', policy);
      for (const [name, value] of Object.entries(COMMON_SECURITY_HEADERS)) response.headers.set(name, value);
      return response;
    };
    // The visitor id exists before the page's first call to the APIs: parallel first calls
    // (history, suggestions, recommendations) would otherwise each make up an id of their own.
    // An answer that sets it is the visitor's alone: never stored by a shared cache.
    const visitor = visitorOf(request);
    const withVisitor = (response: NextResponse) => {
      if (visitor.fresh) {
        response.cookies.set(visitor.cookie());
        response.headers.set('cache-control', 'private, no-store');
      }
      return secure(response);
    };
    // The header's search form (GET /s?q=…) works without JavaScript: a term goes to its results
    // path. A GET writes nothing: the search history is written by the combobox's POST.
    const term = request.nextUrl.searchParams.get('q')?.trim();
    if (match?.screen === 'searchForm' && term) {
      const target = request.nextUrl.clone();
      target.pathname = pathFor('search', resolved.locale, settings, { term: term.slice(0, 200) });
      target.search = '';
      return withVisitor(NextResponse.redirect(target, 303));
    }
    const url = request.nextUrl.clone();
    url.pathname = match ? internalPathFor(match, resolved.locale) : `/${resolved.locale}/${MISSING_SEGMENT}/${encodeURIComponent(resolved.contentId)}`;
    const forwarded = new Headers(request.headers);
    forwarded.set('content-security-policy', policy);
    forwarded.set('x-nonce', nonce);
    const response = NextResponse.rewrite(url, { request: { headers: forwarded } });
    response.headers.set('content-language', resolved.locale);
    return withVisitor(response);
  };
}
