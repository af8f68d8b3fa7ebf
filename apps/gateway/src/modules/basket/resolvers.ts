import type { Resolvers } from '../../generated/resolvers';
import { ownerOf } from '../../http/context';
import { once } from '../idempotency/service';
import { addToBasket, basketOf } from './service';

/** The visitor's basket and adding to it (typed refusals). */
export const basketResolvers: Resolvers = {
  Query: {
    basket: (_, __, { db, visitor }) => basketOf(db, visitor),
  },
  Mutation: {
    addToBasket: (_, { variantSku, quantity }, context) =>
      once(context.db, { owner: ownerOf(context), key: context.idempotencyKey, operation: 'addToBasket', args: { variantSku, quantity }, now: context.clock.now() }, () =>
        addToBasket(context.db, context.visitor, variantSku, quantity ?? 1),
      ),
  },
};
