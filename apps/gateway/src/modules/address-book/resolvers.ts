import type { Resolvers } from '../../generated/resolvers';
import { addressBookOf, deleteAddress, saveAddress, setDefaultAddress } from './service';

/** The address book: read, add or change, delete, defaults (full login: http/access.ts). */
export const addressBookResolvers: Resolvers = {
  Query: {
    addressBook: (_, __, context) => addressBookOf(context),
  },
  Mutation: {
    saveAddress: (_, { input }, context) => saveAddress(context, input),
    deleteAddress: (_, { id }, context) => deleteAddress(context, id),
    setDefaultAddress: (_, { id, use }, context) => setDefaultAddress(context, id, use),
  },
};
