/** The customer's own checkout: rendered for every request, never cached. */
export const policy = { dynamic: 'force-dynamic' };
