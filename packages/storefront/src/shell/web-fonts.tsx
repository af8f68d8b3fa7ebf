'use client';
import { applyWebFonts } from '@vitrine/ui/theme-script';
import { usePathname } from 'next/navigation';
import { useEffect } from 'react';

/** The path of the document the browser loaded (the visit's entry page), whenever this island mounts. */
function loadedPath(): string | undefined {
  const [navigation] = performance.getEntriesByType('navigation');
  return navigation ? new URL(navigation.name).pathname : undefined;
}

/**
 * A visit's entry page stays in the fallback fonts (the theme script); the first client-side
 * navigation, which lays out a new page anyway, takes the web fonts (fetched after the entry page's
 * load, so usually from the cache). Loaded after hydration with the other islands: a shopper may
 * move on before it mounts, so the entry page is the document the browser loaded, not the page on
 * which the island first rendered.
 */
export function WebFontsOnNavigation() {
  const pathname = usePathname();
  useEffect(() => {
    const entry = loadedPath();
    if (entry !== undefined && entry !== window.location.pathname) applyWebFonts();
  }, [pathname]);
  return null;
}
