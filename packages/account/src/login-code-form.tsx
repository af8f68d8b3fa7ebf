'use client';
import { onDemand } from '@vitrine/ui';
import type { FormAction, FormState, LoginCodeField } from './state';
export interface LoginCodeFormProps {
  /** Where the form starts (a story's or a test's state); default: no code sent yet. */
  initialState?: FormState<LoginCodeField> | undefined;
  /**
   * The server action (works as a plain form post): `intent` `send` mails a code (`done` is then the
   * partly hidden address it went to), `login` logs in with the typed `code`.
   */
  action: FormAction<LoginCodeField>;
  /** Minutes a code works. */
  validMinutes: number;
  /** Where to go after logging in (a path of the shop); sent with the form. */
  next?: string | undefined;
}

/** Its code comes when a page shows it ({@link onDemand}): the login page's first load carries only the forms it shows most. */
export const LoginCodeForm = onDemand<LoginCodeFormProps>(
  () => import('./login-code-form-view').then((module) => module.LoginCodeFormView),
  () => true,
);
