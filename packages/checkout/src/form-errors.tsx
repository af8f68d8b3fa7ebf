'use client';
import { useLingui } from '@lingui/react/macro';
import { ErrorSummary, type FieldCode, ruleMessage as message } from '@vitrine/forms';
import type { CheckoutFormErrorsProps } from './form-parts';
import { CheckoutRefusalAlertView } from './refusal-alert';

/** The refusal and the problems of a checkout form, above its fields (loaded by {@link CheckoutFormErrors} when there are any). */
export function CheckoutFormErrorsView({ state, order, labels }: CheckoutFormErrorsProps) {
  const { t } = useLingui();
  const errors = order.flatMap((field) => {
    const text = message((state.errors as Partial<Record<string, FieldCode>>)[field]);
    const label = labels[field];
    return text
      ? [
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
        ]
      : [];
  });
  return (
    <>
      <CheckoutRefusalAlertView refused={state.refused} />
      <ErrorSummary title={t`Bitte überprüfen Sie Ihre Eingaben und füllen Sie alle Pflichtfelder aus.`} errors={errors} />
    </>
  );
}
