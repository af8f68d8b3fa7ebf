'use client';
import { BASKET_CHANGED_EVENT, type BasketChangedDetail } from '@vitrine/catalog/events';
import { cookieValue, LOGIN_STATE_COOKIE, loginStatus, parseLoginCookie, SESSION_CHANGED_EVENT } from '@vitrine/session';
import { type EntryPoint, HeaderActions } from '@vitrine/shell/header-actions';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';

type Counts = { basket?: number; wishlist?: number; loggedIn?: boolean };

/** What the readable login-state cookie says (spec §4); the HttpOnly token stays unread. */
const loggedInNow = () => loginStatus({ cookie: parseLoginCookie(cookieValue(document.cookie, LOGIN_STATE_COOKIE)) }).loggedIn;

/**
 * The header's account, wishlist and basket links as one island: the links are in the cached
 * page, the counts come from `/api/session/counts` after it, and the basket's follows every
 * "add to basket" on the page. A login or logout (a server action that moves on to another page
 * while the layout stays) changes the login-state cookie: the next page asks for the counts again.
 */
export function HeaderEntryPoints({ entries }: { entries: readonly EntryPoint[] }) {
  const [counts, setCounts] = useState<Counts>();
  const [session, setSession] = useState<boolean>();
  // A new key that says something new (a soft login after expiry, a login in another tab): ask again.
  const [version, setVersion] = useState(0);
  const basketEvents = useRef(0);
  const known = useRef<boolean>(undefined);
  known.current = counts?.loggedIn;
  const pathname = usePathname();
  useEffect(() => setSession(loggedInNow()), [pathname]);
  useEffect(() => {
    if (session === undefined) return;
    let cancelled = false;
    const eventsBefore = basketEvents.current;
    fetch('/api/session/counts', { cache: 'no-store' })
      .then(async (res) => (res.ok ? ((await res.json()) as Counts) : undefined))
      .then((known) => {
        // An "add to basket" answered while this was on its way knows the newer count.
        if (!cancelled && known) setCounts((now) => (basketEvents.current === eventsBefore ? known : { ...known, basket: now?.basket }));
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [session, version]);
  useEffect(() => {
    const changed = (event: Event) => {
      basketEvents.current += 1;
      setCounts((now) => ({ ...now, basket: (event as CustomEvent<BasketChangedDetail>).detail.count }));
    };
    const sessionChanged = (event: Event) => {
      const type = (event as CustomEvent<{ type?: number } | undefined>).detail?.type;
      // The keeper's first key usually says what the counts said already: no second request then.
      if (type !== undefined && (type !== 0) === known.current) return;
      setSession(loggedInNow());
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
