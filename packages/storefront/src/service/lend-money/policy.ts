/** The customer's own data and the form's answer: rendered for every request, never cached. */
export const policy = { dynamic: 'force-dynamic' };
