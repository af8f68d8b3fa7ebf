'use client';
import type { FormAction, LoginField } from '@vitrine/account';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { subscribeCounts } from './counts-store';

// The modal and its form arrive with the first press of the header's "log in".
const LoginModal = lazy(() => import('./login-modal'));

export interface LoginModalIslandProps {
  action: FormAction<LoginField>;
  customerNumberLogin: boolean;
  loginPath: string;
}

/**
 * After hydration, the header's account entry of a guest opens the login modal instead of the login
 * page (a link that still works before this island is here, and without JavaScript).
 */
export function LoginModalIsland(props: LoginModalIslandProps) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const guest = useRef(false);
  // Where focus goes back when the modal closes (it was opened without a trigger of its own).
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => subscribeCounts((counts) => (guest.current = counts.loggedIn === false)), []);
  useEffect(() => {
    const clicked = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('.vt-header-action[data-kind="account"]');
      if (!link || !guest.current || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      opener.current = link as HTMLElement;
      setUsed(true);
      setOpen(true);
    };
    document.addEventListener('click', clicked);
    return () => document.removeEventListener('click', clicked);
  }, []);
  return used ? (
    <Suspense fallback={null}>
      <LoginModal
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) setTimeout(() => opener.current?.focus(), 0);
        }}
        {...props}
      />
    </Suspense>
  ) : null;
}
