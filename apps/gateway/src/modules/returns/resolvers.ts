import type { Resolvers } from '../../generated/resolvers';
import { pickupDaysOf, registerReturn, returnableOf, returnsOfOrder } from './service';

/** Returns: registering one (full login: http/access.ts), and an account order's returns, what it can still send back and its pickup days. */
export const returnResolvers: Resolvers = {
  Mutation: {
    registerReturn: (_, { input }, context) => registerReturn(context, input),
  },
  AccountOrder: {
    returns: (order, _, context) => returnsOfOrder(context.db, order.order),
    returnable: async (order, _, context) => returnableOf(order, await returnsOfOrder(context.db, order.order)),
    pickupDays: (order, _, context) => (order.progress === 'CANCELLED' ? [] : pickupDaysOf(context, order)),
  },
};
