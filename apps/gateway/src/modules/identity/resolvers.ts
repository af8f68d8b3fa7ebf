import type { Resolvers } from '../../generated/resolvers';
import { confirmRegistration, register, requestPasswordReset, resetPassword } from './accounts';
import { loginWithCode, requestLoginCode } from './codes';
import { renewSession, login, loginWithCustomerNumber, logout, me } from './service';

/** Login in two ways, logout and the session's customer. */
export const identityResolvers: Resolvers = {
  Query: {
    me: (_, __, context) => me(context),
  },
  Mutation: {
    login: (_, { email, password, keepLoggedIn }, context) => login(context, email, password, keepLoggedIn ?? false),
    loginWithCustomerNumber: (_, { customerNumber, dateOfBirth, keepLoggedIn }, context) => loginWithCustomerNumber(context, customerNumber, dateOfBirth, keepLoggedIn ?? false),
    logout: (_, __, context) => logout(context),
    requestLoginCode: (_, { locale }, context) => requestLoginCode(context, locale),
    loginWithCode: (_, { code, keepLoggedIn }, context) => loginWithCode(context, code, keepLoggedIn ?? false),
    renewSession: (_, __, context) => renewSession(context),
    register: (_, { input }, context) => register(context, input),
    confirmRegistration: (_, { token }, context) => confirmRegistration(context, token),
    requestPasswordReset: (_, { email, locale }, context) => requestPasswordReset(context, email, locale),
    resetPassword: (_, { token, password }, context) => resetPassword(context, token, password),
  },
};
