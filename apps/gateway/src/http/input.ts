import { PRODUCT_LOCALES, type ProductLocale } from '@vitrine/i18n';
import { isVisitorId } from '@vitrine/session';
import { GraphQLError } from 'graphql';

/** Text-search configuration per product language (German, French and Dutch stemming). */
export const TEXT_SEARCH_CONFIG: Readonly<Record<string, string>> = { de: 'german', fr: 'french', nl: 'dutch' };

/**
 * The owner key of a guest: the shop's visitor id (header x-vitrine-visitor, from its HttpOnly
 * cookie) of 8 to 64 letters, digits or dashes; undefined when there is none or it is malformed.
 */
export function guestOwner(visitor: string | null | undefined): string | undefined {
  return isVisitorId(visitor) ? `guest:${visitor}` : undefined;
}

/** The owner key of a customer's things (basket, wishlist, search history), whichever device they use. */
export function customerOwner(customerId: string): string {
  return `customer:${customerId}`;
}

/** A refusal of a GraphQL argument: `extensions.code` BAD_USER_INPUT with the field and why. */
export function badInput(field: string, reason: string, message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', field, reason } });
}

/** A GraphQL call that needs the visitor and came without one. */
export function noVisitor(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'FORBIDDEN', reason: 'no-visitor' } });
}

/** Refuses anything but a product locale, with a message that lists the valid ones. */
export function assertLocale(value: string): ProductLocale {
  if ((PRODUCT_LOCALES as readonly string[]).includes(value)) return value as ProductLocale;
  throw new GraphQLError(`Unknown locale "${value.slice(0, 20)}"; expected one of ${PRODUCT_LOCALES.join(', ')}`, {
    extensions: { code: 'BAD_USER_INPUT', field: 'locale' },
  });
}
