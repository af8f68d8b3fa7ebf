import type { Resolvers } from '../../generated/resolvers';
import { accountBookings, accountOpenPayments } from './service';

/** The account's ledger and open payments (full login: http/access.ts). */
export const bookingResolvers: Resolvers = {
  Query: {
    accountBookings: (_, { first }, context) => accountBookings(context, first),
    accountOpenPayments: (_, __, context) => accountOpenPayments(context),
  },
};
