'use client';
import { useLingui } from '@lingui/react/macro';
import { ErrorSummary, type FieldCode, summaryErrors } from '@vitrine/forms';
import type { CheckoutFormErrorsProps } from './form-parts';
import { CheckoutRefusalAlertView } from './refusal-alert';

/** The refusal and the problems of a checkout form, above its fields (loaded by {@link CheckoutFormErrors} when there are any). */
export function CheckoutFormErrorsView({ state, order, labels }: CheckoutFormErrorsProps) {
  const { t } = useLingui();
  const errors = summaryErrors(order, state.errors as Partial<Record<string, FieldCode>>, labels);
  return (
    <>
      <CheckoutRefusalAlertView refused={state.refused} />
      <ErrorSummary title={t`Bitte überprüfen Sie Ihre Eingaben und füllen Sie alle Pflichtfelder aus.`} errors={errors} />
    </>
  );
}
