import type { Resolvers } from '../../generated/resolvers';
import { assertLocale } from '../../http/input';
import { recommendations, sponsoredProducts } from './service';

/** The recommendation slots of spec §9 and the sponsored products. */
export const recommendationResolvers: Resolvers = {
  Query: {
    recommendations: (_, { placement, slot, sku, locale, currency }, { db, visitor }) =>
      recommendations(db, { placement, slot, sku, locale: assertLocale(locale), currency, visitor }),
    sponsoredProducts: (_, { sku, category, locale, currency, first }, { db }) =>
      sponsoredProducts(db, { sku, category, locale: assertLocale(locale), currency, first: first ?? 4 }),
  },
};
