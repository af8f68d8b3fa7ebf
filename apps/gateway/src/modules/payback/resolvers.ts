import type { Resolvers } from '../../generated/resolvers';
import { linkPaybackCard, payback, unlinkPaybackCard } from './service';

/** PAYBACK: the card and the points (full login, shops that offer it: http/access.ts). */
export const paybackResolvers: Resolvers = {
  Query: {
    payback: (_, __, context) => payback(context),
  },
  Mutation: {
    linkPaybackCard: (_, { number }, context) => linkPaybackCard(context, number),
    unlinkPaybackCard: (_, __, context) => unlinkPaybackCard(context),
  },
};
