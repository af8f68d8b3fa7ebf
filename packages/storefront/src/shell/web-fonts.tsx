'use client';
import { applyWebFonts } from '@vitrine/ui/theme-script';
import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';

/**
 * A visit's entry page stays in the fallback fonts (the theme script); the first client-side
 * navigation, which lays out a new page anyway, takes the web fonts (fetched after the entry page's
 * load, so usually from the cache). Loaded after hydration with the other islands.
 */
export function WebFontsOnNavigation() {
  const pathname = usePathname();
  const entry = useRef(pathname);
  useEffect(() => {
    if (pathname !== entry.current) applyWebFonts();
  }, [pathname]);
  return null;
}
