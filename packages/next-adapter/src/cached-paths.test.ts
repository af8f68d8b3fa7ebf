import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { internalPathFor, matchRoute, type PathRule, pathTemplate, resolvePath, ROUTES, type Screen } from '@vitrine/i18n';
import * as staticInfo from 'next/dist/build/analysis/get-page-static-info';
import { getMiddlewareRouteMatcher } from 'next/dist/shared/lib/router/utils/middleware-route-matcher';
import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match';
import { prepareDestination } from 'next/dist/shared/lib/router/utils/prepare-destination';
import { describe, expect, it } from 'vitest';
import { cachedRouter } from './cached-route';
import { createNextConfig } from './next-config';
import { ROUTED_HEADER } from './routed';

/**
 * The pages of cached screens that a returning shopper asks for skip the proxy: the apps' generated
 * proxy matcher leaves them out, next.config rewrites them. Read with Next's own matchers: every
 * path the proxy skips is rewritten, to the route the proxy would have chosen, and the proxy still
 * sees every page of a first visit.
 */
const SHOPS = {
  'shop-de': { defaultLocale: 'de-DE', locales: ['de-DE'] },
  'shop-ch': { defaultLocale: 'de-CH', locales: ['de-CH', 'fr-CH'] },
  'shop-nl': { defaultLocale: 'nl-NL', locales: ['nl-NL'] },
} as const;

const apps = join(import.meta.dirname, '../../../apps');
/** Next's reading of a proxy's `config.matcher` (exported by the module, not by its type declarations). */
const { getMiddlewareMatchers } = staticInfo as unknown as { getMiddlewareMatchers: (matcher: unknown, config: unknown) => Parameters<typeof getMiddlewareRouteMatcher>[0] };

/** The `config` object of an app's generated proxy.ts (a literal, as Next requires). */
function proxyConfig(app: string): { matcher: unknown[] } {
  const source = readFileSync(join(apps, app, 'proxy.ts'), 'utf8');
  const literal = source.slice(source.indexOf('{', source.indexOf('export const config')), source.lastIndexOf('}') + 1);
  return new Function(`return (${literal});`)() as { matcher: unknown[] };
}

async function cachedPaths(app: string) {
  return (await import(join(apps, app, 'app/cached-screens.ts'))) as {
    CACHED_SCREENS: ReadonlySet<string>;
    CACHED_PATHS: PathRule[];
  };
}

/** Paths to try: every screen's path in every language, filled, and variants of the cached ones. */
function samplePaths(): string[] {
  const params = { slug: 'robe-d-ete', sku: '100003', term: 'tisch', id: 'x1', category: 'mode', token: 't0k3n' };
  const paths = new Set<string>(['/', '/fr', '/fr/', '/nl', '/storefront', '/P/robe-100003', '/p/robe', '/p/robe-', '/p/a/b-1', '/xx/p/robe-100003', '/p/robe-100003.rsc']);
  const settings = [SHOPS['shop-ch'], SHOPS['shop-de'], SHOPS['shop-nl']];
  for (const screen of Object.keys(ROUTES) as Screen[]) {
    for (const s of settings)
      for (const locale of s.locales) {
        let template: string;
        try {
          template = pathTemplate(screen, locale, s);
        } catch {
          continue;
        }
        const path = template.replace(/\{(\w+)\}/g, (_, name: string) => params[name as keyof typeof params] ?? 'x');
        paths.add(path);
        paths.add(path.endsWith('/') ? path.slice(0, -1) || '/' : `${path}/`);
        paths.add(`/fr${path === '/' ? '' : path}`);
      }
  }
  return [...paths];
}

