import type { TenantConfig } from '@vitrine/tenant-config';
import { withPageMessages } from '../../common/client-messages';
import { createWishlistPage } from './screen';

/** The wishlist (`/merkzettel`): a customer's items with the mini editor; a guest is asked to log in. */
export function createScreen(tenant: TenantConfig) {
  const { WishlistPage, generateMetadata } = createWishlistPage(tenant);
  return { Page: withPageMessages('account/wishlist', WishlistPage), generateMetadata };
}
