import type { ReactNode } from 'react';

/** What a field gives its control: the id the label points at, and the ARIA wiring of hint and error. */
export interface ControlProps {
  id: string;
  name: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

export interface FieldProps {
  /** The form field's name; the control's id is `field-{name}` unless `id` is given. */
  name: string;
  id?: string;
  label: ReactNode;
  /** A hint under the label (format, limits); read out with the control. */
  hint?: ReactNode;
  /** The message of the field's problem; marks the control invalid and is read out with it. */
  error?: ReactNode;
  /** Renders the control with the props it must carry. */
  children: (control: ControlProps) => ReactNode;
}

/** The id a field of this name gets (what an error summary links to). */
export const fieldId = (name: string) => `field-${name}`;

/** The ids a control is described by: its hint and its error, where it has them (and any `extra`). */
export function describedBy(id: string, hint: ReactNode, error: ReactNode, ...extra: string[]): string | undefined {
  return [hint ? `${id}-hint` : '', error ? `${id}-error` : '', ...extra].filter(Boolean).join(' ') || undefined;
}

/** A field's hint and error, in GOV.UK's order, with the ids its control points at. */
export function FieldMessages({ id, hint, error }: { id: string; hint?: ReactNode; error?: ReactNode }) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="vt-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="vt-field-error">
          {error}
        </p>
      ) : null}
    </>
  );
}

/** A labelled control with its hint and error (GOV.UK's order: label, hint, error, control). */
export function Field({ name, id = fieldId(name), label, hint, error, children }: FieldProps) {
  const described = describedBy(id, hint, error);
  return (
    <div className="vt-form-field" data-state={error ? 'invalid' : 'valid'}>
      <label htmlFor={id} className="vt-form-field__label">
        {label}
      </label>
      <FieldMessages id={id} hint={hint} error={error} />
      {children({ id, name, ...(error ? { 'aria-invalid': true as const } : {}), ...(described ? { 'aria-describedby': described } : {}) })}
    </div>
  );
}

export interface FieldsetProps {
  /** The group's name; its first control's id is `field-{name}` (what an error summary links to). */
  name: string;
  legend: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  className?: string;
  /** The group's controls (radios, checkboxes); `firstId` belongs on the first one. */
  children: (group: { firstId: string; name: string }) => ReactNode;
}

/** A group of radios or checkboxes with its legend, hint and error. */
export function Fieldset({ name, legend, hint, error, className, children }: FieldsetProps) {
  const id = fieldId(name);
  const described = describedBy(id, hint, error);
  return (
    <fieldset
      className={['vt-form-fieldset', className].filter(Boolean).join(' ')}
      aria-invalid={error ? true : undefined}
      aria-describedby={described}
      data-state={error ? 'invalid' : 'valid'}
    >
      <legend>{legend}</legend>
      <FieldMessages id={id} hint={hint} error={error} />
      {children({ firstId: id, name })}
    </fieldset>
  );
}
