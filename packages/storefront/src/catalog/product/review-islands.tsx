'use client';
import type { ReviewFormProps, ReviewsListProps } from '@vitrine/catalog';
import { onDemand } from '@vitrine/ui';

/** The review form is in the page's HTML (it posts without JavaScript) but its code is not part of the first load. */
export const LazyReviewForm = onDemand<ReviewFormProps>(
  () => import('@vitrine/catalog/review-form').then((m) => m.ReviewForm),
  () => true,
);

/**
 * The product's reviews (stars and topic filters, "more reviews"): the section's summary and note
 * are in the page's HTML, the reviews themselves are read in the browser at once (the cached page
 * carries no shopper's text), so the list's code comes with them rather than in the first load.
 */
export const LazyReviewsList = onDemand<ReviewsListProps>(
  () => import('@vitrine/catalog/reviews-list').then((m) => m.ReviewsList),
  () => true,
);
