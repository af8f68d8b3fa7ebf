'use client';
import { onDemand } from '@vitrine/ui';
import type { CheckoutRefusal } from './types';

/**
 * The refusal above a checkout form, in an alert; nothing without one. Its code is not in a page's
 * first load ({@link onDemand}).
 */
export const CheckoutRefusalAlert = onDemand<{ refused?: CheckoutRefusal | undefined }>(
  () => import('./refusal-alert').then((module) => module.CheckoutRefusalAlertView),
  (props) => props.refused !== undefined,
);
