'use client';
import type { RecommendationPlacement } from '@vitrine/catalog-rules';
import type { Currency } from '@vitrine/graphql-client';
import type { LocaleSettings, ProductLocale } from '@vitrine/i18n';
import type { PriceFormat } from '@vitrine/pricing';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';

// Rows, cards and the gateway client arrive when the shopper scrolls near them: not part of the first load.
const RecommendationRows = lazy(() => import('./recommendation-rows'));

export interface RecommendationsProps {
  sku: string;
  locale: ProductLocale;
  currency: Currency;
  placement: RecommendationPlacement;
  /** The shop's locales (for the product links) and price format. */
  locales: LocaleSettings;
  format: PriceFormat;
  /** Load at once (a layer that just opened) instead of when scrolled near. */
  eager?: boolean;
  /** `rows` (scrolling rows, default) or `grid` (the A+ layout of the test `2025_04_Aplus_reco`: all products at once, in a grid). */
  layout?: 'rows' | 'grid';
}

/**
 * The recommendation slots and sponsored products of a placement (spec §9), asked for in the
 * browser like the personalisation provider they stand for: the personalised slot reads the
 * visitor's own recent searches. Until then the space is held, so nothing jumps.
 */
export function Recommendations({ eager = false, layout = 'rows', ...props }: RecommendationsProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(eager);
  useEffect(() => {
    if (near || !ref.current) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: '600px 0px' });
    observer.observe(ref.current);
    return () => observer.disconnect();
  }, [near]);
  return (
    <div ref={ref} className="vt-recommendations" data-placement={props.placement} data-layout={layout}>
      {near ? (
        <Suspense fallback={null}>
          <RecommendationRows {...props} />
        </Suspense>
      ) : null}
    </div>
  );
}
