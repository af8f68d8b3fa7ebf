import type { Resolvers } from '../../generated/resolvers';
import { attemptOf, completePayment, orderOf, placeOrder } from './orders';
import {
  applyVoucher,
  checkoutOf,
  instalmentCalculation,
  instalmentPlans,
  nearbyParcelShops,
  removeVoucher,
  setDelivery,
  setPayment,
  setPremium,
  setRateProtection,
} from './service';

/** The checkout (the logged-in customer's choices, offers and totals) and placing the order once. */
export const checkoutResolvers: Resolvers = {
  Query: {
    checkout: (_, { locale }, context) => checkoutOf(context, locale),
    order: (_, { number, locale }, context) => orderOf(context, number, locale),
    instalmentCalculator: (_, { basePrice }, context) => instalmentCalculation(context, basePrice),
  },
  Checkout: {
    parcelShops: (_, { near }, context) => nearbyParcelShops(context, near),
    instalmentPlans: (checkout, { paymentPause }, context) => instalmentPlans(context, checkout, paymentPause),
  },
  Mutation: {
    setDelivery: (_, { input }, context) => setDelivery(context, input.locale, input),
    setPayment: (_, { input }, context) => setPayment(context, input.locale, input),
    setPremium: (_, { premium, locale }, context) => setPremium(context, locale, premium),
    setRateProtection: (_, { input }, context) => setRateProtection(context, input.locale, input),
    applyVoucher: (_, { code, locale }, context) => applyVoucher(context, locale, code),
    removeVoucher: (_, { locale }, context) => removeVoucher(context, locale),
    completePayment: (_, { paymentId, status, signature, locale }, context) => completePayment(context, paymentId, status, signature, locale),
    placeOrder: (_, { attempt, expectedTotal, locale }, context) => placeOrder(context, locale, attemptOf(context.idempotencyKey, attempt), expectedTotal),
  },
};
