import type { Resolvers } from '../../generated/resolvers';
import { addToBasket, basketOf } from './service';

/** The visitor's basket and adding to it (typed refusals). */
export const basketResolvers: Resolvers = {
  Query: {
    basket: (_, __, { db, visitor }) => basketOf(db, visitor),
  },
  Mutation: {
    addToBasket: (_, { variantSku, quantity }, { db, visitor }) => addToBasket(db, visitor, variantSku, quantity ?? 1),
  },
};
