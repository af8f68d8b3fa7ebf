/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type Currency =
  | 'CHF'
  | 'EUR';

export type ProductCardFragment = { sku: string, slug: string, productName: string, brand: string, rating: number | null, reviewCount: number, available: boolean, flags: Array<string>, variationDimension: string | null, colours: Array<{ name: string, hex: string }>, price: { currency: Currency, amount: number, originalAmount: number | null, discountPercent: number | null, installmentCount: number | null, installmentAmount: number | null, unitPrice: { amount: number, quantity: number, unit: string } | null }, images: Array<{ url: string, alt: string, width: number, height: number }> };

export type StorefrontProductsQueryVariables = Exact<{
  locale: string;
  currency: Currency;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type StorefrontProductsQuery = { products: { totalCount: number, endCursor: string | null, hasNextPage: boolean, nodes: Array<{ sku: string, slug: string, productName: string, brand: string, rating: number | null, reviewCount: number, available: boolean, flags: Array<string>, variationDimension: string | null, colours: Array<{ name: string, hex: string }>, price: { currency: Currency, amount: number, originalAmount: number | null, discountPercent: number | null, installmentCount: number | null, installmentAmount: number | null, unitPrice: { amount: number, quantity: number, unit: string } | null }, images: Array<{ url: string, alt: string, width: number, height: number }> }> } };

export type ProductDetailQueryVariables = Exact<{
  sku: string | number;
  locale: string;
  currency: Currency;
}>;


export type ProductDetailQuery = { product: { description: string, sku: string, slug: string, productName: string, brand: string, rating: number | null, reviewCount: number, available: boolean, flags: Array<string>, variationDimension: string | null, slugs: Array<{ locale: string, slug: string }>, category: { key: string, name: string }, breadcrumbs: Array<{ label: string, categoryKey: string }>, variants: Array<{ sku: string, label: string, available: boolean }>, colours: Array<{ name: string, hex: string }>, price: { currency: Currency, amount: number, originalAmount: number | null, discountPercent: number | null, installmentCount: number | null, installmentAmount: number | null, unitPrice: { amount: number, quantity: number, unit: string } | null }, images: Array<{ url: string, alt: string, width: number, height: number }> } | null };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const ProductCardFragmentDoc = new TypedDocumentString(`
    fragment ProductCard on Product {
  sku
  slug
  productName
  brand
  rating
  reviewCount
  available
  flags
  variationDimension
  colours {
    name
    hex
  }
  price {
    currency
    amount
    originalAmount
    discountPercent
    unitPrice {
      amount
      quantity
      unit
    }
    installmentCount
    installmentAmount
  }
  images {
    url
    alt
    width
    height
  }
}
    `, {"fragmentName":"ProductCard"}) as unknown as TypedDocumentString<ProductCardFragment, unknown>;
export const StorefrontProductsDocument = new TypedDocumentString(`
    query StorefrontProducts($locale: String!, $currency: Currency!, $first: Int, $after: String) {
  products(locale: $locale, currency: $currency, first: $first, after: $after) {
    nodes {
      ...ProductCard
    }
    totalCount
    endCursor
    hasNextPage
  }
}
    fragment ProductCard on Product {
  sku
  slug
  productName
  brand
  rating
  reviewCount
  available
  flags
  variationDimension
  colours {
    name
    hex
  }
  price {
    currency
    amount
    originalAmount
    discountPercent
    unitPrice {
      amount
      quantity
      unit
    }
    installmentCount
    installmentAmount
  }
  images {
    url
    alt
    width
    height
  }
}`) as unknown as TypedDocumentString<StorefrontProductsQuery, StorefrontProductsQueryVariables>;
export const ProductDetailDocument = new TypedDocumentString(`
    query ProductDetail($sku: ID!, $locale: String!, $currency: Currency!) {
  product(sku: $sku, locale: $locale, currency: $currency) {
    ...ProductCard
    slugs {
      locale
      slug
    }
    description
    category {
      key
      name
    }
    breadcrumbs {
      label
      categoryKey
    }
    variants {
      sku
      label
      available
    }
  }
}
    fragment ProductCard on Product {
  sku
  slug
  productName
  brand
  rating
  reviewCount
  available
  flags
  variationDimension
  colours {
    name
    hex
  }
  price {
    currency
    amount
    originalAmount
    discountPercent
    unitPrice {
      amount
      quantity
      unit
    }
    installmentCount
    installmentAmount
  }
  images {
    url
    alt
    width
    height
  }
}`) as unknown as TypedDocumentString<ProductDetailQuery, ProductDetailQueryVariables>;