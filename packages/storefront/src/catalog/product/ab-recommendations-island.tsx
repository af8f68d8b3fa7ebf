'use client';
import { Recommendations, type RecommendationsProps } from '@vitrine/catalog';
import { RegionBoundary } from '@vitrine/shell/region-boundary';
import { useAbVariant } from '../../shell/ab-test';

/** The recommendations with the visitor's A/B layout, in a region of its own (a render error stays there). */
export default function AbRecommendationsIsland(props: Omit<RecommendationsProps, 'layout'>) {
  const variant = useAbVariant('2025_04_Aplus_reco');
  return (
    <RegionBoundary name="recommendations">
      <Recommendations {...props} layout={variant === 'B' ? 'grid' : 'rows'} />
    </RegionBoundary>
  );
}
