'use server';
import type { FormState } from '@vitrine/account';
import { ConfirmEmailChangeDocument, ConfirmErasureDocument } from '@vitrine/graphql-client';
import { endShopSession, shopperGateway } from '@vitrine/next-adapter';
import { formKey } from '../../common/form-key';

const tokenOf = (form: FormData) => String(form.get('token') ?? '').slice(0, 64);

/** Confirms the new e-mail of the link (once); `done` is the new address. */
export async function confirmEmailChange(tenant: string, locale: string, render: string, _previous: FormState<'token'>, form: FormData): Promise<FormState<'token'>> {
  try {
    const gateway = await shopperGateway({ key: tenant });
    const { confirmEmailChange: answer } = await gateway.request(ConfirmEmailChangeDocument, { token: tokenOf(form), locale }, { idempotencyKey: formKey(render, form) });
    if (answer.__typename === 'EmailChanged') return { values: {}, errors: {}, done: answer.email };
    return { values: {}, errors: {}, refused: answer.reason === 'EMAIL_TAKEN' ? 'email-taken' : 'link-invalid' };
  } catch {
    return { values: {}, errors: {}, refused: 'unavailable' };
  }
}

/** Erases the link's account (once), and ends the session in this browser; `done` is the moment. */
export async function confirmErasure(tenant: string, locale: string, render: string, _previous: FormState<'token'>, form: FormData): Promise<FormState<'token'>> {
  try {
    const gateway = await shopperGateway({ key: tenant });
    const { confirmErasure: answer } = await gateway.request(ConfirmErasureDocument, { token: tokenOf(form), locale }, { idempotencyKey: formKey(render, form) });
    if (answer.__typename !== 'AccountErased') return { values: {}, errors: {}, refused: 'link-invalid' };
    await endShopSession();
    return { values: {}, errors: {}, done: answer.erasedAt };
  } catch {
    return { values: {}, errors: {}, refused: 'unavailable' };
  }
}
