'use client';
import { cookieValue, createSession, LOGIN_STATE_COOKIE, readSessionInfo, SESSION_CHANGED_EVENT, type SessionInfo, type SessionStore } from '@vitrine/session';
import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';

const STORE_KEY = 'vitrine.session';

/** The key's public part (exp, type, cc) shared between tabs, so that one tab's renewal serves all. */
const tabStore: SessionStore = {
  get() {
    try {
      return readSessionInfo(JSON.parse(localStorage.getItem(STORE_KEY) ?? 'null'));
    } catch {
      return undefined;
    }
  },
  set(info) {
    try {
      localStorage.setItem(STORE_KEY, JSON.stringify(info));
    } catch {
      // Private mode without storage: this tab renews on its own.
    }
  },
};

const loginCookie = () => cookieValue(document.cookie, LOGIN_STATE_COOKIE) ?? '';

/**
 * Keeps the session key fresh (spec §4): asks for one on start, renews it 1800 s before it
 * expires, and at once when the session changed (a login or logout, seen as a new login-state
 * cookie after a page change); one tab renews for all (`navigator.locks`, the shared store). A new
 * key that says something new fires {@link SESSION_CHANGED_EVENT}. Loaded after hydration.
 */
export function SessionKeeper() {
  const pathname = usePathname();
  const session = useRef<ReturnType<typeof createSession>>(undefined);
  const seen = useRef<string>(undefined);
  useEffect(() => {
    const keeper = createSession({
      store: tabStore,
      keyManager: {
        async fetchKey() {
          const res = await fetch('/api/session/refresh', { method: 'POST', cache: 'no-store' });
          if (!res.ok) throw new Error(`The key manager answered ${res.status}`);
          return res.json();
        },
      },
      onChange: (info: SessionInfo) => window.dispatchEvent(new CustomEvent(SESSION_CHANGED_EVENT, { detail: info })),
    });
    session.current = keeper;
    seen.current = loginCookie();
    // A login or logout by a full page load (the logout form) left another session's key in the store.
    const stored = tabStore.get();
    if (stored && (stored.type !== 0) !== (seen.current !== '')) localStorage.removeItem(STORE_KEY);
    keeper.start().catch(() => undefined);
    // Someone else says the session changed (the header's login modal): renew now. The keeper's own events carry the new key.
    const told = (event: Event) => {
      if ((event as CustomEvent<unknown>).detail !== undefined && (event as CustomEvent<unknown>).detail !== null) return;
      seen.current = loginCookie();
      keeper.changed().catch(() => undefined);
    };
    window.addEventListener(SESSION_CHANGED_EVENT, told);
    return () => {
      keeper.stop();
      window.removeEventListener(SESSION_CHANGED_EVENT, told);
    };
  }, []);
  useEffect(() => {
    // A login or logout happened on the server (a form's action): the stored key is someone else's now.
    const now = loginCookie();
    if (seen.current !== undefined && now !== seen.current) {
      seen.current = now;
      session.current?.changed().catch(() => undefined);
    }
  }, [pathname]);
  return null;
}
