import { createProxy } from '@vitrine/next-adapter';
import { consentScript } from '@vitrine/consent';
import { themeScript } from '@vitrine/ui/theme-script';
import { CACHED_SCREENS } from './app/cached-screens';
import { tenant } from './tenant';

// The layout's theme and consent scripts run before the first paint without a nonce: the policy allows them by their hash.
export const proxy = createProxy(tenant, { cachedScreens: CACHED_SCREENS, inlineScripts: [themeScript, consentScript] });

export const config = {
  // Everything but the framework's files, the forwarded APIs, the service layers' fragments and static files.
  matcher: ['/((?!api/|fragment/|_next/|favicon.ico|robots.txt|sitemap.xml|icon.svg|brand/).*)'],
};
