/** The shopper's own basket: rendered for every request, never cached. */
export const policy = { dynamic: 'force-dynamic' };
