'use client';
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

export interface CheckoutFormErrorsProps<F extends string = string> {
  state: CheckoutFormState<F>;
  /** The fields in the form's order (the summary's). */
  order: readonly F[];
  labels: Partial<Record<F, string>>;
}

const FormErrors = onDemand<CheckoutFormErrorsProps>(
  () => import('./form-errors').then((module) => module.CheckoutFormErrorsView),
  ({ state, order }) => state.refused !== undefined || order.some((field) => state.errors[field] !== undefined),
);

/** The refusal and the problems of a checkout form, above its fields; nothing without them, and its code comes on demand ({@link onDemand}). */
export const CheckoutFormErrors = Object.assign(
  function CheckoutFormErrors<F extends string>(props: CheckoutFormErrorsProps<F>) {
    return <FormErrors {...(props as unknown as CheckoutFormErrorsProps)} />;
  },
  { preload: FormErrors.preload },
);
