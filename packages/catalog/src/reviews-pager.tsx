'use client';
import { useInfiniteQuery } from '@tanstack/react-query';
import { browserGatewayClient } from '@vitrine/graphql-client';
import { QueryIsland } from '@vitrine/graphql-client/react';
import { useEffect } from 'react';
import { type ReviewFilter, type ReviewPage, reviewPagesOptions } from './reviews-queries';

export interface ReviewsPagerProps {
  sku: string;
  locale: string;
  filter: ReviewFilter;
  /** The server's first page of the unfiltered list (no request for it again); none: it is asked for here. */
  initial?: ReviewPage | undefined;
  /** How many pages the shopper asked for (each "more" adds one). */
  requested: number;
  /** Changes on every "try again", so that a failed page is fetched again. */
  attempt: number;
  onPages: (pages: ReviewPage[], state: { fetching: boolean; error: boolean }) => void;
}

function Pager({ sku, locale, filter, initial, requested, attempt, onPages }: ReviewsPagerProps) {
  const unfiltered = filter.stars === null && filter.tag === null;
  const query = useInfiniteQuery({
    ...reviewPagesOptions(browserGatewayClient(), { sku, locale, filter }),
    ...(unfiltered && initial ? { initialData: { pages: [initial], pageParams: [1] } } : {}),
  });
  const loaded = query.data?.pages.length ?? 0;
  const { hasNextPage, isFetching, fetchNextPage, refetch, isError } = query;
  useEffect(() => {
    if (isError && loaded === 0) void refetch();
    else if (requested > loaded && hasNextPage && !isFetching) void fetchNextPage();
    // `attempt` re-runs this after a failure; the rest are the conditions.
  }, [requested, attempt, loaded, hasNextPage, isFetching, fetchNextPage, refetch, isError]);
  useEffect(() => {
    onPages(query.data?.pages ?? [], { fetching: query.isFetching, error: query.isError });
  }, [query.data, query.isFetching, query.isError, onPages]);
  return null;
}

/** Loaded when the shopper first filters or asks for more: TanStack Query with the page's client. Renders nothing itself. */
export default function ReviewsPager(props: ReviewsPagerProps) {
  return (
    <QueryIsland>
      <Pager {...props} />
    </QueryIsland>
  );
}
