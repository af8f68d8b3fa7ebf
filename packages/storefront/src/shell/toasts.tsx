'use client';
import { useLingui } from '@lingui/react/macro';
import { createToastQueue, type Toast, type ToastQueue } from '@vitrine/toasts';
import { createContext, lazy, type ReactNode, Suspense, useContext, useEffect, useState } from 'react';

/** The toaster is code a page loads with its first toast. */
const Toaster = lazy(() => import('@vitrine/shell/toaster').then((m) => ({ default: m.Toaster })));

const ToastContext = createContext<ToastQueue | null>(null);

/** The page's toast queue (@vitrine/toasts: at most three, cleared when the language changes). */
export function useToasts(): ToastQueue {
  const queue = useContext(ToastContext);
  if (!queue) throw new Error('useToasts needs <ToastProvider> above it');
  return queue;
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const { i18n } = useLingui();
  const [queue] = useState(() => createToastQueue());
  const [toasts, setToasts] = useState<readonly Toast[]>([]);
  useEffect(() => queue.subscribe(setToasts), [queue]);
  useEffect(() => queue.languageChanged(i18n.locale), [queue, i18n.locale]);
  return (
    <ToastContext value={queue}>
      {children}
      {toasts.length ? (
        <Suspense fallback={null}>
          <Toaster toasts={toasts} onDismiss={queue.dismiss} />
        </Suspense>
      ) : null}
    </ToastContext>
  );
}
