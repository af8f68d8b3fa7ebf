import type { z } from 'zod';
import { type SearchErrorCode, type SearchRequest, type SearchRequestInput, searchRequestSchema } from './schema';

/** Which refusal a field of the request leads to. */
const CODE_OF: Record<string, SearchErrorCode> = {
  query: 'query-too-long',
  locale: 'bad-locale',
  currency: 'bad-currency',
  sort: 'bad-sort',
  limit: 'bad-limit',
  offset: 'bad-offset',
};

export type ParsedSearch = { ok: true; request: SearchRequest } | { ok: false; code: SearchErrorCode; message: string };

/**
 * Reads a search request from query parameters (the gateway's side). A term is needed unless a
 * category is listed. Refusals come back as the API's error codes.
 */
export function parseSearchParams(params: URLSearchParams): ParsedSearch {
  const optional = (name: string) => {
    const value = params.get(name);
    return value === null || value === '' ? undefined : value;
  };
  const number = (name: string) => {
    const value = optional(name);
    return value === undefined ? undefined : /^\d{1,16}$/.test(value) ? Number(value) : Number.NaN;
  };
  const result = searchRequestSchema.safeParse({
    query: params.get('q') ?? '',
    locale: params.get('locale') ?? '',
    currency: optional('currency'),
    sort: optional('sort'),
    brands: params.getAll('brand').filter(Boolean),
    category: optional('category'),
    minPrice: number('minPrice'),
    maxPrice: number('maxPrice'),
    availableOnly: params.get('available') === '1' || params.get('available') === 'true',
    exact: params.get('exact') === '1',
    offset: number('offset'),
    limit: number('limit'),
  });
  if (!result.success) {
    const issue = (result.error as z.ZodError).issues[0]!;
    const field = String(issue.path[0] ?? '');
    return { ok: false, code: CODE_OF[field] ?? 'bad-filter', message: `${field}: ${issue.message}` };
  }
  if (result.data.query.trim() === '' && !result.data.category) return { ok: false, code: 'query-empty', message: 'A search term is needed (or a category to list)' };
  return { ok: true, request: result.data };
}

/** Writes a search request as query parameters (the shop's side): only what differs from the defaults. */
export function searchParamsOf(input: SearchRequestInput): URLSearchParams {
  const request = searchRequestSchema.parse(input);
  const params = new URLSearchParams({ q: request.query, locale: request.locale, currency: request.currency, limit: String(request.limit) });
  if (request.sort !== 'relevance') params.set('sort', request.sort);
  for (const brand of request.brands) params.append('brand', brand);
  if (request.category) params.set('category', request.category);
  if (request.minPrice !== undefined) params.set('minPrice', String(request.minPrice));
  if (request.maxPrice !== undefined) params.set('maxPrice', String(request.maxPrice));
  if (request.availableOnly) params.set('available', '1');
  if (request.exact) params.set('exact', '1');
  if (request.offset) params.set('offset', String(request.offset));
  return params;
}
