/** The signed link's subscription and the form's answer: rendered for every request, never cached. */
export const policy = { dynamic: 'force-dynamic' };
