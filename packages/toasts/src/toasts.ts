export interface Toast {
  id: string;
  message: string;
  /** `error` toasts are announced assertively. Default `info`. */
  tone?: 'info' | 'success' | 'error';
  /** A toast with a close handler is one the shopper is expected to act on: kept longer. */
  onClose?: () => void;
}

export interface ToastQueueOptions {
  /** Default 3 (spec §4). */
  max?: number;
  /** Called with the current list after every change. */
  onChange?: (toasts: readonly Toast[]) => void;
  /** Default: a counter. */
  createId?: () => string;
}

export interface ToastQueue {
  add(toast: Omit<Toast, 'id'> & { id?: string }): Toast;
  dismiss(id: string): void;
  clear(): void;
  /** Clears everything when the language differs from the last one seen. */
  languageChanged(language: string): void;
  list(): readonly Toast[];
  subscribe(listener: (toasts: readonly Toast[]) => void): () => void;
}

/**
 * Spec §4: at most three toasts at once; adding one drops an older one, preferring those without
 * a close handler (oldest first); all are cleared when the language changes.
 */
export function createToastQueue({ max = 3, onChange, createId }: ToastQueueOptions = {}): ToastQueue {
  if (!Number.isInteger(max) || max < 1) throw new RangeError('max must be a whole number ≥ 1');
  let toasts: Toast[] = [];
  let language: string | undefined;
  let counter = 0;
  const listeners = new Set<(toasts: readonly Toast[]) => void>();
  if (onChange) listeners.add(onChange);
  const emit = () => {
    const snapshot = [...toasts];
    for (const listener of listeners) listener(snapshot);
  };
  return {
    add(input) {
      const toast: Toast = { ...input, id: input.id ?? createId?.() ?? `toast-${++counter}` };
      const next = toasts.filter((t) => t.id !== toast.id);
      while (next.length >= max) {
        const withoutHandler = next.findIndex((t) => !t.onClose);
        next.splice(withoutHandler >= 0 ? withoutHandler : 0, 1);
      }
      toasts = [...next, toast];
      emit();
      return toast;
    },
    dismiss(id) {
      const toast = toasts.find((t) => t.id === id);
      if (!toast) return;
      toasts = toasts.filter((t) => t.id !== id);
      toast.onClose?.();
      emit();
    },
    clear() {
      if (!toasts.length) return;
      toasts = [];
      emit();
    },
    languageChanged(next) {
      if (language !== undefined && language !== next) this.clear();
      language = next;
    },
    list: () => toasts,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
