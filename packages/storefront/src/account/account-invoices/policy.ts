/** One customer's invoices, read again on every request: never cached. */
export const policy = { dynamic: 'force-dynamic' };
