import { infiniteQueryOptions } from '@tanstack/react-query';
import { type Currency, type GatewayClient, StorefrontProductsDocument } from '@vitrine/graphql-client';

export const STOREFRONT_PAGE_SIZE = 12;

/**
 * The storefront's product list: the same options on the server (prefetch) and in the browser
 * (load more), only the client differs. Kept out of "use client" files so both sides can call it.
 */
export function storefrontProductsOptions(client: GatewayClient, locale: string, currency: Currency, init?: Record<string, unknown>) {
  return infiniteQueryOptions({
    queryKey: ['storefrontProducts', locale, currency] as const,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      client.request(StorefrontProductsDocument, { locale, currency, first: STOREFRONT_PAGE_SIZE, after: pageParam }, { signal, ...(init ? { init } : {}) }),
    getNextPageParam: (last) => (last.products.hasNextPage ? last.products.endCursor : undefined),
  });
}
