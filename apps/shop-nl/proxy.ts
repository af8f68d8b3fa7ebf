import { createProxy } from '@vitrine/next-adapter';
import { CACHED_SCREENS } from './app/cached-screens';
import { tenant } from './tenant';

export const proxy = createProxy(tenant, { cachedScreens: CACHED_SCREENS });

export const config = {
  // Everything but the framework's files, the forwarded APIs and static files.
  matcher: ['/((?!api/|_next/|favicon.ico|robots.txt|icon.svg|brand/).*)'],
};
