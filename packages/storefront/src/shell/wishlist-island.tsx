'use client';
import { useLingui } from '@lingui/react/macro';
import { cookieValue, LOGIN_STATE_COOKIE, parseLoginCookie } from '@vitrine/session';
import { usePathname } from 'next/navigation';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { type HeaderCountsView, subscribeCounts } from './counts-store';
import { useToasts } from './toasts';
import { isHeartSubmit, markHearts, takeOutcome } from './wishlist-hearts';

// The overlay that asks a guest to log in arrives with the first press of a heart.
const WishlistOverlay = lazy(() => import('./wishlist-overlay'));

/**
 * The page's wishlist hearts, after hydration: filled for the products on the customer's wishlist
 * (from the header's counts), a guest's press opens the overlay that asks to log in (before that
 * island is here, the press leads to the wishlist page, which asks the same), and a heart's outcome
 * (`?wishlist=` of the page it came back to) is said as a toast.
 */
export function WishlistIsland({ loginPath }: { loginPath: string }) {
  const { t } = useLingui();
  const toasts = useToasts();
  const pathname = usePathname();
  const [counts, setCounts] = useState<HeaderCountsView>();
  const [overlay, setOverlay] = useState(false);
  const loggedIn = useRef<boolean>(undefined);
  useEffect(() => subscribeCounts(setCounts), []);
  loggedIn.current = counts?.loggedIn;
  useEffect(() => {
    if (counts) markHearts(document, new Set(counts.wishlistProducts ?? []));
  }, [counts, pathname]);
  useEffect(() => {
    // Capture: before the buy box's own handler (which would ask for a variant first).
    const submitted = (event: SubmitEvent) => {
      // A guest is known without the header's counts: the login-state cookie comes and goes with the
      // session (set by the login itself, so it is right even while the counts are still a guest's
      // just after a login). A press before the counts arrive is a guest's press all the same.
      if (!isHeartSubmit(event) || loggedIn.current === true || parseLoginCookie(cookieValue(document.cookie, LOGIN_STATE_COOKIE))?.li === '1') return;
      event.preventDefault();
      event.stopPropagation();
      setOverlay(true);
    };
    document.addEventListener('submit', submitted, true);
    // `<html data-wishlist-hearts="live">`: the hearts are the page's from now on (a test waits for it).
    document.documentElement.setAttribute('data-wishlist-hearts', 'live');
    return () => {
      document.removeEventListener('submit', submitted, true);
      document.documentElement.removeAttribute('data-wishlist-hearts');
    };
  }, []);
  useEffect(() => {
    const outcome = takeOutcome();
    const messages: Record<string, { message: string; tone: 'success' | 'error' }> = {
      added: { message: t`Der Artikel ist auf Ihrem Merkzettel.`, tone: 'success' },
      removed: { message: t`Der Artikel wurde von Ihrem Merkzettel entfernt.`, tone: 'success' },
      'add-failed': { message: t`Der Artikel konnte leider nicht auf dem Merkzettel gespeichert werden.`, tone: 'error' },
      'remove-failed': { message: t`Der Artikel konnte leider nicht vom Merkzettel entfernt werden.`, tone: 'error' },
      'sold-out': { message: t`Diese Variante ist leider ausverkauft.`, tone: 'error' },
    };
    const toast = outcome ? messages[outcome] : undefined;
    if (toast) toasts.add(toast);
    // Once per page: the outcome is in its address.
  }, [pathname]);
  return overlay ? (
    <Suspense fallback={null}>
      <WishlistOverlay open={overlay} onOpenChange={setOverlay} loginHref={`${loginPath}?${new URLSearchParams({ next: pathname })}`} />
    </Suspense>
  ) : null;
}
