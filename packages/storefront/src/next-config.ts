import type { NextConfig } from 'next';

export interface ShopNextConfigOptions {
  /** Where the gateway listens. Default `GATEWAY_URL` or http://127.0.0.1:4000. */
  gatewayUrl?: string;
}

/** The whole next.config of a thin tenant app. */
export function createNextConfig({ gatewayUrl = process.env.GATEWAY_URL ?? 'http://127.0.0.1:4000' }: ShopNextConfigOptions = {}): NextConfig {
  return {
    reactStrictMode: true,
    poweredByHeader: false,
    // The spec's paths keep their trailing slash (/kasse/bezahlt/, /api/gateway/).
    skipTrailingSlashRedirect: true,
    transpilePackages: ['@vitrine/storefront', '@vitrine/catalog', '@vitrine/ui', '@vitrine/i18n', '@vitrine/pricing', '@vitrine/graphql-client', '@vitrine/tenant-config'],
    experimental: {
      swcPlugins: [['@lingui/swc-plugin', {}]],
    },
    async rewrites() {
      return {
        beforeFiles: [
          { source: '/api/gateway/', destination: `${gatewayUrl}/api/gateway/` },
          { source: '/api/images/:path*', destination: `${gatewayUrl}/api/images/:path*` },
        ],
        afterFiles: [],
        fallback: [],
      };
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
