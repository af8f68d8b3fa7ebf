'use client';
import type { ReviewFormProps, ReviewsListProps } from '@vitrine/catalog';
import type { ComponentType } from 'react';
import { lazyInPlace } from '../../common/lazy-in-place';

/** The review form is in the page's HTML (it posts without JavaScript) but its code is not part of the first load. */
export const LazyReviewForm = lazyInPlace<ReviewFormProps>(
  typeof window === 'undefined'
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports
      () => (require('@vitrine/catalog/review-form') as { ReviewForm: ComponentType<ReviewFormProps> }).ReviewForm
    : undefined,
  () => import('@vitrine/catalog/review-form').then((m) => m.ReviewForm),
);

/**
 * The product's reviews (stars and topic filters, "more reviews"): the section's summary and note
 * are in the page's HTML, the reviews themselves are read in the browser at once (the cached page
 * carries no shopper's text), so the list's code comes with them rather than in the first load.
 */
export const LazyReviewsList = lazyInPlace<ReviewsListProps>(
  typeof window === 'undefined'
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports
      () => (require('@vitrine/catalog/reviews-list') as { ReviewsList: ComponentType<ReviewsListProps> }).ReviewsList
    : undefined,
  () => import('@vitrine/catalog/reviews-list').then((m) => m.ReviewsList),
);
