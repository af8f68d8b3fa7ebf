/**
 * Set by the shop's request stamp (and removed from every request first, so no client can send it)
 * on a request it routed itself to a cached screen's route: the proxy's generated matcher leaves
 * such requests out. No imports: `pnpm routes` reads this file to write the matcher.
 */
export const ROUTED_HEADER = 'x-vitrine-routed';

/**
 * What of a shop's paths is no page (the framework's files, the APIs, the layers' fragments, static
 * files; a folder ends with `/`): the proxy's generated matcher leaves them out (`pnpm routes`
 * writes them as its negative look-ahead), and next.config gives them the policy that lets nothing
 * run ({@link notPageSource}). One list for both.
 */
export const NOT_PAGES = ['api/', 'fragment/', '_next/', 'favicon.ico', 'robots.txt', 'sitemap.xml', 'icon.svg', 'brand/'] as const;

/** next.config's `source` of one of {@link NOT_PAGES}: a folder with everything in it, or the file. */
export function notPageSource(path: (typeof NOT_PAGES)[number]): string {
  return path.endsWith('/') ? `/${path}:path*` : `/${path}`;
}
