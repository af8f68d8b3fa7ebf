import type { GraphQLResolveInfo } from 'graphql';
import type { GatewayContext } from '../context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
};

export type Breadcrumb = {
  __typename?: 'Breadcrumb';
  categoryKey: Scalars['ID']['output'];
  label: Scalars['String']['output'];
};

export type Category = {
  __typename?: 'Category';
  key: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type Colour = {
  __typename?: 'Colour';
  hex: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

export type Currency =
  | 'CHF'
  | 'EUR';

export type Health = {
  __typename?: 'Health';
  database: Scalars['String']['output'];
  ok: Scalars['Boolean']['output'];
  products: Scalars['Int']['output'];
};

export type Image = {
  __typename?: 'Image';
  alt: Scalars['String']['output'];
  height: Scalars['Int']['output'];
  url: Scalars['String']['output'];
  width: Scalars['Int']['output'];
};

export type LocalizedSlug = {
  __typename?: 'LocalizedSlug';
  locale: Scalars['String']['output'];
  slug: Scalars['String']['output'];
};

export type Price = {
  __typename?: 'Price';
  amount: Scalars['Int']['output'];
  currency: Currency;
  /** Whole percent off the original price. */
  discountPercent: Maybe<Scalars['Int']['output']>;
  installmentAmount: Maybe<Scalars['Int']['output']>;
  installmentCount: Maybe<Scalars['Int']['output']>;
  originalAmount: Maybe<Scalars['Int']['output']>;
  unitPrice: Maybe<UnitPrice>;
};

export type Product = {
  __typename?: 'Product';
  available: Scalars['Boolean']['output'];
  brand: Scalars['String']['output'];
  breadcrumbs: Array<Breadcrumb>;
  category: Category;
  colours: Array<Colour>;
  description: Scalars['String']['output'];
  flags: Array<Scalars['String']['output']>;
  images: Array<Image>;
  price: Price;
  productName: Scalars['String']['output'];
  rating: Maybe<Scalars['Float']['output']>;
  reviewCount: Scalars['Int']['output'];
  sku: Scalars['ID']['output'];
  slug: Scalars['String']['output'];
  /** The product's slug in every product locale, for hreflang alternates. */
  slugs: Array<LocalizedSlug>;
  variants: Array<Variant>;
  /** What the variants differ in (size, colour, …), localized. */
  variationDimension: Maybe<Scalars['String']['output']>;
};

export type ProductConnection = {
  __typename?: 'ProductConnection';
  /** Cursor of the last node; pass as `after` to load more. */
  endCursor: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  nodes: Array<Product>;
  totalCount: Scalars['Int']['output'];
};

export type Query = {
  __typename?: 'Query';
  /** The gateway's own state, for health checks. */
  health: Health;
  /** A product by its sku (cache identity: sku). Null when unknown. */
  product: Maybe<Product>;
  /** Products for listings and teasers, newest first, with cursor paging. */
  products: ProductConnection;
  /** SEO data of a product by sku (cache identity: sku). */
  seoData: Maybe<SeoData>;
};


export type QueryProductArgs = {
  currency: Currency;
  locale: Scalars['String']['input'];
  sku: Scalars['ID']['input'];
};


export type QueryProductsArgs = {
  after: InputMaybe<Scalars['String']['input']>;
  category: InputMaybe<Scalars['String']['input']>;
  currency: Currency;
  first?: InputMaybe<Scalars['Int']['input']>;
  locale: Scalars['String']['input'];
};


export type QuerySeoDataArgs = {
  locale: Scalars['String']['input'];
  sku: Scalars['ID']['input'];
};

export type SeoData = {
  __typename?: 'SeoData';
  description: Scalars['String']['output'];
  sku: Scalars['ID']['output'];
  /** Slug of the canonical product path. */
  slug: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type UnitPrice = {
  __typename?: 'UnitPrice';
  amount: Scalars['Int']['output'];
  /** Reference quantity and unit, e.g. 1 kg. */
  quantity: Scalars['Float']['output'];
  unit: Scalars['String']['output'];
};

export type Variant = {
  __typename?: 'Variant';
  available: Scalars['Boolean']['output'];
  label: Scalars['String']['output'];
  sku: Scalars['ID']['output'];
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Breadcrumb: ResolverTypeWrapper<Breadcrumb>;
  Category: ResolverTypeWrapper<Category>;
  Colour: ResolverTypeWrapper<Colour>;
  Currency: Currency;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  Health: ResolverTypeWrapper<Health>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Image: ResolverTypeWrapper<Image>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  LocalizedSlug: ResolverTypeWrapper<LocalizedSlug>;
  Price: ResolverTypeWrapper<Price>;
  Product: ResolverTypeWrapper<Product>;
  ProductConnection: ResolverTypeWrapper<ProductConnection>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  SeoData: ResolverTypeWrapper<SeoData>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  UnitPrice: ResolverTypeWrapper<UnitPrice>;
  Variant: ResolverTypeWrapper<Variant>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Boolean: Scalars['Boolean']['output'];
  Breadcrumb: Breadcrumb;
  Category: Category;
  Colour: Colour;
  Float: Scalars['Float']['output'];
  Health: Health;
  ID: Scalars['ID']['output'];
  Image: Image;
  Int: Scalars['Int']['output'];
  LocalizedSlug: LocalizedSlug;
  Price: Price;
  Product: Product;
  ProductConnection: ProductConnection;
  Query: Record<PropertyKey, never>;
  SeoData: SeoData;
  String: Scalars['String']['output'];
  UnitPrice: UnitPrice;
  Variant: Variant;
};

export type BreadcrumbResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Breadcrumb'] = ResolversParentTypes['Breadcrumb']> = {
  categoryKey?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CategoryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Category'] = ResolversParentTypes['Category']> = {
  key?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ColourResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Colour'] = ResolversParentTypes['Colour']> = {
  hex?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type HealthResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Health'] = ResolversParentTypes['Health']> = {
  database?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  products?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ImageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Image'] = ResolversParentTypes['Image']> = {
  alt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type LocalizedSlugResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LocalizedSlug'] = ResolversParentTypes['LocalizedSlug']> = {
  locale?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PriceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Price'] = ResolversParentTypes['Price']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['Currency'], ParentType, ContextType>;
  discountPercent?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  installmentAmount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  installmentCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  originalAmount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  unitPrice?: Resolver<Maybe<ResolversTypes['UnitPrice']>, ParentType, ContextType>;
};

export type ProductResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Product'] = ResolversParentTypes['Product']> = {
  available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  brand?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  breadcrumbs?: Resolver<Array<ResolversTypes['Breadcrumb']>, ParentType, ContextType>;
  category?: Resolver<ResolversTypes['Category'], ParentType, ContextType>;
  colours?: Resolver<Array<ResolversTypes['Colour']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  flags?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  images?: Resolver<Array<ResolversTypes['Image']>, ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Price'], ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rating?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  reviewCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slugs?: Resolver<Array<ResolversTypes['LocalizedSlug']>, ParentType, ContextType>;
  variants?: Resolver<Array<ResolversTypes['Variant']>, ParentType, ContextType>;
  variationDimension?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ProductConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProductConnection'] = ResolversParentTypes['ProductConnection']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  health?: Resolver<ResolversTypes['Health'], ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType, RequireFields<QueryProductArgs, 'currency' | 'locale' | 'sku'>>;
  products?: Resolver<ResolversTypes['ProductConnection'], ParentType, ContextType, RequireFields<QueryProductsArgs, 'currency' | 'first' | 'locale'>>;
  seoData?: Resolver<Maybe<ResolversTypes['SeoData']>, ParentType, ContextType, RequireFields<QuerySeoDataArgs, 'locale' | 'sku'>>;
};

export type SeoDataResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SeoData'] = ResolversParentTypes['SeoData']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UnitPriceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UnitPrice'] = ResolversParentTypes['UnitPrice']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  unit?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type VariantResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Variant'] = ResolversParentTypes['Variant']> = {
  available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GatewayContext> = {
  Breadcrumb?: BreadcrumbResolvers<ContextType>;
  Category?: CategoryResolvers<ContextType>;
  Colour?: ColourResolvers<ContextType>;
  Health?: HealthResolvers<ContextType>;
  Image?: ImageResolvers<ContextType>;
  LocalizedSlug?: LocalizedSlugResolvers<ContextType>;
  Price?: PriceResolvers<ContextType>;
  Product?: ProductResolvers<ContextType>;
  ProductConnection?: ProductConnectionResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  SeoData?: SeoDataResolvers<ContextType>;
  UnitPrice?: UnitPriceResolvers<ContextType>;
  Variant?: VariantResolvers<ContextType>;
};

