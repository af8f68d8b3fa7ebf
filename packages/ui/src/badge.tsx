import type { HTMLAttributes } from 'react';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /** `sale` (secondary colour), `info` (primary) or `neutral`. Default `neutral`. */
  tone?: 'sale' | 'info' | 'neutral';
}

/** A short label on a product or a list item: "-20 %", "Neu". */
export function Badge({ tone = 'neutral', className, ...props }: BadgeProps) {
  return <span className={className ? `vt-badge ${className}` : 'vt-badge'} data-tone={tone} {...props} />;
}
