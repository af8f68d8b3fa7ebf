/** One customer's bookings and open payments, read again on every request: never cached. */
export const policy = { dynamic: 'force-dynamic' };
