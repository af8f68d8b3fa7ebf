'use client';
import { useInfiniteQuery } from '@tanstack/react-query';
import { browserGatewayClient, type Currency, type StorefrontProductsQuery } from '@vitrine/graphql-client';
import { QueryIsland } from '@vitrine/graphql-client/react';
import { useEffect, useState } from 'react';
import { storefrontProductsOptions } from './product-queries';

export interface ProductPagerProps {
  locale: string;
  currency: Currency;
  /** The first page, rendered on the server: the query starts from it (the page carries it once). */
  first: StorefrontProductsQuery;
  /** How many pages the shopper asked for beyond the first (each click adds one). */
  requested: number;
  /** Changes on every click, so that a failed page is tried again. */
  attempt: number;
  onPages: (pages: StorefrontProductsQuery[], state: { fetching: boolean; error: boolean; hasNext: boolean }) => void;
}

function Pager({ locale, currency, first, requested, attempt, onPages }: ProductPagerProps) {
  // The first page as fresh data: the pager asks for the next page only, not for the first again.
  const [seed] = useState(() => ({ data: { pages: [first], pageParams: [null] }, at: Date.now() }));
  const query = useInfiniteQuery({
    ...storefrontProductsOptions(browserGatewayClient(), locale, currency),
    initialData: seed.data,
    initialDataUpdatedAt: seed.at,
  });
  const loaded = (query.data?.pages.length ?? 1) - 1;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  useEffect(() => {
    if (requested > loaded && hasNextPage && !isFetchingNextPage) void fetchNextPage();
    // `attempt` re-runs this after a failure; the rest are the conditions.
  }, [requested, attempt, loaded, hasNextPage, isFetchingNextPage, fetchNextPage]);
  useEffect(() => {
    onPages(query.data?.pages ?? [], { fetching: query.isFetchingNextPage, error: query.isFetchNextPageError, hasNext: query.hasNextPage });
  }, [query.data, query.isFetchingNextPage, query.isFetchNextPageError, query.hasNextPage, onPages]);
  return null;
}

/**
 * Loaded only when the shopper asks for more: TanStack Query, started from the server's first page,
 * fetches the next pages through the app's /api/gateway/. Renders nothing itself.
 */
export default function ProductPager(props: ProductPagerProps) {
  return (
    <QueryIsland>
      <Pager {...props} />
    </QueryIsland>
  );
}
