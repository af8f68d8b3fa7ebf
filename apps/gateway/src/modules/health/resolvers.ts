import type { Resolvers } from '../../generated/resolvers';
import { health } from './service';

export const healthResolvers: Resolvers = {
  Query: {
    health: (_, __, { db }) => health(db),
  },
};
