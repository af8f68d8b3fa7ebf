import type { Resolvers } from '../../generated/resolvers';
import { lendMoneyForm, requestLoan } from './service';

/** The lend-money request (spec §5). */
export const lendMoneyResolvers: Resolvers = {
  Query: {
    lendMoneyForm: (_, __, context) => lendMoneyForm(context),
  },
  Mutation: {
    requestLoan: (_, { input }, context) => requestLoan(context, input),
  },
};
