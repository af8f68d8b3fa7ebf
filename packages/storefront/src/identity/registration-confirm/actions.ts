'use server';
import type { FormState } from '@vitrine/account';
import { ConfirmRegistrationDocument } from '@vitrine/graphql-client';
import { shopperGateway, startShopSession } from '@vitrine/next-adapter';
import { localPath } from '@vitrine/session';
import { redirect } from 'next/navigation';
import { formKey } from '../../common/form-key';

/** Opens the link's account (once), logs in and goes on to `next` (a path of this shop). */
export async function confirmRegistration(tenant: string, next: string, render: string, _previous: FormState<'token'>, form: FormData): Promise<FormState<'token'>> {
  let token: { token: string; exp: number } | undefined;
  try {
    const gateway = await shopperGateway({ key: tenant });
    const { confirmRegistration: answer } = await gateway.request(
      ConfirmRegistrationDocument,
      { token: String(form.get('token') ?? '').slice(0, 64) },
      { idempotencyKey: formKey(render, form) },
    );
    if (answer.__typename === 'RegistrationLinkRefused') return { values: {}, errors: {}, refused: answer.reason === 'EMAIL_TAKEN' ? 'email-taken' : 'link-invalid' };
    token = answer;
  } catch {
    return { values: {}, errors: {}, refused: 'unavailable' };
  }
  await startShopSession(token);
  redirect(localPath(next) ?? '/');
}
