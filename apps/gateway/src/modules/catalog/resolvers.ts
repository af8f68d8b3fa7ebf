import type { Resolvers } from '../../generated/resolvers';
import { assertLocale } from '../../http/input';
import { type LocalizedText, localize } from './localize';
import { listProducts, localizeServices, productBySku, servicesOfMany } from './repository';
import { withTeaser } from './teaser';

/** Products, SEO data and sorting orders; a product's price carries the tenant's instalment teaser. */
export const catalogResolvers: Resolvers = {
  Query: {
    product: (_, { sku, locale, currency }, { db }) => productBySku(db, sku, assertLocale(locale), currency),
    products: (_, { locale, currency, first, after, category }, { db }) => listProducts(db, { locale: assertLocale(locale), currency, first: first ?? 24, after, category }),
    seoData: async (_, { sku, locale }, { db }) => {
      const product = await productBySku(db, sku, assertLocale(locale), 'EUR');
      if (!product) return null;
      return { sku: product.sku, slug: product.slug, title: product.productName, description: product.description.slice(0, 160) };
    },
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
  },
  Product: {
    price: (product, _, { tenant }) => withTeaser(product.price, tenant),
    // Batched per request and currency: a list of products asks once for all their services.
    services: async (product, _, { db, batches }) =>
      localizeServices((await batches.loader(`services:${product.currency}`, (skus) => servicesOfMany(db, skus, product.currency))(product.sku)) ?? [], product.locale),
  },
};
