import type { NextConfig } from 'next';

/** Workspace packages a shop imports: TypeScript sources until they are published. */
const VITRINE_PACKAGES = [
  'storefront',
  'next-adapter',
  'shell',
  'catalog',
  'forms',
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
 * The whole next.config of a thin tenant app. The gateway's address is read at run time by the
 * forwarding route handlers (GATEWAY_URL), not here.
 */
export function createNextConfig(): NextConfig {
  return {
    reactStrictMode: true,
    poweredByHeader: false,
    // The spec's paths keep their trailing slash (/kasse/bezahlt/, /api/gateway/).
    skipTrailingSlashRedirect: true,
    // Workspace packages are TypeScript sources until they are published.
    transpilePackages: VITRINE_PACKAGES.map((name) => `@vitrine/${name}`),
    experimental: {
      swcPlugins: [['@lingui/swc-plugin', {}]],
    },
    async headers() {
      return [
        {
          source: '/:path*',
          headers: [
            { key: 'X-Content-Type-Options', value: 'nosniff' },
            { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
            { key: 'X-Frame-Options', value: 'DENY' },
            { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
          ],
        },
      ];
    },
  };
}
