/** The answer depends on the query string (the form's measurements): rendered per request. */
export const policy = { dynamic: 'force-dynamic' };
