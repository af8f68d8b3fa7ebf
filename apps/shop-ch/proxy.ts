import { shop } from './shop';

export const proxy = shop.proxy;

export const config = {
  // Everything but the framework's files, the forwarded APIs and static files.
  matcher: ['/((?!api/|_next/|favicon.ico|robots.txt|brand/).*)'],
};
