'use client';
import { useLingui } from '@lingui/react/macro';
import { Dialog as RadixDialog } from 'radix-ui';
import type { ReactNode } from 'react';

export interface DialogProps {
  /** The dialog's heading; also its accessible name. */
  title: string;
  /** A sentence under the title; also its accessible description. Default none. */
  description?: string;
  /** The element that opens the dialog (rendered as Radix's trigger with `asChild`). */
  trigger?: ReactNode;
  /** Controlled state; leave both out for an uncontrolled dialog. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** `center` (modal box) or `side` (a sheet from the right, e.g. the basket layer). Default `center`. */
  placement?: 'center' | 'side';
  children: ReactNode;
}

/**
 * A modal dialog on Radix: focus moves in and is kept there, Escape and the close button close it,
 * focus returns to the trigger, the page behind is inert to assistive technology.
 */
export function Dialog({ title, description, trigger, open, onOpenChange, placement = 'center', children }: DialogProps) {
  const { t } = useLingui();
  return (
    <RadixDialog.Root {...(open === undefined ? {} : { open })} {...(onOpenChange ? { onOpenChange } : {})}>
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="vt-dialog__overlay" />
        <RadixDialog.Content className="vt-dialog" data-placement={placement} {...(description ? {} : { 'aria-describedby': undefined })}>
          <div className="vt-dialog__header">
            <RadixDialog.Title className="vt-dialog__title">{title}</RadixDialog.Title>
            <RadixDialog.Close className="vt-dialog__close" aria-label={t`Schließen`}>
              <span aria-hidden="true">×</span>
            </RadixDialog.Close>
          </div>
          {description ? <RadixDialog.Description className="vt-dialog__description">{description}</RadixDialog.Description> : null}
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
