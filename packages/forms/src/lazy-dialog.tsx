'use client';
import { Button } from '@vitrine/ui';
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';

/** The design system's dialog, fetched the first time one is opened: not part of a page's first load. */
const Dialog = lazy(() => import('@vitrine/ui/dialog').then((module) => ({ default: module.Dialog })));

export interface LazyDialogProps {
  title: string;
  /** The label of the button that opens it. */
  label: string;
  placement?: 'center' | 'side';
  variant?: 'primary' | 'secondary';
  size?: 'small';
  children: ReactNode;
}

/**
 * A button that opens the design system's dialog, whose code is fetched on the first press (a form
 * page's first load carries the button only). From then on it is the dialog with its trigger: focus
 * moves in, Escape closes, focus returns to the button.
 *
 * Before the page's code runs, and without JavaScript, it is a native disclosure that looks like the
 * button and shows the content in place (`<details>`): a press is never lost. Once the code runs it
 * becomes the button (the focus stays on it), unless the shopper has opened the disclosure already:
 * then it stays open as it is, with whatever they typed in it.
 */
export function LazyDialog({ title, label, placement, variant = 'secondary', size, children }: LazyDialogProps) {
  const [wanted, setWanted] = useState(false);
  const [open, setOpen] = useState(false);
  const [enhanced, setEnhanced] = useState(false);
  const disclosure = useRef<HTMLDetailsElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  useEffect(() => {
    const details = disclosure.current;
    if (!details || details.open) return;
    refocus.current = details.contains(document.activeElement);
    setEnhanced(true);
  }, []);
  useEffect(() => {
    if (!enhanced || !refocus.current) return;
    refocus.current = false;
    trigger.current?.focus();
  }, [enhanced]);
  if (!enhanced)
    return (
      <details ref={disclosure} className="vt-lazy-dialog">
        <Button asChild variant={variant} {...(size ? { size } : {})}>
          <summary>{label}</summary>
        </Button>
        <div className="vt-lazy-dialog__content" role="group" aria-label={title}>
          {children}
        </div>
      </details>
    );
  const button = (props: { onClick?: () => void; disabled?: boolean; ref?: typeof trigger }) => (
    <Button type="button" variant={variant} {...(size ? { size } : {})} {...props}>
      {label}
    </Button>
  );
  if (!wanted)
    return button({
      ref: trigger,
      onClick: () => {
        setWanted(true);
        setOpen(true);
      },
    });
  return (
    <Suspense fallback={button({ disabled: true })}>
      <Dialog title={title} trigger={button({})} open={open} onOpenChange={setOpen} {...(placement ? { placement } : {})}>
        {children}
      </Dialog>
    </Suspense>
  );
}
