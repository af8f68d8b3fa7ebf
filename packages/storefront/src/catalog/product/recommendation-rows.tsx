'use client';
import { filledSlots } from '@vitrine/catalog-rules';
import { type Currency, RecommendationsDocument, SponsoredProductsDocument } from '@vitrine/graphql-client';
import type { ProductLocale } from '@vitrine/i18n';
import { useEffect, useState } from 'react';
import { browserGateway } from '../../common/gateway';
import { RecommendationSlot, type SlotData, SponsoredSection } from './product-rows';
import { useShopSettings } from '../../common/providers';


interface Loaded {
  slots: SlotData[];
  sponsored: { sponsor: string; product: SlotData['products'][number] }[];
}

/** Loaded lazily by {@link Recommendations}: asks the gateway for every slot at once and shows what came back. */
export default function RecommendationRows({ sku, locale, currency, placement }: { sku: string; locale: ProductLocale; currency: Currency; placement: 'PRODUCT_PAGE' | 'ADD_TO_BASKET' }) {
  const settings = useShopSettings();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  useEffect(() => {
    const gateway = browserGateway();
    let live = true;
    // A slot that fails is left out; the page does not depend on recommendations.
    Promise.all([
      Promise.all(
        filledSlots(placement).map((slot) =>
          gateway.request(RecommendationsDocument, { placement, slot, sku, locale, currency }).then(
            (d) => d.recommendations as SlotData,
            () => null,
          ),
        ),
      ),
      placement === 'PRODUCT_PAGE'
        ? gateway.request(SponsoredProductsDocument, { sku, locale, currency, first: 4 }).then(
            (d) => d.sponsoredProducts,
            () => [],
          )
        : Promise.resolve([]),
    ]).then(([slots, sponsored]) => live && setLoaded({ slots: slots.filter((s): s is SlotData => s !== null), sponsored }));
    return () => {
      live = false;
    };
  }, [sku, locale, currency, placement]);
  if (!loaded) return null;
  const common = { locale, settings: settings.locales, format: settings.priceFormat, idPrefix: placement === 'PRODUCT_PAGE' ? 'recommendations' : 'basket-recommendations' };
  return (
    <>
      {loaded.slots.map((slot) => (
        <RecommendationSlot key={slot.slot} data={slot} {...common} />
      ))}
      <SponsoredSection rows={loaded.sponsored} {...common} />
    </>
  );
}
