import type { Resolvers } from '../../generated/resolvers';
import { addToWishlist, changeWishlistItem, removeFromWishlist, wishlistOf } from './service';

/** The customer's wishlist: read, add, remove, change an item's variant (typed refusals). */
export const wishlistResolvers: Resolvers = {
  Query: {
    wishlist: (_, { locale, currency }, context) => wishlistOf(context, { locale, currency }),
  },
  Mutation: {
    addToWishlist: (_, { variantSku }, context) => addToWishlist(context, variantSku),
    removeFromWishlist: (_, { variantSku }, context) => removeFromWishlist(context, variantSku),
    changeWishlistItem: (_, { variantSku, newVariantSku }, context) => changeWishlistItem(context, variantSku, newVariantSku),
  },
};
