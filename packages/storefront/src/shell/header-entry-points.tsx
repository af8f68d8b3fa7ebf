'use client';
import { BASKET_CHANGED_EVENT, type BasketChangedDetail } from '@vitrine/catalog/events';
import { SESSION_CHANGED_EVENT } from '@vitrine/session/events';
import { type EntryPoint, HeaderActions } from '@vitrine/shell/header-actions';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { type HeaderCountsView, publishCounts } from './counts-store';

/**
 * The entry point (`data-kind`) that has the keyboard focus when this chunk arrives: the server's
 * link, which this island's first render replaces. Read here, while that link is still in the
 * document, so that no page's first load carries the hand-over.
 */
let focusedOnArrival =
  typeof document !== 'undefined' && document.activeElement instanceof HTMLElement && document.activeElement.matches('.vt-header-action')
    ? document.activeElement.dataset.kind
    : undefined;

/**
 * The header's account, wishlist and basket links as one island: the links are in the cached
 * page, the counts come from `/api/session/counts` after it, and the basket's follows every
 * "add to basket" on the page. A login or logout (a server action that moves on while the layout
 * stays) is told by the session keeper's {@link SESSION_CHANGED_EVENT}: the counts are asked again.
 * What it learns it publishes for the deferred islands (the wishlist's hearts).
 */
export function HeaderEntryPoints({ entries }: { entries: readonly EntryPoint[] }) {
  const [counts, setCounts] = useState<HeaderCountsView>();
  // A new key that says something new (a login, a logout, a soft login after expiry): ask again.
  const [version, setVersion] = useState(0);
  const basketEvents = useRef(0);
  const known = useRef<boolean>(undefined);
  known.current = counts?.loggedIn;
  // A shopper who tabbed to a link before this came stays on it (the server's link is gone: the focus fell to the page).
  useLayoutEffect(() => {
    const kind = focusedOnArrival;
    focusedOnArrival = undefined;
    if (kind && (document.activeElement === document.body || document.activeElement === null)) {
      document.querySelector<HTMLElement>(`.vt-header-action[data-kind="${kind}"]`)?.focus();
    }
  }, []);
  useEffect(() => {
    let cancelled = false;
    const eventsBefore = basketEvents.current;
    fetch('/api/session/counts', { cache: 'no-store' })
      .then(async (res) => (res.ok ? ((await res.json()) as HeaderCountsView) : undefined))
      .then((answer) => {
        // An "add to basket" answered while this was on its way knows the newer count.
        if (!cancelled && answer) setCounts((now) => (basketEvents.current === eventsBefore ? answer : { ...answer, basket: now?.basket }));
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [version]);
  useEffect(() => {
    if (counts) publishCounts(counts);
  }, [counts]);
  useEffect(() => {
    const changed = (event: Event) => {
      basketEvents.current += 1;
      setCounts((now) => ({ ...now, basket: (event as CustomEvent<BasketChangedDetail>).detail.count }));
    };
    const sessionChanged = (event: Event) => {
      const type = (event as CustomEvent<{ type?: number } | undefined>).detail?.type;
      // The keeper's first key usually says what the counts said already: no second request then.
      if (type !== undefined && (type !== 0) === known.current) return;
      setVersion((v) => v + 1);
    };
    window.addEventListener(BASKET_CHANGED_EVENT, changed);
    window.addEventListener(SESSION_CHANGED_EVENT, sessionChanged);
    return () => {
      window.removeEventListener(BASKET_CHANGED_EVENT, changed);
      window.removeEventListener(SESSION_CHANGED_EVENT, sessionChanged);
    };
  }, []);
  return <HeaderActions entries={entries} counts={counts} loggedIn={counts?.loggedIn} />;
}
