import { internalPathFor, matchRoute, pathFor, resolvePath } from '@vitrine/i18n';
import type { TenantConfig } from '@vitrine/tenant-config';
import { type NextRequest, NextResponse } from 'next/server';

/** The internal route that answers every path the route table does not know: a localized 404. */
export const MISSING_SEGMENT = 'missing';

/**
 * Maps each public, localized path to its one internal route through the route table
 * (`/fr/p/robe-100003` → `/fr-CH/product/robe/100003`). It routes; it never authorises.
 */
export function createProxy(tenant: TenantConfig) {
  const settings = { defaultLocale: tenant.i18n.defaultLocale, locales: tenant.i18n.locales };
  return function proxy(request: NextRequest): NextResponse {
    const { pathname } = request.nextUrl;
    const resolved = resolvePath(pathname, settings);
    const match = matchRoute(resolved.path, resolved.locale);
    // The header's search form (GET /s?q=…) works without JavaScript: a term goes to its results path.
    const term = request.nextUrl.searchParams.get('q')?.trim();
    if (match?.screen === 'searchForm' && term) {
      const target = request.nextUrl.clone();
      target.pathname = pathFor('search', resolved.locale, settings, { term: term.slice(0, 200) });
      target.search = '';
      return NextResponse.redirect(target, 303);
    }
    const url = request.nextUrl.clone();
    url.pathname = match ? internalPathFor(match, resolved.locale) : `/${resolved.locale}/${MISSING_SEGMENT}/${encodeURIComponent(resolved.contentId)}`;
    const response = NextResponse.rewrite(url);
    response.headers.set('content-language', resolved.locale);
    return response;
  };
}
