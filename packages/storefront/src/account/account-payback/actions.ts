'use server';
import type { FormState } from '@vitrine/account';
import { PAYBACK_FORM, validate } from '@vitrine/form-rules';
import { LinkPaybackCardDocument, UnlinkPaybackCardDocument } from '@vitrine/graphql-client';
import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { shopperRequest } from '../../checkout/step/gateway';
import { formKey } from '../../common/form-key';
import { formValues, refusedState } from '../../identity/forms';

/** Links a PAYBACK card: the number checked first (the gateway checks again); the page is read again. */
export async function linkCard(tenant: string, path: string, render: string, _previous: FormState<'number'>, form: FormData): Promise<FormState<'number'>> {
  const values = formValues<'number'>(form, ['number'], 20);
  const errors = validate(values, PAYBACK_FORM);
  if (Object.keys(errors).length) return refusedState(values, errors);
  try {
    const { linkPaybackCard: answer } = await shopperRequest(tenant, LinkPaybackCardDocument, { number: values.number }, { idempotencyKey: formKey(render, form) });
    if (answer.__typename === 'PaybackRefused')
      return answer.reason === 'NUMBER_INVALID' ? refusedState(values, { number: 'payback-invalid' }) : refusedState(values, {}, 'unavailable');
  } catch {
    return refusedState(values, {}, 'unavailable');
  }
  revalidatePath(path);
  return { values: {}, errors: {}, done: 'linked' };
}

/** Unlinks the card and comes back to the page with what it came to. */
export async function unlinkCard(tenant: string, path: string, render: string, form: FormData): Promise<void> {
  let notice: string;
  try {
    await shopperRequest(tenant, UnlinkPaybackCardDocument, {}, { idempotencyKey: formKey(render, form) });
    notice = 'unlinked';
  } catch {
    notice = 'failed';
  }
  redirect(`${path}?${new URLSearchParams({ notice })}`);
}
