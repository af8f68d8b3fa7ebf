/** Nothing on this page depends on the request: rendered once per locale, then served from the cache. */
export const policy = { dynamic: 'force-static' };
