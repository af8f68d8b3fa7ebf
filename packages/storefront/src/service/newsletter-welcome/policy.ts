/** A form's answer, or a link's token and its outcome: rendered for every request, never cached. */
export const policy = { dynamic: 'force-dynamic' };
