'use client';
import { useLingui } from '@lingui/react/macro';
import { Toaster } from '@vitrine/shell';
import { createToastQueue, type Toast, type ToastQueue } from '@vitrine/toasts';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';

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
      <Toaster toasts={toasts} onDismiss={queue.dismiss} />
    </ToastContext>
  );
}
