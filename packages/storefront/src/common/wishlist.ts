import { SERVED_SCREENS } from '../generated/served-screens';

/** Where the hearts post (the route handler of `@vitrine/storefront/session`); none while the shop has no wishlist page. */
export const WISHLIST_ENDPOINT: string | undefined = SERVED_SCREENS.has('wishlist') ? '/api/wishlist' : undefined;
