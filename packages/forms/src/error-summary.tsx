'use client';
import { onDemand } from '@vitrine/ui';
import type { ReactNode } from 'react';

export interface SummaryError {
  /** The field's name (its control has the id `field-{name}`) or the control's id. */
  field: string;
  message: ReactNode;
}

export interface ErrorSummaryProps {
  /** The summary's heading ("Bitte prüfen Sie Ihre Eingaben."). */
  title: ReactNode;
  errors: readonly SummaryError[];
}

/**
 * GOV.UK's error summary: after a refused submission it takes focus (so screen readers announce
 * it), lists every problem, and each entry leads to its field: focus on the control, its label or
 * legend scrolled into view. Without JavaScript the links still jump to the fields. Nothing without
 * errors; its code is not in a page's first load ({@link onDemand}).
 */
export const ErrorSummary = onDemand<ErrorSummaryProps>(
  () => import('./error-summary-view').then((module) => module.ErrorSummaryView),
  (props) => props.errors.length > 0,
);
