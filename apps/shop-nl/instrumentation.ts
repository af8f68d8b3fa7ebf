// Before the shop serves: its secrets are there (else it stops, naming them), and every request knows its connection's address, carries the cached pages' policy, and a returning shopper's request for a cached page goes straight to its route.
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { startShop } = await import('@vitrine/next-adapter');
    const { LAYOUT_INLINE_SCRIPTS } = await import('@vitrine/storefront/shell/inline-scripts');
    const { CACHED_PATHS } = await import('./app/cached-screens');
    const { tenant } = await import('./tenant');
    await startShop({ inlineScripts: LAYOUT_INLINE_SCRIPTS, cachedPaths: CACHED_PATHS, locales: tenant.i18n });
  }
}
