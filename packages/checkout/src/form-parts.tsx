'use client';
import { useLingui } from '@lingui/react/macro';
import { ErrorSummary, type FieldCode, useRuleMessage } from '@vitrine/forms';
import { onDemand } from '@vitrine/ui';
import type { CheckoutFormState, CheckoutRefusal } from './types';

/**
 * The refusal above a checkout form, in an alert; nothing without one. Its code is not in a page's
 * first load ({@link onDemand}).
 */
export const CheckoutRefusalAlert = onDemand<{ refused?: CheckoutRefusal | undefined }>(
  () => import('./refusal-alert').then((module) => module.CheckoutRefusalAlertView),
  (props) => props.refused !== undefined,
);

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
      <CheckoutRefusalAlert refused={state.refused} />
      <ErrorSummary title={t`Bitte überprüfen Sie Ihre Eingaben und füllen Sie alle Pflichtfelder aus.`} errors={errors} />
    </>
  );
}
