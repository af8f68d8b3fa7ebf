/** One customer's card and points, read again on every request: never cached. */
export const policy = { dynamic: 'force-dynamic' };
