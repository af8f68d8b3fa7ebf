/** One customer's payment dates, read again on every request: never cached. */
export const policy = { dynamic: 'force-dynamic' };
