'use client';
import { BASKET_CHANGED_EVENT, type BasketChangedDetail } from '@vitrine/catalog/events';
import { type EntryPoint, HeaderActions } from '@vitrine/shell/header-actions';
import { useEffect, useState } from 'react';

/**
 * The header's account, wishlist and basket links as one island: the links are in the cached
 * page, the counts come from `/api/session/counts` after it, and the basket's follows every
 * "add to basket" on the page.
 */
export function HeaderEntryPoints({ entries }: { entries: readonly EntryPoint[] }) {
  const [counts, setCounts] = useState<{ basket?: number; wishlist?: number; loggedIn?: boolean }>();
  useEffect(() => {
    let cancelled = false;
    fetch('/api/session/counts', { cache: 'no-store' })
      .then(async (res) => (res.ok ? ((await res.json()) as { basket: number; wishlist?: number; loggedIn: boolean }) : undefined))
      .then((known) => {
        if (!cancelled && known) setCounts((now) => ({ ...known, ...now }));
      })
      .catch(() => undefined);
    const changed = (event: Event) => setCounts((now) => ({ ...now, basket: (event as CustomEvent<BasketChangedDetail>).detail.count }));
    window.addEventListener(BASKET_CHANGED_EVENT, changed);
    return () => {
      cancelled = true;
      window.removeEventListener(BASKET_CHANGED_EVENT, changed);
    };
  }, []);
  return <HeaderActions entries={entries} counts={counts} loggedIn={counts?.loggedIn} />;
}
