'use client';
import { RadioGroup } from 'radix-ui';

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
}

/** One choice among buttons (a product's variants): arrow keys move, Space selects. */
export function ChoiceGroup({ label, choices, value, onValueChange, errorId, disabledHint }: ChoiceGroupProps) {
  return (
    <RadioGroup.Root
      className="vt-choice-group"
      aria-label={label}
      value={value ?? ''}
      onValueChange={onValueChange}
      aria-invalid={errorId ? true : undefined}
      aria-describedby={errorId}
      orientation="horizontal"
    >
      {choices.map((choice) => (
        <RadioGroup.Item key={choice.value} className="vt-choice" value={choice.value} disabled={choice.disabled}>
          {choice.label}
          {choice.disabled && disabledHint ? <span className="vt-visually-hidden">, {disabledHint}</span> : null}
        </RadioGroup.Item>
      ))}
    </RadioGroup.Root>
  );
}
