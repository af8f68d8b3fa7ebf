import type { GraphQLFieldResolver } from 'graphql';
import type { Resolvers } from '../generated/resolvers';
import { type GatewayContext, fullLoginOf } from './context';
import { badInput } from './input';

/**
 * Who may call a root field of the schema:
 * - `anyone`: no visitor needed (the catalog, health, a payment link by its token, logging in);
 * - `visitor`: the shop's visitor id or a customer (the basket, a review);
 * - `customer`: a customer, a soft login too (the wishlist, `me`, coming back from the payment provider);
 * - `fullLogin`: a customer who entered the password in this session (token type 2). A soft login
 *   (customer number and date of birth, or "stay logged in") never reaches these resolvers: a query
 *   answers null, a mutation refuses with `login-required`, exactly as for a guest. Every account
 *   field, the checkout and `order` are here.
 *
 * Every root field is listed (a gateway test compares this with the schema, so that a new resolver
 * cannot be forgotten); `fullLogin` is enforced here, once, before any resolver runs. The resolvers
 * still take the customer from the request context and answer another customer's ids as not found.
 */
export type Access = 'anyone' | 'visitor' | 'customer' | 'fullLogin';

export const ACCESS = {
  Query: {
    accountBookings: 'fullLogin',
    accountInvoices: 'fullLogin',
    accountOpenPayments: 'fullLogin',
    accountOrder: 'fullLogin',
    accountOrders: 'fullLogin',
    accountOverview: 'fullLogin',
    accountVouchers: 'fullLogin',
    addressBook: 'fullLogin',
    basket: 'visitor',
    checkout: 'fullLogin',
    contactForm: 'anyone',
    health: 'anyone',
    instalmentCalculator: 'anyone',
    lendMoneyForm: 'fullLogin',
    me: 'customer',
    newsletterSettings: 'anyone',
    newsletterTerms: 'anyone',
    order: 'fullLogin',
    payback: 'fullLogin',
    paylink: 'anyone',
    personalData: 'fullLogin',
    product: 'anyone',
    products: 'anyone',
    rating: 'anyone',
    recommendations: 'anyone',
    seoData: 'anyone',
    sortingOrder: 'anyone',
    sortingOrders: 'anyone',
    sponsoredProducts: 'anyone',
    wishlist: 'customer',
  },
  Mutation: {
    // A soft login's second factor: the code goes to its customer, and works in its session only.
    // The mailed links: whoever holds the single-use token (the new address, the account's address).
    // The order was placed with the password; the shopper comes back from the provider in the same session.
    addToBasket: 'visitor',
    addToWishlist: 'customer',
    applyVoucher: 'fullLogin',
    changeBasketQuantity: 'visitor',
    changePassword: 'fullLogin',
    changeWishlistItem: 'customer',
    completePaylinkPayment: 'anyone',
    completePayment: 'customer',
    confirmEmailChange: 'anyone',
    confirmErasure: 'anyone',
    confirmNewsletter: 'anyone',
    confirmRegistration: 'anyone',
    deleteAddress: 'fullLogin',
    linkPaybackCard: 'fullLogin',
    login: 'anyone',
    loginWithCode: 'customer',
    loginWithCustomerNumber: 'anyone',
    logout: 'anyone',
    lookUpOrder: 'anyone',
    payPaylink: 'anyone',
    placeOrder: 'fullLogin',
    register: 'anyone',
    registerReturn: 'fullLogin',
    removeFromBasket: 'visitor',
    removeFromWishlist: 'customer',
    removeVoucher: 'fullLogin',
    renewSession: 'anyone',
    requestEmailChange: 'fullLogin',
    requestErasure: 'fullLogin',
    requestLoan: 'fullLogin',
    requestLoginCode: 'customer',
    requestPasswordReset: 'anyone',
    resendNewsletterConfirmation: 'anyone',
    resetPassword: 'anyone',
    saveAddress: 'fullLogin',
    sendContactMessage: 'visitor',
    setDefaultAddress: 'fullLogin',
    setDelivery: 'fullLogin',
    setPayment: 'fullLogin',
    setPremium: 'fullLogin',
    setRateProtection: 'fullLogin',
    subscribeNewsletter: 'anyone',
    unlinkPaybackCard: 'fullLogin',
    unsubscribeMailings: 'anyone',
    updateNewsletterSettings: 'anyone',
    updatePersonalData: 'fullLogin',
    writeReview: 'visitor',
  },
} as const satisfies Record<'Query' | 'Mutation', Record<string, Access>>;

/** The refusal of a `fullLogin` mutation to a guest or a soft login (the checkout's own words). */
export const loginRequired = () => badInput('session', 'login-required', 'This needs a customer who logged in with the password');

/** `fullLogin` mutations whose answer has a typed refusal for it: that answer instead of the error. */
export const TYPED_LOGIN_REFUSALS: Partial<Record<keyof (typeof ACCESS)['Mutation'], { __typename: string; reason: string }>> = {
  placeOrder: { __typename: 'OrderRefused', reason: 'LOGIN_REQUIRED' },
};

type Root = keyof typeof ACCESS;
type AnyResolver = GraphQLFieldResolver<unknown, GatewayContext>;

/** The resolvers with the `fullLogin` fields guarded: the resolver runs only for a full login. */
export function withAccess(resolvers: Resolvers): Resolvers {
  const guarded: Record<string, unknown> = { ...resolvers };
  for (const root of Object.keys(ACCESS) as Root[]) {
    const fields: Record<string, unknown> | undefined = resolvers[root];
    if (!fields) continue;
    const rules: Record<string, Access> = ACCESS[root];
    guarded[root] = Object.fromEntries(
      Object.entries(fields).map(([name, resolver]) => {
        if (rules[name] !== 'fullLogin' || typeof resolver !== 'function') return [name, resolver];
        const inner = resolver as AnyResolver;
        const outer: AnyResolver = (parent, args, context, info) => {
          if (fullLoginOf(context)) return inner(parent, args, context, info);
          if (root === 'Query') return null;
          const typed: { __typename: string; reason: string } | undefined = (TYPED_LOGIN_REFUSALS as Record<string, { __typename: string; reason: string }>)[name];
          if (typed) return typed;
          throw loginRequired();
        };
        return [name, outer];
      }),
    );
  }
  return guarded;
}
