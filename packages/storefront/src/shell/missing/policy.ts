/** Rendered per request (the unknown path is in the message); never kept in Next's cache. */
export const policy = { dynamic: 'force-dynamic' };
