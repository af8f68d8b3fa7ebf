'use client';
import { lazy, Suspense } from 'react';

const LocaleLinks = lazy(() => import('./locale-links').then((module) => ({ default: module.LocaleLinks })));

/**
 * {@link LocaleLinks} in a chunk of its own. The layout renders it only where the tenant has a
 * locale switcher (shop-ch), so the other shops' pages never load the switcher or its route
 * matching (about 0.9 KiB gzip of first-load JavaScript each). Server-rendered like before: the
 * links work before hydration and without JavaScript.
 */
export function LazyLocaleLinks() {
  return (
    <Suspense fallback={null}>
      <LocaleLinks />
    </Suspense>
  );
}
