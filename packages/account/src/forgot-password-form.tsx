'use client';
import { onDemand } from '@vitrine/ui';
import type { ForgotField, FormAction, FormState } from './state';
export interface ForgotPasswordFormProps {
  /** Where the form starts (a story's or a test's state); default: empty. */
  initialState?: FormState<ForgotField> | undefined;
  /** The server action that asks for the link (works as a plain form post); `done` is the e-mail it went to. */
  action: FormAction<ForgotField>;
  /** Back to the login form. */
  loginHref: string;
  /** Minutes the link works (said in the success view). */
  validMinutes: number;
  initialEmail?: string | undefined;
}

/** Its code comes when a page shows it ({@link onDemand}): the login page's first load carries only the forms it shows most. */
export const ForgotPasswordForm = onDemand<ForgotPasswordFormProps>(
  () => import('./forgot-password-form-view').then((module) => module.ForgotPasswordFormView),
  () => true,
);
