/**
 * Set by the shop's request stamp (and removed from every request first, so no client can send it)
 * on a request it routed itself to a cached screen's route: the proxy's generated matcher leaves
 * such requests out. No imports: `pnpm routes` reads it to write the matcher.
 */
export const ROUTED_HEADER = 'x-vitrine-routed';
