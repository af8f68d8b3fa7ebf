'use client';
import type { ReviewFormProps } from '@vitrine/catalog';
import { type ComponentType, lazy } from 'react';

type Loaded = { default: ComponentType<ReviewFormProps> };

/**
 * The review form is in the page's HTML (it posts without JavaScript) but its code is not part of
 * the first load. On the server it renders in place: the module is required synchronously there
 * (`typeof window` is replaced at build time, so the browser bundle has only the dynamic import).
 * There is deliberately no Suspense boundary around it: React would stream a completed boundary
 * this far down the page behind a script (progressive chunking), and shoppers without JavaScript
 * would not see the form. In the browser the chunk is requested as soon as this module runs, so it
 * is there when hydration reaches the form.
 */
const load = (): Promise<Loaded> => {
  if (typeof window === 'undefined') {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const loaded: Loaded = { default: (require('@vitrine/catalog/review-form') as { ReviewForm: Loaded['default'] }).ReviewForm };
    // A thenable that answers at once: React renders the form without suspending.
    return { then: (resolve: (value: Loaded) => void) => resolve(loaded) } as unknown as Promise<Loaded>;
  }
  return import('@vitrine/catalog/review-form').then((m) => ({ default: m.ReviewForm }));
};
const loading = typeof window === 'undefined' ? undefined : load();
const ReviewForm = lazy(() => loading ?? load());

export function LazyReviewForm(props: ReviewFormProps) {
  return <ReviewForm {...props} />;
}
