import type { SummaryError } from './error-summary';
import type { FieldCode } from './rule-message';
import { ruleMessage } from './rule-message-node';

/**
 * A refused form's problems as the error summary's entries, in the form's order: each field's
 * message (the rules' codes, {@link ruleMessage}), after its label where one is given ("Ort: …").
 */
export function summaryErrors<F extends string>(order: readonly F[], errors: Partial<Record<F, FieldCode>>, labels?: Partial<Record<F, string>>): SummaryError[] {
  return order.flatMap((field) => {
    const text = ruleMessage(errors[field]);
    const label = labels?.[field];
    if (!text) return [];
    return [
      {
        field,
        message: label ? (
          <>
            {label}: {text}
          </>
        ) : (
          text
        ),
      },
    ];
  });
}
