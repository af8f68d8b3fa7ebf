import { internalPathFor, matchRoute, pathFor, resolvePath } from '@vitrine/i18n';
import { VISITOR_HEADER } from '@vitrine/session';
import { TENANT_HEADER, type TenantConfig } from '@vitrine/tenant-config';
import { type NextRequest, NextResponse } from 'next/server';
import { gatewayUrl } from './env';
import { visitorOf } from './visitor';

/** The internal route that answers every path the route table does not know: a localized 404. */
export const MISSING_SEGMENT = 'missing';

/**
 * Maps each public, localized path to its one internal route through the route table
 * (`/fr/p/robe-100003` → `/fr-CH/product/robe/100003`). It routes; it never authorises.
 */
export function createProxy(tenant: TenantConfig) {
  const settings = { defaultLocale: tenant.i18n.defaultLocale, locales: tenant.i18n.locales };
  return async function proxy(request: NextRequest): Promise<NextResponse> {
    const { pathname } = request.nextUrl;
    const resolved = resolvePath(pathname, settings);
    const match = matchRoute(resolved.path, resolved.locale);
    // The visitor id exists before the page's first call to the APIs: parallel first calls
    // (history, suggestions, recommendations) would otherwise each make up an id of their own.
    const visitor = visitorOf(request);
    const withVisitor = (response: NextResponse) => {
      if (visitor.fresh) response.cookies.set(visitor.cookie());
      return response;
    };
    // The header's search form (GET /s?q=…) works without JavaScript: a term goes to its results path.
    const term = request.nextUrl.searchParams.get('q')?.trim();
    if (match?.screen === 'searchForm' && term) {
      const target = request.nextUrl.clone();
      target.pathname = pathFor('search', resolved.locale, settings, { term: term.slice(0, 200) });
      target.search = '';
      await rememberSearch(tenant.key, visitor.id, term.slice(0, 200));
      return withVisitor(NextResponse.redirect(target, 303));
    }
    const url = request.nextUrl.clone();
    url.pathname = match ? internalPathFor(match, resolved.locale) : `/${resolved.locale}/${MISSING_SEGMENT}/${encodeURIComponent(resolved.contentId)}`;
    const response = NextResponse.rewrite(url);
    response.headers.set('content-language', resolved.locale);
    return withVisitor(response);
  };
}

/**
 * A search sent by the form without JavaScript goes into the visitor's history here (with
 * JavaScript the combobox records it). A failure to record never stops the search.
 */
async function rememberSearch(tenant: string, visitor: string, term: string): Promise<void> {
  try {
    await fetch(`${gatewayUrl()}/api/search/searchhistory/v1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [VISITOR_HEADER]: visitor, [TENANT_HEADER]: tenant },
      body: JSON.stringify({ term }),
      signal: AbortSignal.timeout(2_000),
    });
  } catch {
    // The history is a convenience; the results page does not depend on it.
  }
}
