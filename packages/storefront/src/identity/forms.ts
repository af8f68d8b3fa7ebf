import type { FormState, Refusal } from '@vitrine/account';
import type { FieldCode } from '@vitrine/forms';

/** What the form sent, as strings (a checkbox is "1" or absent); never more than `max` characters a field. */
export function formValues<F extends string>(form: FormData, fields: readonly F[], max = 254): Record<F, string> {
  const out = {} as Record<F, string>;
  for (const field of fields) {
    const value = form.get(field);
    out[field] = typeof value === 'string' ? value.slice(0, /password/i.test(field) ? 1024 : max) : '';
  }
  return out;
}

/** The values a form shows again: everything typed except a password (the current, a new one). */
export function keptValues<F extends string>(values: Record<F, string>): Partial<Record<F, string>> {
  return Object.fromEntries(Object.entries(values).filter(([field]) => !/password/i.test(field))) as Partial<Record<F, string>>;
}

/** A refused form's state. */
export function refusedState<F extends string>(
  values: Record<F, string>,
  errors: Partial<Record<F, FieldCode>>,
  refused?: Refusal,
  retryAfterSeconds?: number | null,
): FormState<F> {
  return { values: keptValues(values), errors, ...(refused ? { refused } : {}), ...(retryAfterSeconds ? { retryAfterSeconds } : {}) };
}
