import type { Resolvers } from '../../generated/resolvers';
import { contactFormModel, sendContactMessage } from './service';

/** The contact form (spec §3, §5). */
export const contactResolvers: Resolvers = {
  Query: {
    contactForm: (_, __, context) => contactFormModel(context),
  },
  Mutation: {
    sendContactMessage: (_, { input }, context) => sendContactMessage(context, input),
  },
};
