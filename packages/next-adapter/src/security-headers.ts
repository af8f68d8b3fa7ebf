import { createHash, createHmac } from 'node:crypto';

/**
 * The security headers of every answer of a shop (OWASP ASVS 5.0 L2, PCI DSS 4.0.1 6.4.3):
 * one home for the proxy (pages) and next.config (files and APIs).
 */

/** Where browsers send Content-Security-Policy violation reports (the shop keeps them). */
export const CSP_REPORT_PATH = '/api/csp-report';

/** A fresh nonce for one answer: 128 random bits, base64. */
export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/**
 * The nonce of the pages Next keeps in its cache (ISR and static): the same for every answer of a
 * shop, derived from its secret. Such a page's HTML is rendered once and served many times, so it
 * can only carry a nonce that stays: the policy still allows no script without it, no plugin, no
 * framing and no foreign base, but a nonce that does not change is known to whoever reads the page.
 * Dynamic pages get {@link newNonce} per answer. (Hashes of the inline scripts would need the body
 * of each cached answer, which the proxy never sees.)
 */
export function cachedPageNonce(secret: string): string {
  return createHmac('sha256', secret).update('vitrine-cached-page-nonce-v1').digest('base64').slice(0, 24);
}

/**
 * The CSP hash sources of inline scripts of our own that every page carries (the layout renders
 * them without a nonce, so that a cached page stays the same for everyone), e.g. the theme script
 * that applies the stored light/dark mode before the first paint.
 */
export function scriptHashes(sources: readonly string[]): string[] {
  return sources.map((source) => `'sha256-${createHash('sha256').update(source).digest('base64')}'`);
}

/**
 * The policy of a page. Scripts run only with the answer's nonce; what they load runs by
 * 'strict-dynamic' (Next's chunks are loaded by its nonced bootstrap). No plugins, no framing, no
 * foreign base or form targets; styles and images from the shop itself (inline styles are React's
 * `style` attributes, which a nonce cannot cover).
 */
export function pagePolicy(
  nonce: string,
  { development = false, hashes = [], formTargets = [] }: { development?: boolean; hashes?: readonly string[]; formTargets?: readonly string[] } = {},
): string {
  return [
    "default-src 'self'",
    // 'unsafe-eval' only for the development server's hot reload; never in a build.
    `script-src ${[`'nonce-${nonce}'`, ...hashes, "'strict-dynamic'", ...(development ? ["'unsafe-eval'"] : [])].join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self'${development ? ' ws: wss:' : ''}`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    // A form posted without JavaScript may be redirected on to the payment provider's page (checkout).
    `form-action ${["'self'", ...formTargets].join(' ')}`,
    "manifest-src 'self'",
    "worker-src 'self'",
    `report-uri ${CSP_REPORT_PATH}`,
    'report-to csp',
  ].join('; ');
}

/** The policy of everything that is not a page (scripts, images, JSON): nothing may run or frame it. */
export const RESOURCE_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** Headers every answer carries, pages and files alike (the policy comes separately). */
export const COMMON_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(self)',
  'Reporting-Endpoints': `csp="${CSP_REPORT_PATH}"`,
};
