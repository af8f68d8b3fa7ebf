import { LISTING_SORTS } from '@vitrine/catalog-rules';
import { PRODUCT_LOCALES } from '@vitrine/i18n';
import { z } from 'zod';

/** Longest search term (characters). */
export const MAX_QUERY_LENGTH = 200;
/** Most products one answer lists. */
export const MAX_SEARCH_LIMIT = 100;
/** Furthest offset a listing pages to. */
export const MAX_SEARCH_OFFSET = 100_000;

/** A refusal of the search API: HTTP 400 with one of these codes (the shop writes the shopper's text). */
export const SEARCH_ERROR_CODES = [
  'query-empty',
  'query-too-long',
  'bad-locale',
  'bad-currency',
  'bad-sort',
  'bad-limit',
  'bad-offset',
  'bad-filter',
  'bad-json',
  'body-too-large',
  'no-visitor',
  'not-logged-in',
  'not-found',
] as const;
export type SearchErrorCode = (typeof SEARCH_ERROR_CODES)[number];

export const searchErrorSchema = z.object({ error: z.object({ code: z.enum(SEARCH_ERROR_CODES), message: z.string() }) });
export type SearchErrorAnswer = z.infer<typeof searchErrorSchema>;

const wholeNumber = (max: number) => z.coerce.number().int().min(0).max(max);
const CATEGORY_KEY = /^[a-z0-9-]{1,60}$/;

/**
 * What GET /api/search/searchv2 (and filter, seo) takes, as query parameters:
 * `q`, `locale`, `currency` (EUR), `sort` (relevance), `brand` (repeated), `category`, `minPrice` and
 * `maxPrice` (minor units), `available` (`1`), `offset` (0), `limit` (24).
 */
export const searchRequestSchema = z.object({
  query: z.string().max(MAX_QUERY_LENGTH).default(''),
  locale: z.enum(PRODUCT_LOCALES),
  currency: z.enum(['EUR', 'CHF']).default('EUR'),
  sort: z.enum(LISTING_SORTS).default('relevance'),
  brands: z.array(z.string().min(1).max(60)).max(20).default([]),
  category: z.string().regex(CATEGORY_KEY).optional(),
  minPrice: wholeNumber(Number.MAX_SAFE_INTEGER).optional(),
  maxPrice: wholeNumber(Number.MAX_SAFE_INTEGER).optional(),
  availableOnly: z.boolean().default(false),
  /** Search the term as typed: no correction of a misspelling (the "search for … instead" link). */
  exact: z.boolean().default(false),
  offset: wholeNumber(MAX_SEARCH_OFFSET).default(0),
  limit: z.coerce.number().int().min(1).max(MAX_SEARCH_LIMIT).default(24),
});
export type SearchRequest = z.infer<typeof searchRequestSchema>;
/** A request as a caller writes it: everything with a default may be left out. */
export type SearchRequestInput = z.input<typeof searchRequestSchema>;

const productSchema = z.looseObject({
  sku: z.string(),
  slug: z.string(),
  productName: z.string(),
  brand: z.string(),
  rating: z.number().nullable(),
  reviewCount: z.number().int(),
  available: z.boolean(),
  flags: z.array(z.string()),
  variationDimension: z.string().nullable(),
  colours: z.array(z.object({ name: z.string(), hex: z.string() })),
  price: z.object({
    currency: z.enum(['EUR', 'CHF']),
    amount: z.number().int(),
    originalAmount: z.number().int().nullable(),
    discountPercent: z.number().int().nullable(),
    unitPrice: z.object({ amount: z.number().int(), quantity: z.number(), unit: z.string() }).nullable(),
    installmentCount: z.number().int().nullable(),
    installmentAmount: z.number().int().nullable(),
    installmentFirstAmount: z.number().int().nullable(),
    installmentLastAmount: z.number().int().nullable(),
    /** The total payable by instalments (the price plus interest). */
    installmentTotal: z.number().int().nullable(),
    /** The effective annual rate in percent, two decimals; 0 when interest-free. */
    installmentEffectiveRate: z.number().nullable(),
  }),
  images: z.array(z.object({ url: z.string(), alt: z.string(), width: z.number().int(), height: z.number().int() })),
});
export type SearchProduct = z.infer<typeof productSchema>;

export const facetsSchema = z.object({
  categories: z.array(z.object({ key: z.string(), name: z.string(), count: z.number().int() })),
  brands: z.array(z.object({ name: z.string(), count: z.number().int() })),
  price: z.object({ min: z.number().int(), max: z.number().int() }).nullable(),
});
export type Facets = z.infer<typeof facetsSchema>;

/** What was searched for: words, a bra size (`b75` → band 75, cup B), or a category listed without a term. */
export const interpretationSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('words'), words: z.array(z.string()) }),
  z.object({ kind: z.literal('bra-size'), band: z.string(), cup: z.string() }),
  z.object({ kind: z.literal('category'), category: z.string() }),
]);
export type Interpretation = z.infer<typeof interpretationSchema>;

/** The answer of GET /api/search/searchv2. */
export const searchAnswerSchema = z.object({
  query: z.string(),
  interpretation: interpretationSchema,
  total: z.number().int(),
  offset: z.number().int(),
  /** Offset of the next page, or null at the end ("load more"). */
  nextOffset: z.number().int().nullable(),
  products: z.array(productSchema),
  facets: facetsSchema,
  /**
   * A spelling the catalog knows, from the suggestion index: `applied` — the term found nothing and
   * these are the corrected term's results (say so, and link the term as typed with `exact`); not
   * applied — "did you mean", the corrected term finds far more (`total`).
   */
  correction: z.object({ term: z.string(), applied: z.boolean(), total: z.number().int() }).optional(),
  /** The language of the texts that answered when it is not the locale's: a bilingual shop's other language. */
  language: z.string().optional(),
});
export type SearchAnswer = z.infer<typeof searchAnswerSchema>;

/** GET /api/search/filter: the facets and the total of a request, no products. */
export const filterAnswerSchema = z.object({ query: z.string(), total: z.number().int(), facets: facetsSchema });
/** GET /api/search/seo. */
export const seoAnswerSchema = z.object({ query: z.string(), total: z.number().int(), title: z.string(), noindex: z.boolean(), canonicalTerm: z.string() });
/** GET /api/search/suggest?q&locale. */
export const suggestAnswerSchema = z.object({ query: z.string(), suggestions: z.array(z.looseObject({ phrase: z.string() })) });
/** The search history answers (list, add, delete, delete all, join-with-fi). */
export const historyAnswerSchema = z.object({ terms: z.array(z.object({ term: z.string(), searchedAt: z.string() })), deleted: z.union([z.boolean(), z.number()]).optional() });
/** POST bodies of the history: `{ term }`. */
export const historyTermSchema = z.object({ term: z.string().trim().min(1).max(MAX_QUERY_LENGTH) });
