'use client';
import { onDemand } from '@vitrine/ui';
import type { CheckoutFormState } from './types';

export interface CheckoutFormErrorsProps<F extends string = string> {
  state: CheckoutFormState<F>;
  /** The fields in the form's order (the summary's). */
  order: readonly F[];
  labels: Partial<Record<F, string>>;
}

/** The refusal and the problems of a checkout form, above its fields; nothing without them, and its code comes on demand ({@link onDemand}). */
export const CheckoutFormErrors = onDemand<CheckoutFormErrorsProps>(
  () => import('./form-errors').then((module) => module.CheckoutFormErrorsView),
  ({ state, order }) => state.refused !== undefined || order.some((field) => state.errors[field] !== undefined),
);
