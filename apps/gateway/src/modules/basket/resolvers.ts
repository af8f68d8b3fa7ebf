import type { Resolvers } from '../../generated/resolvers';
import { ownerOf } from '../../http/context';
import { once } from '../idempotency/service';
import { addToBasket, basketOf, changeBasketQuantity, removeFromBasket } from './service';

/** The visitor's basket and adding to it (typed refusals). */
export const basketResolvers: Resolvers = {
  Query: {
    basket: (_, { locale, currency }, { db, visitor }) => basketOf(db, visitor, { locale, currency }),
  },
  Mutation: {
    addToBasket: (_, { variantSku, quantity }, context) =>
      once(context.db, { owner: ownerOf(context), key: context.idempotencyKey, operation: 'addToBasket', args: { variantSku, quantity }, now: context.clock.now() }, () =>
        addToBasket(context.db, context.visitor, variantSku, quantity ?? 1),
      ),
    // Setting a quantity and removing a line come to the same basket when repeated: no idempotency key needed.
    changeBasketQuantity: (_, { variantSku, quantity }, { db, visitor }) => changeBasketQuantity(db, visitor, variantSku, quantity),
    removeFromBasket: (_, { variantSku }, { db, visitor }) => removeFromBasket(db, visitor, variantSku),
  },
};
