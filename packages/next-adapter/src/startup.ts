import type { LocaleSettings, PathRule } from '@vitrine/i18n';
import { installRequestStamp } from './client-ip';
import { missingSecrets, pageMicrocache, scriptsAfterPaintOn } from './env';
import { cachedPagePolicy } from './proxy';

export interface StartShopOptions {
  /** The inline scripts the layout renders without a nonce (the proxy's `inlineScripts`): allowed by their hash. */
  inlineScripts: readonly string[];
  /** The cached screens' public paths (the app's generated `CACHED_PATHS`): a returning shopper's request for one is routed before Next sees it. */
  cachedPaths?: readonly PathRule[];
  /** The tenant's locales (`tenant.i18n`), which the cached paths are routed with. */
  locales?: LocaleSettings;
}

/**
 * What a shop's server does before it serves (call from `instrumentation.ts`'s `register` in the
 * Node.js runtime): refuse to start without its secrets, naming the missing ones, and stamp every
 * request with the address of its connection and the policy of a cached page (the pages of cached
 * screens that a returning shopper asks for skip the proxy: routed here, or by next.config's rewrites;
 * answered again for a second without Next, see {@link pageMicrocache}).
 */
export async function startShop({ inlineScripts, cachedPaths = [], locales }: StartShopOptions): Promise<void> {
  const missing = missingSecrets();
  if (missing.length) {
    console.error(
      `[shop] cannot start: ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} missing or shorter than 32 characters (npm start creates them in .data/secrets.json)`,
    );
    process.exit(1);
  }
  await installRequestStamp({ pagePolicy: cachedPagePolicy({ inlineScripts }), cachedPaths, locales, microcache: pageMicrocache(), scriptsAfterPaint: scriptsAfterPaintOn() });
}
