import { Children, cloneElement, isValidElement, type ButtonHTMLAttributes, type Ref } from 'react';
import { buttonLook, type ButtonSize, type ButtonVariant } from './button-look';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Visual weight. Default `primary`. */
  variant?: ButtonVariant;
  /** Default `medium` (44px tall, a comfortable touch target). */
  size?: ButtonSize;
  /**
   * Render the one child element (e.g. a link) with the button's look instead of a `<button>`: its
   * class names are kept beside the button's, its own props win. Default `false`.
   */
  asChild?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/** A button, or with `asChild` any element styled as one (a link to the basket, say). */
export function Button({ variant = 'primary', size = 'medium', asChild = false, className, type, children, ...props }: ButtonProps) {
  const look = buttonLook(variant, size, className);
  if (asChild) {
    // A plain clone rather than a slot component: every page carries this button, and the links it
    // styles need no composed handlers or refs.
    const child = Children.only(children);
    if (!isValidElement<{ className?: string }>(child)) return null;
    return cloneElement(child, {
      ...props,
      'data-variant': look['data-variant'],
      'data-size': look['data-size'],
      ...child.props,
      className: child.props.className ? `${look.className} ${child.props.className}` : look.className,
    } as Record<string, unknown>);
  }
  return (
    <button {...look} type={type ?? 'button'} {...props}>
      {children}
    </button>
  );
}