describe.each(Object.entries(SHOPS))('%s: the cached screens’ pages without the proxy', (app, settings) => {
  it('rewrites each path the proxy leaves to a returning shopper to the route the proxy would have chosen', async () => {
    const { CACHED_SCREENS, CACHED_PATHS } = await cachedPaths(app);
    const proxyRuns = getMiddlewareRouteMatcher(getMiddlewareMatchers(proxyConfig(app).matcher, { basePath: '', i18n: null }));
    const rewrites = (await createNextConfig({ cachedPaths: CACHED_PATHS }).rewrites!()) as { beforeFiles: { source: string; destination: string }[] };
    const returning = { headers: { cookie: 'vt_visitor=abc.def' } };
    const returningSecure = { headers: { cookie: '__Host-vt_visitor=abc.def' } };
    const first = { headers: {} };
    let skipped = 0;
    for (const path of samplePaths()) {
      const resolved = resolvePath(path, settings);
      const match = matchRoute(resolved.path, resolved.locale);
      // The proxy sees every page of a first visit.
      expect(proxyRuns(path, first as never, {}), path).toBe(true);
      const rewrite = rewrites.beforeFiles.map((r) => ({ r, params: getPathMatch(r.source, { strict: true, removeUnnamedParams: true })(path) })).find((m) => m.params);
      const skips = !proxyRuns(path, returning as never, {});
      expect(!proxyRuns(path, returningSecure as never, {}), path).toBe(skips);
      // What the proxy skips is rewritten (a path the proxy does route, it rewrites first: the
      // framework's rewrites, matched without regard to case, then see only its internal path).
      if (!skips) continue;
      expect(rewrite, path).toBeDefined();
      if (!rewrite) continue;
      skipped++;
      expect(match && CACHED_SCREENS.has(match.screen), path).toBe(true);
      const { parsedDestination } = prepareDestination({ appendParamsToQuery: false, destination: rewrite.r.destination, params: rewrite.params as never, query: {} });
      expect(parsedDestination.pathname, path).toBe(internalPathFor(match!, resolved.locale));
    }
    // The storefront, a product and the service page in each of the shop's locales.
    expect(skipped).toBe(3 * settings.locales.length);
  });

  it('routes in the shop (before Next) only paths the proxy leaves out, to the route Next’s rewrite gives', async () => {
    const { CACHED_PATHS } = await cachedPaths(app);
    const route = cachedRouter(CACHED_PATHS, settings);
    const matchers = getMiddlewareMatchers(proxyConfig(app).matcher, { basePath: '', i18n: null });
    const proxyRuns = getMiddlewareRouteMatcher(matchers);
    const rewrites = (await createNextConfig({ cachedPaths: CACHED_PATHS }).rewrites!()) as { beforeFiles: { source: string; destination: string }[] };
    let routed = 0;
    for (const path of [...samplePaths(), '/p/k%C3%BCchen-tisch-100316', '/p/a%2Fb-1', '/p/%E0%A4%A-1', '/p/robe-100003?farbe=rot&_rsc=1']) {
      const [pathname] = path.split('?') as [string];
      for (const cookie of ['vt_visitor=abc.def', 'theme=dark; __Host-vt_visitor=abc.def']) {
        const to = route(path, cookie);
        // A routed request never reaches the proxy (the stamp marks it; no client can send the mark).
        expect(proxyRuns(to?.url.split('?')[0] ?? pathname, { headers: { cookie, [ROUTED_HEADER]: '1' } } as never, {}), path).toBe(false);
        if (!to) continue;
        routed++;
        // Only what the proxy leaves to a returning shopper anyway, to where Next's rewrite sends it.
        expect(proxyRuns(pathname, { headers: { cookie } } as never, {}), path).toBe(false);
        const resolved = resolvePath(pathname, settings);
        const match = matchRoute(resolved.path, resolved.locale)!;
        expect(to.url, path).toBe(`${internalPathFor(match, resolved.locale)}${path.slice(pathname.length)}`);
        expect(to.locale).toBe(resolved.locale);
        const rewrite = rewrites.beforeFiles.map((r) => ({ r, params: getPathMatch(r.source, { strict: true, removeUnnamedParams: true })(pathname) })).find((m) => m.params)!;
        const { parsedDestination } = prepareDestination({ appendParamsToQuery: false, destination: rewrite.r.destination, params: rewrite.params as never, query: {} });
        expect(decodeURIComponent(to.url.split('?')[0]!), path).toBe(decodeURIComponent(parsedDestination.pathname!));
      }
      // A first visit, or a cookie without a value, goes through the proxy (which makes the visitor id).
      for (const cookie of [undefined, '', 'theme=dark', 'vt_visitor=', 'vt_visitor=""', 'xvt_visitor=abc']) expect(route(path, cookie), `${path} ${cookie}`).toBeUndefined();
    }
    // A step up in a parameter never leaves the cached screens' routes: neither the stamp nor Next's
    // rewrite takes it, the proxy sees it (and the route table refuses it: no page).
    for (const path of ['/p/..-account', '/p/%2e%2e-account', '/p/%2E%2e-1', '/p/.-1', '/fr/p/..-1', '/p/%2e-1']) {
      expect(route(path, 'vt_visitor=abc.def'), path).toBeUndefined();
      expect(proxyRuns(path, { headers: { cookie: 'vt_visitor=abc.def' } } as never, {}), path).toBe(true);
      expect(
        rewrites.beforeFiles.some((r) => getPathMatch(r.source, { strict: true, removeUnnamedParams: true })(path)),
        path,
      ).toBe(false);
      const resolved = resolvePath(path, settings);
      expect(matchRoute(resolved.path, resolved.locale), path).toBeUndefined();
    }
    // The storefront, a product (three spellings, one with a query) and the service page in each locale, with either cookie.
    expect(routed).toBe(2 * (3 * settings.locales.length + 3));
  });

  it('gives the skipped pages the common security headers and their language', async () => {
    const { CACHED_PATHS } = await cachedPaths(app);
    const headers = await createNextConfig({ cachedPaths: CACHED_PATHS }).headers!();
    for (const rule of CACHED_PATHS) {
      const entry = headers.find((h) => h.source === rule.source)!;
      const names = entry.headers.map((h) => h.key);
      expect(names).toEqual(expect.arrayContaining(['Strict-Transport-Security', 'X-Frame-Options', 'X-Content-Type-Options', 'Referrer-Policy', 'Content-Language']));
      expect(entry.headers.find((h) => h.key === 'Content-Language')!.value).toBe(rule.locale);
    }
  });
});
