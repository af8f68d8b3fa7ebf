import type { Resolvers } from '../../generated/resolvers';
import { ownerOf } from '../../http/context';
import { once } from '../idempotency/service';
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
    addToBasket: (_, { variantSku, quantity }, context) =>
      once(context.db, { owner: ownerOf(context), key: context.idempotencyKey, operation: 'addToBasket', args: { variantSku, quantity }, now: context.clock.now() }, () =>
        addToBasket(context.db, ownerOf(context), variantSku, quantity ?? 1),
      ),
    // Setting a quantity and removing a line come to the same basket when repeated: no idempotency key needed.
    changeBasketQuantity: (_, { variantSku, quantity }, context) => changeBasketQuantity(context.db, ownerOf(context), variantSku, quantity),
    removeFromBasket: (_, { variantSku }, context) => removeFromBasket(context.db, ownerOf(context), variantSku),
  },
};
