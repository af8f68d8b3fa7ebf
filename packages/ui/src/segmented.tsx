'use client';
import { useEffect, useId, useRef } from 'react';

export interface SegmentedOption {
  value: string;
  label: string;
  /** Shown, announced, not selectable. */
  disabled?: boolean;
  /** Read after the label by screen readers, e.g. "ausverkauft". */
  hint?: string;
}

export interface SegmentedProps {
  /** Accessible name of the group (the fieldset's legend). */
  legend: string;
  /** Show the legend (default false: visually hidden). */
  showLegend?: boolean;
  options: readonly SegmentedOption[];
  value: string | undefined;
  onValueChange: (value: string) => void;
  /** `segmented` joins the options into one bar; `cards` spaces them (variant choice). Default `segmented`. */
  look?: 'segmented' | 'cards';
  /** Id of an element describing an error; marks the group invalid. */
  errorId?: string;
  /** Form field name of the radios (default: a generated one). */
  name?: string;
}

/**
 * One choice among a few, as native radio buttons in a fieldset: arrow keys, Space and screen
 * readers work without script, and no focus-management library is shipped to the browser.
 */
export function Segmented({ legend, showLegend = false, options, value, onValueChange, look = 'segmented', errorId, name: fieldName }: SegmentedProps) {
  const generated = useId();
  const name = fieldName ?? generated;
  const group = useRef<HTMLFieldSetElement>(null);
  // A choice made on the page's HTML before it ran (a slow phone): React keeps the ticked radio when
  // it hydrates but hears of no change; taken over here, so the choice is not lost.
  useEffect(() => {
    const ticked = group.current?.querySelector<HTMLInputElement>('input[type="radio"]:checked');
    if (ticked && ticked.value !== value) onValueChange(ticked.value);
    // Once, when the page starts running.
  }, []);
  return (
    <fieldset ref={group} className={look === 'cards' ? 'vt-choice-group' : 'vt-segmented'} aria-describedby={errorId} aria-invalid={errorId ? true : undefined}>
      <legend className={showLegend ? 'vt-legend' : 'vt-visually-hidden'}>{legend}</legend>
      {options.map((option) => {
        const checked = option.value === value;
        return (
          <label
            key={option.value}
            className={look === 'cards' ? 'vt-choice' : 'vt-segmented__item'}
            data-state={checked ? 'on' : 'off'}
            data-disabled={option.disabled ? '' : undefined}
          >
            <input
              type="radio"
              className="vt-radio-input"
              name={name}
              value={option.value}
              checked={checked}
              disabled={option.disabled}
              onChange={() => onValueChange(option.value)}
            />
            {option.label}
            {option.hint ? <span className="vt-visually-hidden">, {option.hint}</span> : null}
          </label>
        );
      })}
    </fieldset>
  );
}
