import type { Resolvers } from '../../generated/resolvers';
import { lookUpOrder } from './guest';
import { accountOrder, accountOrders } from './service';

/** The account's orders and their deliveries (full login: http/access.ts). */
export const orderResolvers: Resolvers = {
  Query: {
    accountOrders: (_, { locale, first, after }, context) => accountOrders(context, locale, first, after),
    accountOrder: (_, { number, locale }, context) => accountOrder(context, number, locale),
  },
  Mutation: {
    lookUpOrder: (_, { number, email, postalCode, locale }, context) => lookUpOrder(context, number, email, postalCode, locale),
  },
};
