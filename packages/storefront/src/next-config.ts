import type { NextConfig } from 'next';

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
    transpilePackages: ['@vitrine/storefront', '@vitrine/catalog', '@vitrine/ui', '@vitrine/i18n', '@vitrine/pricing', '@vitrine/graphql-client', '@vitrine/tenant-config'],
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
