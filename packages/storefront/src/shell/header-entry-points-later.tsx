'use client';
import type { EntryPoint } from '@vitrine/shell/header-actions';
import type { ReactNode } from 'react';
import { useAfterHydration } from '../common/after-hydration';

const load = () => import('./header-entry-points').then((module) => module.HeaderEntryPoints);

/**
 * The header's account, wishlist and basket links: `children` (the shell's `HeaderActions`
 * rendered on the server, links that work at once and without JavaScript) until the page is
 * interactive and {@link HeaderEntryPoints}' chunk has come; then it takes their place with the
 * counts. No page's first-load JavaScript carries the counts, their events or the entry points'
 * rendering. (No Suspense boundary: its fallback would be in the HTML twice for a browser without
 * JavaScript, the streamed content hidden beside it.) A link that had the keyboard focus hands it to
 * its successor (see {@link HeaderEntryPoints}).
 */
export function HeaderEntryPointsLater({ entries, children }: { entries: readonly EntryPoint[]; children: ReactNode }) {
  const HeaderEntryPoints = useAfterHydration(load);
  return HeaderEntryPoints ? <HeaderEntryPoints entries={entries} /> : children;
}
