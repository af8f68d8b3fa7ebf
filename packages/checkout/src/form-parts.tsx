'use client';
import { useLingui } from '@lingui/react/macro';
import { ErrorSummary, type FieldCode, useRuleMessage } from '@vitrine/forms';
import { Alert } from '@vitrine/ui';
import { CheckoutRefusalText } from './labels';
import type { CheckoutFormState } from './types';

/** The refusal and the problems of a checkout form, above its fields. */
export function CheckoutFormErrors<F extends string>({ state, order, labels }: { state: CheckoutFormState<F>; order: readonly F[]; labels: Partial<Record<F, string>> }) {
  const { t } = useLingui();
  const message = useRuleMessage();
  const errors = order.flatMap((field) => {
    const text = message(state.errors[field] as FieldCode | undefined);
    return text ? [{ field, message: labels[field] ? `${labels[field]}: ${text}` : text }] : [];
  });
  return (
    <>
      {state.refused ? (
        <Alert role="alert">
          <CheckoutRefusalText refused={state.refused} />
        </Alert>
      ) : null}
      <ErrorSummary title={t`Bitte überprüfen Sie Ihre Eingaben und füllen Sie alle Pflichtfelder aus.`} errors={errors} />
    </>
  );
}
