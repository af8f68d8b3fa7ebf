export {
  facetsSchema,
  filterAnswerSchema,
  historyAnswerSchema,
  historyTermSchema,
  interpretationSchema,
  MAX_QUERY_LENGTH,
  MAX_SEARCH_LIMIT,
  MAX_SEARCH_OFFSET,
  SEARCH_ERROR_CODES,
  searchAnswerSchema,
  searchErrorSchema,
  searchRequestSchema,
  seoAnswerSchema,
  suggestAnswerSchema,
} from './schema';
export type { Facets, Interpretation, SearchAnswer, SearchErrorAnswer, SearchErrorCode, SearchProduct, SearchRequest, SearchRequestInput } from './schema';
export { parseSearchParams, searchParamsOf } from './params';
export type { ParsedSearch } from './params';
