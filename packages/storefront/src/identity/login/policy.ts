/** Who is logged in, and the forms' answers: rendered for every request, never cached. */
export const policy = { dynamic: 'force-dynamic' };
