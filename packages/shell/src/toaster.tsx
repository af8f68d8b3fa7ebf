'use client';
import { useLingui } from '@lingui/react/macro';
import type { Toast } from '@vitrine/toasts';
import { useEffect } from 'react';

export interface ToasterProps {
  toasts: readonly Toast[];
  onDismiss: (id: string) => void;
  /** How long a toast without a close handler stays, in milliseconds. Default 6000. */
  duration?: number;
}

/**
 * The toasts of @vitrine/toasts' queue (at most three): announced politely (errors assertively),
 * each with a close button; one without a close handler of its own leaves by itself.
 */
export function Toaster({ toasts, onDismiss, duration = 6000 }: ToasterProps) {
  const { t } = useLingui();
  useEffect(() => {
    const timers = toasts.filter((toast) => !toast.onClose).map((toast) => window.setTimeout(() => onDismiss(toast.id), duration));
    return () => timers.forEach((timer) => window.clearTimeout(timer));
  }, [toasts, onDismiss, duration]);
  return (
    <div className="vt-toaster">
      <div role="status" aria-live="polite" className="vt-toaster__list">
        {toasts
          .filter((toast) => toast.tone !== 'error')
          .map((toast) => (
            <ToastItem key={toast.id} toast={toast} onDismiss={onDismiss} closeLabel={t`Hinweis schließen`} />
          ))}
      </div>
      <div role="alert" className="vt-toaster__list">
        {toasts
          .filter((toast) => toast.tone === 'error')
          .map((toast) => (
            <ToastItem key={toast.id} toast={toast} onDismiss={onDismiss} closeLabel={t`Hinweis schließen`} />
          ))}
      </div>
    </div>
  );
}

function ToastItem({ toast, onDismiss, closeLabel }: { toast: Toast; onDismiss: (id: string) => void; closeLabel: string }) {
  return (
    <div className="vt-toast" data-tone={toast.tone ?? 'info'}>
      <p>{toast.message}</p>
      <button type="button" className="vt-dialog__close" aria-label={closeLabel} onClick={() => onDismiss(toast.id)}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
