import type { Resolvers } from './generated/resolvers';
import { paymentRoutes } from './adapters/payments/routes';
import { withAccess } from './http/access';
import { mergeResolvers } from './http/resolvers';
import type { Route } from './http/router';
import { createGateway, type GatewayOptions } from './http/server';
import { abTestingRoutes } from './modules/ab-testing/routes';
import { chatbotRoutes } from './modules/chatbot/routes';
import { contentRoutes } from './modules/content/routes';
import { customerRatingRoutes } from './modules/customer-ratings/routes';
import { healthRoutes } from './modules/health/routes';
import { imageRoutes } from './modules/images/routes';
import { operationsRoutes } from './modules/operations/routes';
import { outboxRoutes } from './modules/outbox/routes';
import { parcelShopRoutes } from './modules/parcel-shops/routes';
import { searchRoutes } from './modules/search/routes';
import { vitalsRoutes } from './modules/vitals/routes';
import { invoiceRoutes } from './modules/invoices/routes';
import { returnRoutes } from './modules/returns/routes';
import { personalDataRoutes } from './modules/personal-data/routes';
import { orderRoutes } from './modules/orders/routes';
import { addressBookResolvers } from './modules/address-book/resolvers';
import { bookingResolvers } from './modules/bookings/resolvers';
import { overviewResolvers } from './modules/overview/resolvers';
import { voucherResolvers } from './modules/vouchers/resolvers';
import { basketResolvers } from './modules/basket/resolvers';
import { catalogResolvers } from './modules/catalog/resolvers';
import { checkoutResolvers } from './modules/checkout/resolvers';
import { healthResolvers } from './modules/health/resolvers';
import { identityResolvers } from './modules/identity/resolvers';
import { invoiceResolvers } from './modules/invoices/resolvers';
import { orderResolvers } from './modules/orders/resolvers';
import { paylinkResolvers } from './modules/paylinks/resolvers';
import { personalDataResolvers } from './modules/personal-data/resolvers';
import { paybackResolvers } from './modules/payback/resolvers';
import { createPasswords, type ScryptParams } from './modules/identity/passwords';
import { recommendationResolvers } from './modules/recommendations/resolvers';
import { returnResolvers } from './modules/returns/resolvers';
import { reviewResolvers } from './modules/reviews/resolvers';
import { wishlistResolvers } from './modules/wishlist/resolvers';

/*
 * The gateway's composition root: which modules it serves. The HTTP layer (src/http) knows routes
 * and resolvers only as what it is given here.
 */

/** The REST routes of the modules (GraphQL is served at /api/gateway/). */
export const ROUTES: readonly Route[] = [
  ...healthRoutes,
  ...imageRoutes,
  ...contentRoutes,
  ...searchRoutes,
  ...vitalsRoutes,
  ...abTestingRoutes,
  ...chatbotRoutes,
  ...parcelShopRoutes,
  ...customerRatingRoutes,
  ...operationsRoutes,
  ...outboxRoutes,
  ...paymentRoutes,
  ...invoiceRoutes,
  ...returnRoutes,
  ...personalDataRoutes,
  ...orderRoutes,
];

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

/**
 * A gateway serving every module (main.ts, the tests' harness). `passwordHashing`: scrypt's
 * parameters for new hashes; production's (SCRYPT of the identity module) unless given, and main.ts never gives
 * any: lower ones are for the gateway's own tests, which make and check hundreds of passwords.
 */
export function createApp({ passwordHashing, ...options }: Omit<GatewayOptions, 'routes' | 'resolvers' | 'passwords'> & { passwordHashing?: ScryptParams }) {
  return createGateway({ ...options, passwords: createPasswords(passwordHashing), routes: ROUTES, resolvers });
}
