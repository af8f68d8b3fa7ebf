import type { Resolvers } from '../../generated/resolvers';
import { ownerOf } from '../../http/context';
import { addToBasket, basketOf, basketShipping, changeBasketQuantity, removeFromBasket } from './service';

/** The shopper's basket (the customer's when logged in, else the visitor's) and adding to it (typed refusals). */
export const basketResolvers: Resolvers = {
  Query: {
    basket: (_, { locale, currency }, context) => basketOf(context.db, ownerOf(context), { locale, currency }),
  },
  Basket: {
    shipping: (basket, _, context) => basketShipping(context, basket),
  },
  Mutation: {
    // Retried safely with an Idempotency-Key (every mutation is: src/http/idempotent.ts).
    addToBasket: (_, { variantSku, quantity }, context) => addToBasket(context.db, ownerOf(context), variantSku, quantity ?? 1),
    changeBasketQuantity: (_, { variantSku, quantity }, context) => changeBasketQuantity(context.db, ownerOf(context), variantSku, quantity),
    removeFromBasket: (_, { variantSku }, context) => removeFromBasket(context.db, ownerOf(context), variantSku),
  },
};
