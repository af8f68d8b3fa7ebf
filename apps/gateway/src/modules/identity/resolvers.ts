import type { Resolvers } from '../../generated/resolvers';
import { login, loginWithCustomerNumber, logout, me } from './service';

/** Login in two ways, logout and the session's customer. */
export const identityResolvers: Resolvers = {
  Query: {
    me: (_, __, context) => me(context),
  },
  Mutation: {
    login: (_, { email, password, keepLoggedIn }, context) => login(context, email, password, keepLoggedIn ?? false),
    loginWithCustomerNumber: (_, { customerNumber, dateOfBirth, keepLoggedIn }, context) => loginWithCustomerNumber(context, customerNumber, dateOfBirth, keepLoggedIn ?? false),
    logout: (_, __, context) => logout(context),
  },
};
