import { productBySku, listProducts } from './catalog/repository';
import { assertLocale } from './catalog/localize';
import type { Resolvers } from './generated/resolvers';
import { health } from './health';

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
  },
};
