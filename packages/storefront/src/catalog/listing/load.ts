import { gatewayRequest } from '@vitrine/next-adapter';
import { type SearchAnswer, searchAnswerSchema, searchErrorSchema, type SearchRequestInput, searchParamsOf } from '@vitrine/search-api';
import type { TenantConfig } from '@vitrine/tenant-config';

export type { SearchAnswer };
/** A listing's request to the search API (the contract of @vitrine/search-api). */
export type SearchParams = SearchRequestInput;

/** A refusal of the search API: its HTTP status and code (the screen writes the shopper's text). */
export class SearchRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Server side: the gateway's REST search for the tenant, cached briefly by Next's fetch. The request
 * is written and the answer read with the API's one schema, so a drift fails here, loudly.
 */
export async function searchProducts(tenant: TenantConfig, params: SearchParams): Promise<SearchAnswer> {
  const { url, headers } = gatewayRequest(tenant, '/api/search/searchv2');
  url.search = searchParamsOf(params).toString();
  const res = await fetch(url, { headers, next: { revalidate: 30, tags: ['products'] }, signal: AbortSignal.timeout(10_000) } as RequestInit);
  const body: unknown = await res.json();
  if (!res.ok) {
    const refusal = searchErrorSchema.safeParse(body);
    throw new SearchRequestError(res.status, refusal.success ? refusal.data.error.code : 'error', refusal.success ? refusal.data.error.message : res.statusText);
  }
  return searchAnswerSchema.parse(body);
}
