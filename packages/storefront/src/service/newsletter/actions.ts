'use server';
import { NEWSLETTER_FORM, parseNewsletterOption, validate } from '@vitrine/form-rules';
import type { NewsletterFormState, NewsletterResendState, NewsletterSettingsState } from '@vitrine/forms';
import {
  ConfirmNewsletterDocument,
  ResendNewsletterConfirmationDocument,
  SubscribeNewsletterDocument,
  UnsubscribeMailingsDocument,
  UpdateNewsletterSettingsDocument,
} from '@vitrine/graphql-client';
import { shopperGateway } from '@vitrine/next-adapter';
import { redirect } from 'next/navigation';
import { formKey } from '../../common/form-key';

/** Where the sign-up goes on to: the other three pages of the newsletter. */
export interface NewsletterPaths {
  pending: string;
  welcome: string;
  already: string;
}

/**
 * Newsletter sign-up: the shared rule first, then the gateway's word, then on to its page (pending
 * with the subscription's id, welcome, or already subscribed). What was typed stays after a refusal.
 */
export async function subscribeNewsletter(
  tenant: string,
  locale: string,
  render: string,
  paths: NewsletterPaths,
  _previous: NewsletterFormState,
  form: FormData,
): Promise<NewsletterFormState> {
  const typed = String(form.get('email') ?? '').slice(0, 300);
  const email = typed.trim();
  const problems = validate({ email }, NEWSLETTER_FORM);
  if (problems.email) return { values: { email: typed }, errors: { email: problems.email } };
  let next: string;
  try {
    const gateway = await shopperGateway({ key: tenant });
    const { subscribeNewsletter: answer } = await gateway.request(SubscribeNewsletterDocument, { input: { email, locale } }, { idempotencyKey: formKey(render, form) });
    if (answer.__typename === 'NewsletterRefused')
      return answer.reason === 'EMAIL_INVALID' ? { values: { email: typed }, errors: { email: 'email-invalid' } } : { values: { email: typed }, errors: {}, failed: 'try-later' };
    next =
      answer.__typename === 'NewsletterPending'
        ? `${paths.pending}?${new URLSearchParams({ ref: answer.subscription })}`
        : answer.__typename === 'NewsletterSubscribed'
          ? paths.welcome
          : paths.already;
  } catch {
    return { values: { email: typed }, errors: {}, failed: 'error' };
  }
  redirect(next);
}

/** The newsletter sheet's "send a new mail" for the pending subscription `ref`. */
export async function resendNewsletterConfirmation(
  tenant: string,
  locale: string,
  ref: string,
  render: string,
  _previous: NewsletterResendState,
  form: FormData,
): Promise<NewsletterResendState> {
  try {
    const gateway = await shopperGateway({ key: tenant });
    // A double press is one request (one mail); a press after the answer is a new one.
    const { resendNewsletterConfirmation: answer } = await gateway.request(
      ResendNewsletterConfirmationDocument,
      { input: { subscription: ref, locale } },
      { idempotencyKey: formKey(render, form) },
    );
    if (answer.__typename === 'NewsletterPending') return { outcome: 'sent' };
    if (answer.__typename === 'NewsletterAlreadySubscribed') return { outcome: 'already' };
    if (answer.__typename === 'NewsletterRefused' && answer.reason === 'TRY_LATER') return { outcome: 'try-later' };
    return { outcome: 'error' };
  } catch {
    return { outcome: 'error' };
  }
}

/** The mail link's button: confirmed (the welcome page), already on, or a link that no longer works. */
export async function confirmNewsletter(tenant: string, locale: string, token: string, paths: NewsletterPaths, render: string, form: FormData): Promise<void> {
  let next: string;
  try {
    const gateway = await shopperGateway({ key: tenant });
    // A double press is one request: the welcome, not "already subscribed".
    const { confirmNewsletter: answer } = await gateway.request(ConfirmNewsletterDocument, { input: { token, locale } }, { idempotencyKey: formKey(render, form) });
    next =
      answer.__typename === 'NewsletterSubscribed'
        ? `${paths.welcome}?${new URLSearchParams({ confirmed: answer.voucherMailed ? 'voucher' : 'yes' })}`
        : answer.__typename === 'NewsletterAlreadySubscribed'
          ? paths.already
          : `${paths.welcome}?${new URLSearchParams({ link: answer.expired ? 'expired' : 'invalid' })}`;
  } catch {
    next = `${paths.welcome}?${new URLSearchParams({ token, failed: '1' })}`;
  }
  redirect(next);
}

/** The newsletter unsubscribe form, for the subscription of the mail's signed link. */
export async function saveNewsletterSettings(tenant: string, token: string, _previous: NewsletterSettingsState, form: FormData): Promise<NewsletterSettingsState> {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value.slice(0, 40) : '';
  };
  const values = { option: text('option'), pauseDays: text('pauseDays'), scope: text('scope') };
  const option = parseNewsletterOption(values.option);
  if (!option) return { values, missing: 'option' };
  if (option.kind === 'pause' && !values.pauseDays) return { values, missing: 'pauseDays' };
  if (option.kind === 'unsubscribe' && !values.scope) return { values, missing: 'scope' };
  try {
    const gateway = await shopperGateway({ key: tenant });
    const { updateNewsletterSettings: answer } = await gateway.request(UpdateNewsletterSettingsDocument, {
      input: {
        token,
        option: values.option,
        ...(option.kind === 'pause' ? { pauseDays: Number(values.pauseDays) } : {}),
        ...(option.kind === 'unsubscribe' ? { scope: values.scope } : {}),
      },
    });
    if (answer.__typename === 'NewsletterSettingsSaved') {
      const { __typename: _type, ...saved } = answer;
      return { values, saved };
    }
    if (answer.reason === 'NOT_SUBSCRIBED') return { values, refused: 'not-subscribed' };
    return { values, missing: answer.reason === 'PAUSE_REQUIRED' ? 'pauseDays' : answer.reason === 'SCOPE_REQUIRED' ? 'scope' : 'option' };
  } catch {
    return { values, refused: 'error' };
  }
}

/** Every mailing's unsubscribe page's button: on to the page with its outcome. */
export async function unsubscribeMailings(tenant: string, token: string, page: string, render: string, form: FormData): Promise<void> {
  let outcome: string;
  try {
    const gateway = await shopperGateway({ key: tenant });
    // A double press is one request: the second gets the first's answer, not "already removed".
    const { unsubscribeMailings: answer } = await gateway.request(UnsubscribeMailingsDocument, { token }, { idempotencyKey: formKey(render, form) });
    outcome = answer.__typename === 'MailingsUnsubscribed' ? 'done' : 'not-found';
  } catch {
    outcome = 'failed';
  }
  redirect(`${page}?${new URLSearchParams({ s: token, outcome })}`);
}
