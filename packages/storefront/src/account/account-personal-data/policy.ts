/** One customer's data, read again on every request: never cached. */
export const policy = { dynamic: 'force-dynamic' };
