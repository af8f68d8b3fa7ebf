import { GraphQLError } from 'graphql';
import { productBySku, listProducts, servicesOf } from './catalog/repository';
import { assertLocale, type LocalizedText, localize } from './catalog/localize';
import type { Resolvers } from './generated/resolvers';
import { addToBasket, basketOf } from './basket/basket';
import { health } from './health';
import { withTeaser } from './catalog/teaser';
import { recommendations, sponsoredProducts } from './recommendations/recommendations';
import { ratingOf, reviewsPage, reviewTagsOf, writeReview } from './reviews/reviews';

export const resolvers: Resolvers = {
  Query: {
    product: (_, { sku, locale, currency }, { db }) => productBySku(db, sku, assertLocale(locale), currency),
    products: (_, { locale, currency, first, after, category }, { db }) =>
      listProducts(db, { locale: assertLocale(locale), currency, first: first ?? 24, after, category }),
    seoData: async (_, { sku, locale }, { db }) => {
      const product = await productBySku(db, sku, assertLocale(locale), 'EUR');
      if (!product) return null;
      return { sku: product.sku, slug: product.slug, title: product.productName, description: product.description.slice(0, 160) };
    },
    health: (_, __, { db }) => health(db),
    rating: (_, { id, locale, filter }, { db }) => ratingOf(db, id, assertLocale(locale), filter),
    sortingOrder: async (_, { key, locale }, { db }) => {
      const l = assertLocale(locale);
      const [row] = await db.query<{ key: string; name: LocalizedText }>('select key, name from sorting_orders where key = $1', [key]);
      return row ? { key: row.key, name: localize(row.name, l) } : null;
    },
    sortingOrders: async (_, { locale }, { db }) => {
      const l = assertLocale(locale);
      const rows = await db.query<{ key: string; name: LocalizedText }>('select key, name from sorting_orders order by position');
      return rows.map((r) => ({ key: r.key, name: localize(r.name, l) }));
    },
    recommendations: (_, { placement, slot, sku, locale, currency }, { db, visitor }) =>
      recommendations(db, { placement, slot, sku, locale: assertLocale(locale), currency, visitor }),
    sponsoredProducts: (_, { sku, category, locale, currency, first }, { db }) =>
      sponsoredProducts(db, { sku, category, locale: assertLocale(locale), currency, first: first ?? 4 }),
    basket: (_, __, { db, visitor }) => basketOf(db, visitor),
  },
  Mutation: {
    writeReview: (_, { input }, { db, visitor }) => {
      assertLocale(input.locale);
      return writeReview(db, input, visitor);
    },
    addToBasket: (_, { variantSku, quantity }, { db, visitor }) => addToBasket(db, visitor, variantSku, quantity ?? 1),
  },
  Product: {
    price: (product, _, { tenant }) => withTeaser(product.price, tenant),
    services: (product, _, { db }) => servicesOf(db, product.sku, product.locale, product.currency),
    reviewTags: (product, _, { db }) => reviewTagsOf(db, product.sku, product.locale),
  },
  Rating: {
    reviews: (rating, { page }, { db }) => {
      if (page === null) throw new GraphQLError('page must be a whole number from 1', { extensions: { code: 'BAD_USER_INPUT', field: 'page' } });
      return reviewsPage(db, rating, page ?? 1);
    },
  },
};
