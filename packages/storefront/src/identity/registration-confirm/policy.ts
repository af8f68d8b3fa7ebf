/** A link's token in the address and the form's answer: rendered for every request, never cached. */
export const policy = { dynamic: 'force-dynamic' };
