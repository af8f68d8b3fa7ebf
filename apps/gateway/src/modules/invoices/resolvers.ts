import type { Resolvers } from '../../generated/resolvers';
import { accountInvoices } from './service';

/** The account's invoices (full login: http/access.ts); their PDFs are a REST route (routes.ts). */
export const invoiceResolvers: Resolvers = {
  Query: {
    accountInvoices: (_, { first, after }, context) => accountInvoices(context, first, after),
  },
};
