import type { Resolvers } from '../../generated/resolvers';
import { newsletterSettings, unsubscribeMailings, updateNewsletterSettings } from './settings';
import { confirmNewsletter, newsletterVoucherTerms, resendNewsletterConfirmation, subscribeNewsletter } from './service';

/** The newsletter (spec §4, §9). */
export const newsletterResolvers: Resolvers = {
  Query: {
    newsletterTerms: (_, __, context) => newsletterVoucherTerms(context),
    newsletterSettings: (_, { token }, context) => newsletterSettings(context, token),
  },
  Mutation: {
    subscribeNewsletter: (_, { input }, context) => subscribeNewsletter(context, input),
    resendNewsletterConfirmation: (_, { input }, context) => resendNewsletterConfirmation(context, input),
    confirmNewsletter: (_, { input }, context) => confirmNewsletter(context, input),
    updateNewsletterSettings: (_, { input }, context) => updateNewsletterSettings(context, input),
    unsubscribeMailings: async (_, { token }, context) =>
      (await unsubscribeMailings(context, token)) ? { __typename: 'MailingsUnsubscribed', unsubscribed: true } : { __typename: 'MailingsNotFound', notFound: true },
  },
};
