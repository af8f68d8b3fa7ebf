import type { Resolvers } from '../generated/resolvers';
import { withAccess } from './access';
import { addressBookResolvers } from '../modules/address-book/resolvers';
import { bookingResolvers } from '../modules/bookings/resolvers';
import { overviewResolvers } from '../modules/overview/resolvers';
import { voucherResolvers } from '../modules/vouchers/resolvers';
import { basketResolvers } from '../modules/basket/resolvers';
import { catalogResolvers } from '../modules/catalog/resolvers';
import { checkoutResolvers } from '../modules/checkout/resolvers';
import { healthResolvers } from '../modules/health/resolvers';
import { identityResolvers } from '../modules/identity/resolvers';
import { invoiceResolvers } from '../modules/invoices/resolvers';
import { orderResolvers } from '../modules/orders/resolvers';
import { paylinkResolvers } from '../modules/paylinks/resolvers';
import { personalDataResolvers } from '../modules/personal-data/resolvers';
import { paybackResolvers } from '../modules/payback/resolvers';
import { recommendationResolvers } from '../modules/recommendations/resolvers';
import { returnResolvers } from '../modules/returns/resolvers';
import { reviewResolvers } from '../modules/reviews/resolvers';
import { wishlistResolvers } from '../modules/wishlist/resolvers';

/** Every module's resolvers in one map, type by type (a module adds fields; two never resolve the same one). */
export function mergeResolvers(...parts: Resolvers[]): Resolvers {
  const merged: Record<string, Record<string, unknown>> = {};
  for (const part of parts) {
    for (const [type, fields] of Object.entries(part)) {
      const target = (merged[type] ??= {});
      for (const [field, resolver] of Object.entries(fields as Record<string, unknown>)) {
        if (field in target) throw new Error(`${type}.${field} is resolved by two modules`);
        target[field] = resolver;
      }
    }
  }
  return merged as Resolvers;
}

/** Every module's resolvers, the full-login fields guarded (./access.ts). */
export const resolvers: Resolvers = withAccess(
  mergeResolvers(
    catalogResolvers,
    reviewResolvers,
    recommendationResolvers,
    basketResolvers,
    identityResolvers,
    wishlistResolvers,
    checkoutResolvers,
    addressBookResolvers,
    personalDataResolvers,
    paybackResolvers,
    orderResolvers,
    invoiceResolvers,
    bookingResolvers,
    overviewResolvers,
    voucherResolvers,
    returnResolvers,
    paylinkResolvers,
    healthResolvers,
  ),
);
