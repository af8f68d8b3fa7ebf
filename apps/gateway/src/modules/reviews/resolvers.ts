import { GraphQLError } from 'graphql';
import type { Resolvers } from '../../generated/resolvers';
import { assertLocale } from '../../http/input';
import { localizeTags, ratingOf, reviewsPage, reviewTagsOfMany, writeReview } from './service';

/** Ratings with their paged reviews, a product's review topics, and writing a review (moderated). */
export const reviewResolvers: Resolvers = {
  Query: {
    rating: (_, { id, locale, filter }, { db }) => ratingOf(db, id, assertLocale(locale), filter),
  },
  Mutation: {
    // Retried safely with an Idempotency-Key (every mutation is: src/http/idempotent.ts).
    writeReview: (_, { input }, { db, visitor, clock }) => {
      assertLocale(input.locale);
      return writeReview(db, input, visitor, clock.now());
    },
  },
  Product: {
    // Batched per request: a list of products asks once for all their review tags.
    reviewTags: async (product, _, { db, batches }) => localizeTags((await batches.loader('reviewTags', (skus) => reviewTagsOfMany(db, skus))(product.sku)) ?? [], product.locale),
  },
  Rating: {
    reviews: (rating, { page }, { db }) => {
      if (page === null) throw new GraphQLError('page must be a whole number from 1', { extensions: { code: 'BAD_USER_INPUT', field: 'page' } });
      return reviewsPage(db, rating, page ?? 1);
    },
  },
};
