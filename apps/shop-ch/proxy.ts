import { createProxy } from '@vitrine/next-adapter';
import { consentScript } from '@vitrine/consent';
import { PRIMARY_FONT_FILES } from '@vitrine/ui/fonts';
import { themeScript } from '@vitrine/ui/theme-script';
import { CACHED_SCREENS } from './app/cached-screens';
import { tenant } from './tenant';

// The layout's theme and consent scripts run before the first paint without a nonce: the policy allows them by their hash.
// The first screen's fonts are preloaded by a Link header (text waits for them at most 100 ms otherwise).
export const proxy = createProxy(tenant, { cachedScreens: CACHED_SCREENS, inlineScripts: [themeScript, consentScript], preloadFonts: PRIMARY_FONT_FILES });

export const config = {
  // Everything but the framework's files, the forwarded APIs, the service layers' fragments and static files.
  matcher: ['/((?!api/|fragment/|_next/|favicon.ico|robots.txt|sitemap.xml|icon.svg|brand/).*)'],
};
