import type { Resolvers } from '../../generated/resolvers';
import { accountOverview } from './service';

/** The account's overview (full login: http/access.ts). */
export const overviewResolvers: Resolvers = {
  Query: {
    accountOverview: (_, { locale }, context) => accountOverview(context, locale),
  },
};
