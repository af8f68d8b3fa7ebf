import { queryOptions } from '@tanstack/react-query';
import { filledSlots, type RecommendationPlacement } from '@vitrine/catalog-rules';
import { type Currency, type GatewayClient, RecommendationsDocument, SponsoredProductsDocument } from '@vitrine/graphql-client';
import type { SlotData } from './product-rows';

interface RecommendationRequest {
  sku: string;
  locale: string;
  currency: Currency;
  placement: RecommendationPlacement;
}

/**
 * Every slot of a placement that can hold products (spec §9, @vitrine/catalog-rules). A slot that
 * fails is left out: the page does not depend on recommendations.
 */
export function recommendationSlotsOptions(client: GatewayClient, { sku, locale, currency, placement }: RecommendationRequest) {
  return queryOptions({
    queryKey: ['recommendations', placement, sku, locale, currency] as const,
    queryFn: async ({ signal }): Promise<SlotData[]> => {
      const slots = await Promise.all(
        filledSlots(placement).map((slot) =>
          client.request(RecommendationsDocument, { placement, slot, sku, locale, currency }, { signal }).then(
            (d) => d.recommendations as SlotData,
            () => null,
          ),
        ),
      );
      return slots.filter((s): s is SlotData => s !== null);
    },
  });
}

/** The product page's sponsored products (none when they cannot be loaded). */
export function sponsoredProductsOptions(client: GatewayClient, { sku, locale, currency }: Omit<RecommendationRequest, 'placement'>) {
  return queryOptions({
    queryKey: ['sponsored', sku, locale, currency] as const,
    queryFn: ({ signal }) =>
      client.request(SponsoredProductsDocument, { sku, locale, currency, first: 4 }, { signal }).then(
        (d) => d.sponsoredProducts,
        () => [],
      ),
  });
}
