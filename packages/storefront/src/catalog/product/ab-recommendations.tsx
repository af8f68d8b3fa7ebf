'use client';
import type { RecommendationsProps } from '@vitrine/catalog';
import { lazy, Suspense, useEffect, useState } from 'react';

/** The slots, the A/B assignment and the rows are below the fold: loaded after hydration. */
const Recommendations = lazy(() => import('./ab-recommendations-island'));

/**
 * The product page's recommendations in the layout of the visitor's variant of
 * `2025_04_Aplus_reco` (B: the A+ grid). The server renders the empty, sized container, so nothing
 * moves when the island arrives.
 */
export function AbRecommendations(props: Omit<RecommendationsProps, 'layout'>) {
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const placeholder = <div className="vt-recommendations" data-placement={props.placement} data-layout="rows" />;
  return ready ? (
    <Suspense fallback={placeholder}>
      <Recommendations {...props} />
    </Suspense>
  ) : (
    placeholder
  );
}
