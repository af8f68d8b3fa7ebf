'use client';
import { Button } from '@vitrine/ui';
import { lazy, type ReactNode, Suspense, useState } from 'react';

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
 */
export function LazyDialog({ title, label, placement, variant = 'secondary', size, children }: LazyDialogProps) {
  const [wanted, setWanted] = useState(false);
  const [open, setOpen] = useState(false);
  const button = (props: { onClick?: () => void; disabled?: boolean }) => (
    <Button type="button" variant={variant} {...(size ? { size } : {})} {...props}>
      {label}
    </Button>
  );
  if (!wanted)
    return button({
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
