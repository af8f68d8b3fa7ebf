/** A payment link's page: rendered for every request (where the payment stands now), never cached. */
export const policy = { dynamic: 'force-dynamic' };
