'use client';
import { Segmented } from './segmented';

export interface Choice {
  value: string;
  label: string;
  /** A sold-out variant: shown, announced, not selectable. */
  disabled?: boolean;
}

export interface ChoiceGroupProps {
  /** Accessible name of the group, e.g. "Größe". */
  label: string;
  choices: readonly Choice[];
  value: string | undefined;
  onValueChange: (value: string) => void;
  /** Id of an element describing an error; marks the group invalid. Default none. */
  errorId?: string;
  /** Text read after a disabled choice's label, e.g. "ausverkauft". */
  disabledHint?: string;
  /** Form field name (default: a generated one). */
  name?: string;
}

/** One choice among buttons (a product's variants): arrow keys move and choose, as radios do. */
export function ChoiceGroup({ label, choices, value, onValueChange, errorId, disabledHint, name }: ChoiceGroupProps) {
  return (
    <Segmented
      look="cards"
      legend={label}
      value={value}
      onValueChange={onValueChange}
      options={choices.map((c) => ({ value: c.value, label: c.label, disabled: c.disabled, hint: c.disabled ? disabledHint : undefined }))}
      {...(errorId ? { errorId } : {})}
      {...(name ? { name } : {})}
    />
  );
}
