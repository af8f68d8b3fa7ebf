import type { ProductCardFragment } from '@vitrine/graphql-client';
import { gatewayRequest } from '@vitrine/next-adapter';
import type { TenantConfig } from '@vitrine/tenant-config';

/** The gateway's searchv2 answer, as the results page uses it. */
export interface SearchAnswer {
  query: string;
  interpretation: { kind: 'words'; words: string[] } | { kind: 'bra-size'; band: string; cup: string };
  total: number;
  offset: number;
  nextOffset: number | null;
  products: (ProductCardFragment & { slug: string })[];
  facets: { categories: { key: string; name: string; count: number }[]; brands: { name: string; count: number }[]; price: { min: number; max: number } | null };
}

export interface SearchParams {
  q: string;
  locale: string;
  currency: 'EUR' | 'CHF';
  sort?: string;
  brands?: string[];
  category?: string;
  minPrice?: number;
  maxPrice?: number;
  available?: boolean;
  limit: number;
}

export class SearchRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** Server side: the gateway's REST search for the tenant, cached briefly by Next's fetch. */
export async function searchProducts(tenant: TenantConfig, params: SearchParams): Promise<SearchAnswer> {
  const { url, headers } = gatewayRequest(tenant, '/api/search/searchv2');
  url.searchParams.set('q', params.q);
  url.searchParams.set('locale', params.locale);
  url.searchParams.set('currency', params.currency);
  url.searchParams.set('limit', String(params.limit));
  if (params.sort) url.searchParams.set('sort', params.sort);
  for (const brand of params.brands ?? []) url.searchParams.append('brand', brand);
  if (params.category) url.searchParams.set('category', params.category);
  if (params.minPrice !== undefined) url.searchParams.set('minPrice', String(params.minPrice));
  if (params.maxPrice !== undefined) url.searchParams.set('maxPrice', String(params.maxPrice));
  if (params.available) url.searchParams.set('available', '1');
  const res = await fetch(url, { headers, next: { revalidate: 30, tags: ['products'] }, signal: AbortSignal.timeout(10_000) } as RequestInit);
  const body = (await res.json()) as SearchAnswer & { error?: { code: string; message: string } };
  if (!res.ok) throw new SearchRequestError(res.status, body.error?.code ?? 'error', body.error?.message ?? res.statusText);
  return body;
}
