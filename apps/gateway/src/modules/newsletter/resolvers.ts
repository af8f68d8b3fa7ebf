import type { Resolvers } from '../../generated/resolvers';
import { confirmNewsletter, newsletterVoucherTerms, resendNewsletterConfirmation, subscribeNewsletter } from './service';

/** The newsletter (spec §4, §9). */
export const newsletterResolvers: Resolvers = {
  Query: {
    newsletterTerms: (_, __, context) => newsletterVoucherTerms(context),
  },
  Mutation: {
    subscribeNewsletter: (_, { input }, context) => subscribeNewsletter(context, input),
    resendNewsletterConfirmation: (_, { input }, context) => resendNewsletterConfirmation(context, input),
    confirmNewsletter: (_, { input }, context) => confirmNewsletter(context, input),
  },
};
