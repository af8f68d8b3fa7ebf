import type { HTMLAttributes } from 'react';

export interface AlertProps extends HTMLAttributes<HTMLDivElement> {
  /** `status` is announced politely; `alert` interrupts. Default `status`. */
  role?: 'status' | 'alert';
}

/** A message in the page's flow: a validation hint, a failed load with a way to retry. */
export function Alert({ role = 'status', className, ...props }: AlertProps) {
  return <div role={role} className={className ? `vt-alert ${className}` : 'vt-alert'} {...props} />;
}
