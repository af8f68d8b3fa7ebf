import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { NextConfig } from 'next';
import { COMMON_SECURITY_HEADERS, RESOURCE_POLICY } from './security-headers';

/** Workspace packages a shop imports: TypeScript sources until they are published. */
const VITRINE_PACKAGES = [
  'storefront',
  'next-adapter',
  'shell',
  'catalog',
  'forms',
  'checkout',
  'ui',
  'i18n',
  'pricing',
  'graphql-client',
  'tenant-config',
  'catalog-rules',
  'search-api',
  'sizing',
  'session',
  'consent',
  'content',
  'form-rules',
  'toasts',
  'vitals',
  'upload-rules',
  'instalment-math',
];

/**
 * What several instances of one shop share, read where the config is loaded (`next build` and
 * `next start` both load it):
 * - `REDIS_URL` (at start): the page and data cache in Redis (`@vitrine/next-adapter/cache-handler`),
 *   so the gateway's word that a product went stale, reaching one instance, reaches all. Unset:
 *   Next's own cache on the instance's disk, the embedded default.
 * - `VITRINE_BUILD_ID`, `VITRINE_DEPLOYMENT_ID` (at build): a build id and a deployment id of the
 *   release (its commit, say) instead of a random one per build, for builds made on several machines;
 *   Next's skew protection then keeps a browser of an older deployment on its own files. Builds made
 *   once and copied share theirs anyway. (The server actions' key: `NEXT_SERVER_ACTIONS_ENCRYPTION_KEY`
 *   at build, read by Next itself.)
 */
export function sharedCacheSettings(env: Record<string, string | undefined> = process.env, cwd = process.cwd()): Partial<NextConfig> {
  const settings: Partial<NextConfig> = {};
  if (env.REDIS_URL) {
    settings.cacheHandler = createRequire(join(cwd, 'package.json')).resolve('@vitrine/next-adapter/cache-handler');
    // Nothing kept in the instance's memory in front of the shared cache: it would miss revalidations.
    settings.cacheMaxMemorySize = 0;
  }
  if (env.VITRINE_BUILD_ID) {
    const buildId = env.VITRINE_BUILD_ID;
    settings.generateBuildId = () => buildId;
  }
  if (env.VITRINE_DEPLOYMENT_ID) settings.deploymentId = env.VITRINE_DEPLOYMENT_ID;
  return settings;
}

/**
 * The whole next.config of a thin tenant app. The gateway's address is read at run time by the
 * forwarding route handlers (GATEWAY_URL), not here.
 */
export function createNextConfig(): NextConfig {
  return {
    ...sharedCacheSettings(),
    reactStrictMode: true,
    poweredByHeader: false,
    // No ETag on pages: Next makes one per answer by hashing the whole HTML in JavaScript (FNV over
    // 78 KB for a product page), 12 % of the shop's CPU per cached page served (profiled at 50
    // connections); pages answer `no-store` to a new visitor and carry a per-request nonce on most
    // routes, so a browser's If-None-Match rarely matched. Static files keep their own caching.
    generateEtags: false,
    // The spec's paths keep their trailing slash (/kasse/bezahlt/, /api/gateway/).
    skipTrailingSlashRedirect: true,
    // Types are checked once, by the app's `typecheck` (`vitrine-typecheck` of @vitrine/tsconfig:
    // `next typegen` for the route types, then TypeScript 7 over the same tsconfig), which `npm test`
    // and CI run before any build; `next build` checking them again with TypeScript 6 cost each shop's
    // build seconds.
    typescript: { ignoreBuildErrors: true },
    // Workspace packages are TypeScript sources until they are published.
    transpilePackages: VITRINE_PACKAGES.map((name) => `@vitrine/${name}`),
    experimental: {
      swcPlugins: [['@lingui/swc-plugin', {}]],
      // A contact message carries its files through the form's server action (at most 5 MB of
      // files, spec §5, and the fields); Next's default is 1 MB.
      serverActions: { bodySizeLimit: '6mb' },
      // A kit's index re-exports every component: a page imports only the modules it names, so the
      // client components it does not render (a calculator, another step's form) stay out of its bundle.
      optimizePackageImports: VITRINE_PACKAGES.map((name) => `@vitrine/${name}`),
      // The CSS is linked, not inlined: inlined (`inlineCss`), its 53 KB went into every page twice,
      // in a <style> and again in the RSC payload (195 KB of HTML for a product page against 88 KB
      // linked), and an uncached product page cost the shop 77 ms of CPU against 37 ms linked
      // (80 pages each, one machine, one after the other). Linked, a shopper's browser fetches it
      // once for every page after the first.
      inlineCss: false,
      // Fewer, larger client chunks: the framework's (React DOM, the router, Turbopack's helpers) in
      // one file every page shares, the layout's islands in one, a page's own code in one. With the
      // defaults a page loaded 9–11 files, React DOM's 230 KB in a file of its own (too big to merge
      // under the 200 KB default); merged, gzip shares one dictionary across them: 2.3 KiB less on
      // every route (basket 141.8 → 139.5 KiB, contact 149.7 → 147.2) and 3 requests fewer. The framework's
      // and the layout's chunks stay one file each that every route shares (cached across pages). The
      // price: lazily loaded parts carry their own copies of code they share (all chunks 352 → 517 KiB
      // gzip on disk), while a journey storefront → checkout loads 157.3 KiB in all against 159.6.
      turbopackChunking: { minChunkSize: 1_000_000, maxChunkCountPerGroup: 2, maxMergeChunkSize: 2_000_000 },
    },
    async headers() {
      // Pages get their policy with a fresh nonce from the proxy; everything else (framework
      // files, APIs, static files) gets the common headers and a policy that lets nothing run.
      const common = Object.entries(COMMON_SECURITY_HEADERS).map(([key, value]) => ({ key, value }));
      const resources = [...common, { key: 'Content-Security-Policy', value: RESOURCE_POLICY }];
      return ['/_next/:path*', '/api/:path*', '/favicon.ico', '/robots.txt', '/sitemap.xml', '/icon.svg', '/brand/:path*', '/fragment/:path*'].map((source) => ({
        source,
        headers: resources,
      }));
    },
  };
}
