/** The form's answer and a fresh captcha per view: rendered for every request, never cached. */
export const policy = { dynamic: 'force-dynamic' };
