import type { PathRule } from '@vitrine/i18n';
import { visitorCookieName } from '@vitrine/session/server';

/** Where a request for a cached screen's page goes: its internal route (with the query) and the page's language. */
export interface CachedRoute {
  url: string;
  locale: string;
}

interface CompiledRule {
  rule: Pick<PathRule, 'source' | 'destination' | 'locale' | 'regex'>;
  /** The matcher's own regular expression for the path (what it leaves out). */
  skipped: RegExp;
  /** The source pattern with a group per parameter. */
  pattern: RegExp;
  names: string[];
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A Next.js path pattern as `pathRules` writes it (`/fr/p/:slug([^/]+)-:sku([A-Za-z0-9]+)`) as an anchored regular expression. */
function compileSource(source: string): { pattern: RegExp; names: string[] } {
  const names: string[] = [];
  let regex = '';
  for (let i = 0; i < source.length;) {
    const param = /^:(\w+)\(([^()]*)\)/.exec(source.slice(i));
    if (param) {
      names.push(param[1]!);
      regex += `(${param[2]})`;
      i += param[0].length;
      continue;
    }
    // A literal character, escaped in the pattern's own way (`\:`) or not.
    const escaped = source[i] === '\\';
    regex += escapeRegex(source[escaped ? i + 1 : i] ?? '');
    i += escaped ? 2 : 1;
  }
  return { pattern: new RegExp(`^${regex}$`), names };
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
 * request stamp before Next sees them: the same internal route next.config's rewrite gives (and the
 * proxy would), without the framework's rewrite machinery, which matched and compiled each rule's
 * patterns twice per request (a sixth of a cached page's time). It routes only a path that the
 * proxy's matcher leaves out for a returning shopper and whose parameters decode; every other
 * request goes on as it came (the rewrites stay, for any path this leaves).
 */
export function cachedRouter(rules: readonly Pick<PathRule, 'source' | 'destination' | 'locale' | 'regex'>[]) {
  const compiled: CompiledRule[] = rules.map((rule) => ({ rule, skipped: new RegExp(`^/(?:${rule.regex})`), ...compileSource(rule.source) }));
  return function route(url: string | undefined, cookie: string | undefined): CachedRoute | undefined {
    if (!url?.startsWith('/') || !compiled.length || !hasVisitorCookie(cookie)) return undefined;
    const query = url.indexOf('?');
    const path = query < 0 ? url : url.slice(0, query);
    for (const { rule, skipped, pattern, names } of compiled) {
      if (!skipped.test(path)) continue;
      const m = pattern.exec(path);
      if (!m) continue;
      const params = new Map<string, string>();
      try {
        names.forEach((name, i) => params.set(name, encodeURIComponent(decodeURIComponent(m[i + 1]!))));
      } catch {
        return undefined;
      }
      const internal = rule.destination.replace(/:(\w+)/g, (_, name: string) => params.get(name) ?? '');
      // A parameter of `.` or `..` (also spelt `%2e`) would make the URL parser take it as a step
      // up (`/de-DE/product/../account`), to a route the proxy must see: such a path is left as it came.
      if (new URL(internal, 'http://shop.invalid').pathname !== internal) return undefined;
      return { url: query < 0 ? internal : `${internal}${url.slice(query)}`, locale: rule.locale };
    }
    return undefined;
  };
}
