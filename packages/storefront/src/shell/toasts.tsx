'use client';
import { useLingui } from '@lingui/react/macro';
import type { Toast, ToastQueue } from '@vitrine/toasts';
import { createContext, lazy, type ReactNode, Suspense, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';

/** The toaster is code a page loads with its first toast. */
const Toaster = lazy(() => import('@vitrine/shell/toaster').then((m) => ({ default: m.Toaster })));

type NewToast = Parameters<ToastQueue['add']>[0];

interface ToastApi {
  /** Shows a toast (@vitrine/toasts' rules: three at most, the oldest without a close handler leaves first). */
  add(toast: NewToast): void;
}

const ToastContext = createContext<ToastApi | null>(null);

export function useToasts(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToasts needs <ToastProvider> above it');
  return api;
}

/**
 * The page's toasts. The queue (@vitrine/toasts) and the toaster are loaded with the first toast,
 * so a page that shows none pays nothing for them; all are cleared when the language changes.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const { i18n } = useLingui();
  const queue = useRef<Promise<ToastQueue> | null>(null);
  const [toasts, setToasts] = useState<readonly Toast[]>([]);
  const loaded = useCallback(() => {
    queue.current ??= import('@vitrine/toasts').then(({ createToastQueue }) => {
      const made = createToastQueue();
      made.subscribe(setToasts);
      made.languageChanged(i18n.locale);
      return made;
    });
    return queue.current;
  }, [i18n.locale]);
  useEffect(() => {
    void queue.current?.then((q) => q.languageChanged(i18n.locale));
  }, [i18n.locale]);
  const api = useMemo<ToastApi>(() => ({ add: (toast) => void loaded().then((q) => q.add(toast)) }), [loaded]);
  const dismiss = useCallback((id: string) => void queue.current?.then((q) => q.dismiss(id)), []);
  return (
    <ToastContext value={api}>
      {children}
      {toasts.length ? (
        <Suspense fallback={null}>
          <Toaster toasts={toasts} onDismiss={dismiss} />
        </Suspense>
      ) : null}
    </ToastContext>
  );
}
