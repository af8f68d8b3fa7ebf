import type { Resolvers } from '../../generated/resolvers';
import { changePassword, confirmEmailChange, confirmErasure, personalData, requestEmailChange, requestErasure, updatePersonalData } from './service';

/** Personal data, the e-mail and password changes, and erasing the account (full login but for the mailed links: http/access.ts). */
export const personalDataResolvers: Resolvers = {
  Query: {
    personalData: (_, __, context) => personalData(context),
  },
  Mutation: {
    updatePersonalData: (_, { input }, context) => updatePersonalData(context, input),
    requestEmailChange: (_, { email, password, locale }, context) => requestEmailChange(context, email, password, locale),
    confirmEmailChange: (_, { token, locale }, context) => confirmEmailChange(context, token, locale),
    changePassword: (_, { currentPassword, newPassword }, context) => changePassword(context, currentPassword, newPassword),
    requestErasure: (_, { password, locale }, context) => requestErasure(context, password, locale),
    confirmErasure: (_, { token, locale }, context) => confirmErasure(context, token, locale),
  },
};
