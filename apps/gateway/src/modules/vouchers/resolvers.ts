import type { Resolvers } from '../../generated/resolvers';
import { accountVouchers } from './service';

/** The account's vouchers (full login: http/access.ts). */
export const voucherResolvers: Resolvers = {
  Query: {
    accountVouchers: (_, __, context) => accountVouchers(context),
  },
};
