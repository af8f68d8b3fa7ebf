import type { Resolvers } from '../../generated/resolvers';
import { accountOrder, accountOrders } from './service';

/** The account's orders and their deliveries (full login: http/access.ts). */
export const orderResolvers: Resolvers = {
  Query: {
    accountOrders: (_, { locale, first, after }, context) => accountOrders(context, locale, first, after),
    accountOrder: (_, { number, locale }, context) => accountOrder(context, number, locale),
  },
};
