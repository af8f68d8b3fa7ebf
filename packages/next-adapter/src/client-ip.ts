import type { IncomingMessage, ServerResponse } from 'node:http';
import { trustedProxies } from './env';
import type { LocaleSettings, PathRule } from '@vitrine/i18n';
import { type AnswerRewrite, keepAnswerBytes } from './answer-bytes';
import { scriptsAfterPaint as rewritePage, scriptsAfterPaintOf, type ScriptsAfterPaintOptions } from './scripts-after-paint';
import { cachedRouter, hasVisitorCookie } from './cached-route';
import { answerFromMicrocache, keepMicrocachedPage, microcacheTicket } from './page-microcache';
import { ROUTED_HEADER } from './routed';
import { COMMON_SECURITY_HEADERS } from './security-headers';

/** Set on every request by {@link installRequestStamp}: the socket's remote address (a browser's own value is overwritten). */
export const PEER_HEADER = 'x-vitrine-peer';

/**
 * The shopper's address. With no trusted proxy (the default) it is the address of the connection
 * itself, never a header the browser could write; behind N trusted proxies it is the entry N from
 * the right of X-Forwarded-For (each proxy appends the address it saw).
 */
export function clientIpOf(headers: Headers): string | undefined {
  const proxies = trustedProxies();
  const peer = headers.get(PEER_HEADER) || undefined;
  if (proxies === 0) return peer;
  const chain = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return chain[chain.length - proxies] ?? peer;
}

let installed = false;

/**
 * Call once from the app's `instrumentation.ts` (through {@link startShop}, Node.js runtime): stamps
 * every incoming request before Next sees it, overwriting whatever the client sent:
 * - {@link PEER_HEADER}: the socket's remote address. Next keeps a client's own X-Forwarded-For, so
 *   without this the shop could not tell a shopper's address from one the shopper made up.
 * - `pagePolicy` (when given): the request's `Content-Security-Policy` (Next reads the nonce for its
 *   scripts from it) and the answer's. It is the policy of a page kept in the cache (the stable
 *   nonce), which a page the proxy skips is rendered and answered with; the proxy replaces both for
 *   the pages it routes (a fresh nonce), next.config's headers for files and APIs (nothing may run).
 *   A request's own policy header never reaches a render: no client chooses the nonce a cached page
 *   is kept with.
 * - `cachedPaths` (the app's generated `CACHED_PATHS`) and `locales` (the tenant's): a returning shopper's request for a cached
 *   screen's page goes straight to its internal route, marked with {@link ROUTED_HEADER} (the proxy's
 *   matcher leaves it out), with the common security headers and its language ({@link cachedRouter}).
 * - A large text answer (a page from Next's cache) is written as bytes encoded once ({@link keepAnswerBytes}).
 * - `scriptsAfterPaint` (`paint`, the default): a page's HTML names the framework's chunks only in an
 *   inline script that adds them after the first paint ({@link pageScriptsAfterPaint}); `parse`: the
 *   script adds them as the browser reads it ({@link pageScriptsAtParse}); `false`: Next's tags as they are.
 * - `microcache` (the default): such an answer to a routed request (the same page for everyone) is
 *   kept for a second and a returning shopper's request for the same URL within it is answered from
 *   here without Next ({@link answerFromMicrocache}). Off where instances share their cache (they
 *   could not hear a revalidation made on another instance).
 */
export async function installRequestStamp({
  pagePolicy,
  cachedPaths = [],
  locales,
  microcache = true,
  scriptsAfterPaint = 'paint',
}: {
  pagePolicy?: string;
  cachedPaths?: readonly PathRule[];
  locales?: LocaleSettings;
  microcache?: boolean;
  scriptsAfterPaint?: 'paint' | 'parse' | false;
} = {}): Promise<void> {
  if (installed) return;
  installed = true;
  const route = locales ? cachedRouter(cachedPaths, locales) : () => undefined;
  const common = Object.entries(COMMON_SECURITY_HEADERS);
  const http = await import('node:http');
  const emit = http.Server.prototype.emit as (this: unknown, event: string | symbol, ...args: unknown[]) => boolean;
  http.Server.prototype.emit = function (this: unknown, event: string | symbol, ...args: unknown[]): boolean {
    if (event === 'request') {
      const req = args[0] as IncomingMessage;
      const res = args[1] as ServerResponse;
      // Kept answers exist only for the URLs of cached screens' pages, routed for a returning shopper.
      // A fault here leaves the request to Next.
      if (microcache && hasVisitorCookie(req.headers.cookie)) {
        try {
          if (answerFromMicrocache(req, res)) return true;
        } catch (error) {
          console.error('[shop] page microcache:', error);
        }
      }
      req.headers[PEER_HEADER] = req.socket.remoteAddress ?? '';
      delete req.headers['content-security-policy-report-only'];
      if (pagePolicy) {
        req.headers['content-security-policy'] = pagePolicy;
        res.setHeader('Content-Security-Policy', pagePolicy);
      } else delete req.headers['content-security-policy'];
      delete req.headers[ROUTED_HEADER];
      const asked = req.url;
      const routed = route(asked, req.headers.cookie);
      const ticket = microcacheTicket();
      keepAnswerBytes(
        res,
        req,
        routed && microcache && asked ? (text) => keepMicrocachedPage(asked, req, res, text, ticket) : undefined,
        scriptsAfterPaint === 'paint' ? pageScriptsAfterPaint : scriptsAfterPaint === 'parse' ? pageScriptsAtParse : undefined,
      );
      if (routed) {
        // What next.config's rewrite and headers give the path, done here once.
        req.url = routed.url;
        req.headers[ROUTED_HEADER] = '1';
        for (const [name, value] of common) res.setHeader(name, value);
        res.setHeader('Content-Language', routed.locale);
      }
    }
    return emit.call(this, event, ...args);
  };
}

/**
 * The rewrite of a page's HTML that moves the framework's chunks after the first paint; none for
 * other answers (and HTML in another charset than UTF-8), for `no-transform`, and for one whose maker coded it itself (a `Content-Encoding`
 * with no coding layer after the rewrite: Next's pages are text, coded only by its compression).
 */
export function pageScriptsAfterPaint(res: ServerResponse, encodedBelow = false, options: ScriptsAfterPaintOptions = {}): AnswerRewrite | undefined {
  // An HTML text in UTF-8 (said, or not: Next's pages say it): another charset is left as it is.
  const type = String(res.getHeader('Content-Type') ?? '');
  if (!/^text\/html\b/i.test(type)) return undefined;
  const charset = /;\s*charset="?([^";\s]+)/i.exec(type)?.[1]?.toLowerCase();
  if (charset && charset !== 'utf-8' && charset !== 'utf8') return undefined;
  const coding = String(res.getHeader('Content-Encoding') ?? 'identity').toLowerCase();
  if ((coding !== 'identity' && !encodedBelow) || /no-transform/i.test(String(res.getHeader('Cache-Control') ?? ''))) return undefined;
  return { ...rewritePage(options), whole: (text) => scriptsAfterPaintOf(text, options) };
}

/** {@link pageScriptsAfterPaint} whose inline script adds the chunks as the browser reads it (`VITRINE_SCRIPTS_AFTER_PAINT=parse`). */
export function pageScriptsAtParse(res: ServerResponse, encodedBelow = false): AnswerRewrite | undefined {
  return pageScriptsAfterPaint(res, encodedBelow, { waitForPaint: false });
}
