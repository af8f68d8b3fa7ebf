/** Rendered per request: it only shows the empty-search message and the form. */
export const policy = { dynamic: 'force-dynamic' };
