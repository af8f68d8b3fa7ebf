'use client';
import { Recommendations, type RecommendationsProps } from '@vitrine/catalog';
import { RegionBoundary } from '@vitrine/shell';
import { useAbVariant } from '../../shell/ab-test';

/** The product page's recommendations in the layout of the visitor's variant of `2025_04_Aplus_reco` (B: the A+ grid). */
export function AbRecommendations(props: Omit<RecommendationsProps, 'layout'>) {
  const variant = useAbVariant('2025_04_Aplus_reco');
  return (
    <RegionBoundary name="recommendations">
      <Recommendations {...props} layout={variant === 'B' ? 'grid' : 'rows'} />
    </RegionBoundary>
  );
}
