import { infiniteQueryOptions } from '@tanstack/react-query';
import { type GatewayClient, ProductRatingDocument, type ProductRatingQuery } from '@vitrine/graphql-client';

export type RatingData = NonNullable<ProductRatingQuery['rating']>;
export type ReviewPage = RatingData['reviews'];
export interface ReviewFilter {
  stars: number | null;
  tag: string | null;
}

/**
 * A product's reviews, ten a page (spec §9), for one filter: page 1 first, "more" fetches the next.
 * Kept out of "use client" files so the server can prefetch with the same options.
 */
export function reviewPagesOptions(client: GatewayClient, { sku, locale, filter }: { sku: string; locale: string; filter: ReviewFilter }) {
  return infiniteQueryOptions({
    queryKey: ['reviews', sku, locale, filter.stars, filter.tag] as const,
    initialPageParam: 1,
    queryFn: async ({ pageParam, signal }): Promise<ReviewPage> => {
      const data = await client.request(ProductRatingDocument, { id: sku, locale, filter, page: pageParam }, { signal });
      if (!data.rating) throw new Error(`product ${sku} has no rating`);
      return data.rating.reviews;
    },
    getNextPageParam: (last) => (last.page < last.pageCount ? last.page + 1 : undefined),
  });
}
