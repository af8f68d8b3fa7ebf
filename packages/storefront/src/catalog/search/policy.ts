/** Rendered per request (the query string is the filter); the gateway's answer is cached 30 s. */
export const policy = { dynamic: 'force-dynamic' };
