'use client';
import type { EntryPoint } from '@vitrine/shell/header-actions';
import { type ReactNode, useLayoutEffect, useRef } from 'react';
import { useAfterHydration } from '../common/after-hydration';

const load = () => import('./header-entry-points').then((module) => module.HeaderEntryPoints);

/** The entry point (`data-kind`) that has the keyboard focus, if one has. */
function focusedKind(): string | undefined {
  const active = document.activeElement;
  return active instanceof HTMLElement && active.matches('.vt-header-action') ? active.dataset.kind : undefined;
}

/**
 * The header's account, wishlist and basket links: `children` (the shell's `HeaderActions`
 * rendered on the server, links that work at once and without JavaScript) until the page is
 * interactive and {@link HeaderEntryPoints}' chunk has come; then it takes their place with the
 * counts. No page's first-load JavaScript carries the counts, their events or the entry points'
 * rendering. (No Suspense boundary: its fallback would be in the HTML twice for a browser without
 * JavaScript, the streamed content hidden beside it.) The links are new elements then: a link that
 * had the keyboard focus hands it to its successor, so a shopper who tabbed there early stays there.
 */
export function HeaderEntryPointsLater({ entries, children }: { entries: readonly EntryPoint[]; children: ReactNode }) {
  const HeaderEntryPoints = useAfterHydration(load);
  // Read while the server's links are still in the document: the render that swaps them.
  const refocus = useRef<string | null>(null);
  if (HeaderEntryPoints && refocus.current === null) refocus.current = focusedKind() ?? '';
  useLayoutEffect(() => {
    const kind = refocus.current;
    if (!kind) return;
    refocus.current = '';
    document.querySelector<HTMLElement>(`.vt-header-action[data-kind="${kind}"]`)?.focus();
  }, [HeaderEntryPoints]);
  return HeaderEntryPoints ? <HeaderEntryPoints entries={entries} /> : children;
}
