'use client';
import { useLingui } from '@lingui/react/macro';
import { ErrorSummary, type FieldCode, summaryErrors } from '@vitrine/forms';
import { onDemand } from '@vitrine/ui';
import type { FormState, Refusal } from './state';

export interface RefusalAlertProps {
  refused: Refusal | undefined;
  retryAfterSeconds?: number | undefined;
}

/**
 * The refusal above a form, in the spec's words where it has them; nothing without one. Its code is
 * not in a page's first load ({@link onDemand}).
 */
export const RefusalAlert = onDemand<RefusalAlertProps>(
  () => import('./refusal-alert').then((module) => module.RefusalAlertView),
  (props) => props.refused !== undefined,
);

/** The problems of a refused form as GOV.UK's summary, in the form's order. */
export function FormErrors<F extends string>({ state, order }: { state: FormState<F>; order: readonly F[] }) {
  const { t } = useLingui();
  return (
    <ErrorSummary
      title={t`Bitte überprüfen Sie Ihre Eingaben und füllen Sie alle Pflichtfelder aus.`}
      errors={summaryErrors(order, state.errors as Partial<Record<F, FieldCode>>)}
    />
  );
}
