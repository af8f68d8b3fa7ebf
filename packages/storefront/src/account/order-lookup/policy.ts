/** The form's answer is one shopper's: rendered for every request, never cached. */
export const policy = { dynamic: 'force-dynamic' };
