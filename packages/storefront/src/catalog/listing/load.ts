import { cachedGatewayGet } from '@vitrine/next-adapter';
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
 * Server side: the gateway's REST search for the tenant, kept briefly in Next's data cache. The request
 * is written and the answer read with the API's one schema, so a drift fails here, loudly.
 */
export async function searchProducts(tenant: TenantConfig, params: SearchParams): Promise<SearchAnswer> {
  const { status, body } = await cachedGatewayGet(tenant, `/api/search/searchv2?${searchParamsOf(params).toString()}`, { revalidate: 30, tags: ['products'] });
  if (status >= 400) {
    const refusal = searchErrorSchema.safeParse(body);
    throw new SearchRequestError(status, refusal.success ? refusal.data.error.code : 'error', refusal.success ? refusal.data.error.message : `${status}`);
  }
  return searchAnswerSchema.parse(body);
}
