/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "fragment ProductCard on Product {\n  sku\n  slug\n  productName\n  brand\n  rating\n  reviewCount\n  available\n  flags\n  variationDimension\n  colours {\n    name\n    hex\n  }\n  price {\n    currency\n    amount\n    originalAmount\n    discountPercent\n    unitPrice {\n      amount\n      quantity\n      unit\n    }\n    installmentCount\n    installmentAmount\n  }\n  images {\n    url\n    alt\n    width\n    height\n  }\n}\n\nquery StorefrontProducts($locale: String!, $currency: Currency!, $first: Int, $after: String) {\n  products(locale: $locale, currency: $currency, first: $first, after: $after) {\n    nodes {\n      ...ProductCard\n    }\n    totalCount\n    endCursor\n    hasNextPage\n  }\n}\n\nquery ProductDetail($sku: ID!, $locale: String!, $currency: Currency!) {\n  product(sku: $sku, locale: $locale, currency: $currency) {\n    ...ProductCard\n    slugs {\n      locale\n      slug\n    }\n    description\n    category {\n      key\n      name\n    }\n    breadcrumbs {\n      label\n      categoryKey\n    }\n    variants {\n      sku\n      label\n      available\n    }\n  }\n}": typeof types.ProductCardFragmentDoc,
};
const documents: Documents = {
    "fragment ProductCard on Product {\n  sku\n  slug\n  productName\n  brand\n  rating\n  reviewCount\n  available\n  flags\n  variationDimension\n  colours {\n    name\n    hex\n  }\n  price {\n    currency\n    amount\n    originalAmount\n    discountPercent\n    unitPrice {\n      amount\n      quantity\n      unit\n    }\n    installmentCount\n    installmentAmount\n  }\n  images {\n    url\n    alt\n    width\n    height\n  }\n}\n\nquery StorefrontProducts($locale: String!, $currency: Currency!, $first: Int, $after: String) {\n  products(locale: $locale, currency: $currency, first: $first, after: $after) {\n    nodes {\n      ...ProductCard\n    }\n    totalCount\n    endCursor\n    hasNextPage\n  }\n}\n\nquery ProductDetail($sku: ID!, $locale: String!, $currency: Currency!) {\n  product(sku: $sku, locale: $locale, currency: $currency) {\n    ...ProductCard\n    slugs {\n      locale\n      slug\n    }\n    description\n    category {\n      key\n      name\n    }\n    breadcrumbs {\n      label\n      categoryKey\n    }\n    variants {\n      sku\n      label\n      available\n    }\n  }\n}": types.ProductCardFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ProductCard on Product {\n  sku\n  slug\n  productName\n  brand\n  rating\n  reviewCount\n  available\n  flags\n  variationDimension\n  colours {\n    name\n    hex\n  }\n  price {\n    currency\n    amount\n    originalAmount\n    discountPercent\n    unitPrice {\n      amount\n      quantity\n      unit\n    }\n    installmentCount\n    installmentAmount\n  }\n  images {\n    url\n    alt\n    width\n    height\n  }\n}\n\nquery StorefrontProducts($locale: String!, $currency: Currency!, $first: Int, $after: String) {\n  products(locale: $locale, currency: $currency, first: $first, after: $after) {\n    nodes {\n      ...ProductCard\n    }\n    totalCount\n    endCursor\n    hasNextPage\n  }\n}\n\nquery ProductDetail($sku: ID!, $locale: String!, $currency: Currency!) {\n  product(sku: $sku, locale: $locale, currency: $currency) {\n    ...ProductCard\n    slugs {\n      locale\n      slug\n    }\n    description\n    category {\n      key\n      name\n    }\n    breadcrumbs {\n      label\n      categoryKey\n    }\n    variants {\n      sku\n      label\n      available\n    }\n  }\n}"): typeof import('./graphql').ProductCardFragmentDoc;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
