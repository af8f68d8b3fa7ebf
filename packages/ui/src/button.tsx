import { Slot } from 'radix-ui';
import type { ButtonHTMLAttributes, Ref } from 'react';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Visual weight. Default `primary`. */
  variant?: 'primary' | 'secondary' | 'outline';
  /** Default `medium` (44px tall, a comfortable touch target). */
  size?: 'medium' | 'small';
  /** Render the child element (e.g. a link) with the button's look. Default `false`. */
  asChild?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/** A button, or with `asChild` any element styled as one (a link to the basket, say). */
export function Button({ variant = 'primary', size = 'medium', asChild = false, className, type, ...props }: ButtonProps) {
  const Component = asChild ? Slot.Root : 'button';
  return (
    <Component className={className ? `vt-button ${className}` : 'vt-button'} data-variant={variant} data-size={size} {...(asChild ? {} : { type: type ?? 'button' })} {...props} />
  );
}
