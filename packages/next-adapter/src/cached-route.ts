import { internalPathFor, type LocaleSettings, matchRoute, type PathRule, resolvePath } from '@vitrine/i18n';
import { visitorCookieName } from '@vitrine/session/server';

/** Where a request for a cached screen's page goes: its internal route (with the query) and the page's language. */
export interface CachedRoute {
  url: string;
  locale: string;
}

const VISITOR_COOKIES = new Set([visitorCookieName(false), visitorCookieName(true)]);

/** Whether a Cookie header carries a visitor cookie with a value (a returning shopper). */
export function hasVisitorCookie(header: string | undefined): boolean {
  if (!header) return false;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    // A value, quoted or not (Next's cookie parser reads `""` as empty: a first visit).
    if (
      eq > 0 &&
      VISITOR_COOKIES.has(part.slice(0, eq).trim()) &&
      part
        .slice(eq + 1)
        .trim()
        .replace(/^"(.*)"$/, '$1') !== ''
    )
      return true;
  }
  return false;
}

/**
 * The routing of a returning shopper's requests for the cached screens' pages, done by the shop's
 * request stamp before Next sees them: the route the proxy would choose (the route table's
 * `resolvePath`, `matchRoute`, `internalPathFor`), which is the one next.config's rewrite gives,
 * without the framework's rewrite machinery, which matched and compiled each rule's patterns twice
 * per request (a sixth of a cached page's time). It routes only a path that the proxy's matcher
 * leaves out for a returning shopper (a rule's `regex`), of that rule's screen and locale, whose
 * parameters decode; every other request goes on as it came (the rewrites stay, for any path this
 * leaves).
 */
export function cachedRouter(rules: readonly Pick<PathRule, 'screen' | 'locale' | 'regex'>[], settings: LocaleSettings) {
  const skipped = rules.map((rule) => ({ rule, regex: new RegExp(`^/(?:${rule.regex})`) }));
  return function route(url: string | undefined, cookie: string | undefined): CachedRoute | undefined {
    if (!url?.startsWith('/') || !skipped.length || !hasVisitorCookie(cookie)) return undefined;
    const query = url.indexOf('?');
    const path = query < 0 ? url : url.slice(0, query);
    const rule = skipped.find(({ regex }) => regex.test(path))?.rule;
    if (!rule) return undefined;
    const resolved = resolvePath(path, settings);
    const match = matchRoute(resolved.path, resolved.locale);
    if (!match || match.screen !== rule.screen || resolved.locale !== rule.locale) return undefined;
    // (The route table takes no parameter `.` or `..`, which a URL parser would read as a step.)
    const internal = internalPathFor(match, resolved.locale);
    return { url: query < 0 ? internal : `${internal}${url.slice(query)}`, locale: rule.locale };
  };
}
