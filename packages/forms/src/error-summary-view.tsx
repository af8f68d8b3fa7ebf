'use client';
import { type MouseEvent, useEffect, useRef } from 'react';
import type { ErrorSummaryProps } from './error-summary';

/**
 * GOV.UK's error summary: after a refused submission it takes focus (so screen readers announce
 * it), lists every problem, and each entry leads to its field: focus on the control, its label or
 * legend scrolled into view. Without JavaScript the links still jump to the fields.
 */
export function ErrorSummaryView({ title, errors }: ErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  const signature = errors.map((e) => e.field).join(' ');
  useEffect(() => {
    if (signature) ref.current?.focus();
  }, [signature]);
  const idOf = (field: string) => (field.startsWith('field-') ? field : `field-${field}`);
  const go = (event: MouseEvent<HTMLAnchorElement>, field: string) => {
    const control = document.getElementById(idOf(field));
    if (!control) return;
    event.preventDefault();
    const caption = control.closest('fieldset')?.querySelector('legend') ?? document.querySelector(`label[for="${control.id}"]`) ?? control;
    caption.scrollIntoView({ block: 'start' });
    control.focus({ preventScroll: true });
  };
  return (
    <div ref={ref} className="vt-error-summary" role="alert" tabIndex={-1} aria-labelledby="error-summary-title">
      <h2 id="error-summary-title" className="vt-error-summary__title">
        {title}
      </h2>
      <ul className="vt-error-summary__list">
        {errors.map((error) => (
          <li key={error.field}>
            <a href={`#${idOf(error.field)}`} onClick={(event) => go(event, error.field)}>
              {error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
