// One file per kind of rule (the package's index names each): a page's bundle takes the rules its
// forms name, not all of them.
/** Every rule answers one of these codes, or `undefined` when the value passes. */
export type RuleCode =
  | 'required'
  | 'email-invalid'
  | 'password-too-short'
  | 'password-too-long'
  | 'password-common'
  | 'date-invalid'
  | 'digits-only'
  | 'no-special-characters'
  | 'no-special-characters-or-numbers'
  | 'iban-invalid'
  | 'phone-invalid'
  | 'payback-invalid'
  | 'postal-code-invalid'
  | 'amount-out-of-range'
  | 'too-long';

/** The amounts a lend-money request may ask for, in whole euros (the base shop's). */
export const LEND_MONEY_AMOUNT = { min: 100, max: 5000 } as const;

export type Rule = (value: string) => RuleCode | undefined;

/** An empty or whitespace-only value (the rules leave those to `required`). */
export const isBlank = (v: string) => v.trim() === '';

export const required: Rule = (v) => (isBlank(v) ? 'required' : undefined);

/** Runs rules in order; the first failing rule's code wins. */
export function check(value: string, rules: readonly Rule[]): RuleCode | undefined {
  for (const rule of rules) {
    const code = rule(value);
    if (code) return code;
  }
  return undefined;
}

/** Validates a whole form: `{ field: code }` for each failing field, `{}` when all pass. */
export function validate<F extends string>(values: Partial<Record<NoInfer<F>, string>>, schema: Record<F, readonly Rule[]>): Partial<Record<F, RuleCode>> {
  const errors: Partial<Record<F, RuleCode>> = {};
  for (const field of Object.keys(schema) as F[]) {
    const code = check(values[field] ?? '', schema[field]);
    if (code) errors[field] = code;
  }
  return errors;
}
