import type { Resolvers } from '../../generated/resolvers';
import { completePaylinkPayment, paylinkOf, payPaylink } from './service';

/** Payment links: an open amount paid by link, without a login (the token is the key). */
export const paylinkResolvers: Resolvers = {
  Query: {
    paylink: (_, { token, locale }, context) => paylinkOf(context, token, locale),
  },
  Mutation: {
    payPaylink: (_, { token, method, locale }, context) => payPaylink(context, token, method, locale),
    completePaylinkPayment: (_, { token, paymentId, status, signature }, context) => completePaylinkPayment(context, token, paymentId, status, signature),
  },
};
