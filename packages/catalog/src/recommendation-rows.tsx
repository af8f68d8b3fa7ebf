'use client';
import { useQuery } from '@tanstack/react-query';
import { browserGatewayClient } from '@vitrine/graphql-client';
import { QueryIsland } from '@vitrine/graphql-client/react';
import { RecommendationSlot, SponsoredSection } from './product-rows';
import type { RecommendationsProps } from './recommendations';
import { recommendationSlotsOptions, sponsoredProductsOptions } from './recommendations-queries';

function Rows({ sku, locale, currency, placement, locales, format }: Omit<RecommendationsProps, 'eager'>) {
  const client = browserGatewayClient();
  const slots = useQuery(recommendationSlotsOptions(client, { sku, locale, currency, placement }));
  const sponsored = useQuery({ ...sponsoredProductsOptions(client, { sku, locale, currency }), enabled: placement === 'PRODUCT_PAGE' });
  if (!slots.data) return null;
  const common = { locale, settings: locales, format, idPrefix: placement === 'PRODUCT_PAGE' ? 'recommendations' : 'basket-recommendations' };
  return (
    <>
      {slots.data.map((slot) => (
        <RecommendationSlot key={slot.slot} data={slot} {...common} />
      ))}
      <SponsoredSection rows={sponsored.data ?? []} {...common} />
    </>
  );
}

/** Loaded lazily by {@link Recommendations}: every slot of the placement with the page's QueryClient. */
export default function RecommendationRows(props: Omit<RecommendationsProps, 'eager'>) {
  return (
    <QueryIsland>
      <Rows {...props} />
    </QueryIsland>
  );
}
