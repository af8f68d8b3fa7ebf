export type ButtonVariant = 'primary' | 'secondary' | 'outline';
export type ButtonSize = 'medium' | 'small';

/**
 * The attributes that give an element the button's look (styles.css keys on the class and the two
 * data attributes): `Button` sets them, and a client component that only needs a plain `<button>`
 * can spread them without carrying `Button` (the error screen, in every page's first load).
 */
export function buttonLook(variant: ButtonVariant = 'primary', size: ButtonSize = 'medium', className?: string) {
  return { className: className ? `vt-button ${className}` : 'vt-button', 'data-variant': variant, 'data-size': size } as const;
}
