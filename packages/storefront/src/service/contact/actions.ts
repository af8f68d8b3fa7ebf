'use server';
import { CONTACT_FIELDS, CONTACT_OPT_OUTS, type ContactField, type ContactSubject, contactForm, type PostalCountry, validate } from '@vitrine/form-rules';
import type { AttachedFile, ContactFormState, ContactUploadProblem, FieldCode } from '@vitrine/forms';
import { ContactFormDocument, SendContactMessageDocument } from '@vitrine/graphql-client';
import { shopperGateway, shopperRest } from '@vitrine/next-adapter';
import { addFiles, type RejectionCode } from '@vitrine/upload-rules';
import { FIELD_CODE } from '../../checkout/step/enums';
import { formKey } from '../../common/form-key';
import { formValues } from '../../identity/forms';

const FIELD_OF = {
  SALUTATION: 'salutation',
  FIRST_NAME: 'firstName',
  LAST_NAME: 'lastName',
  STREET: 'street',
  HOUSE_NUMBER: 'houseNumber',
  POSTAL_CODE: 'postalCode',
  CITY: 'city',
  EMAIL: 'email',
  PHONE: 'phone',
  CUSTOMER_NUMBER: 'customerNumber',
  BIRTHDAY: 'birthday',
  SUBJECT: 'subject',
  MESSAGE: 'message',
  CAPTCHA: 'captcha',
} as const satisfies Record<string, ContactField | 'captcha'>;

const UPLOAD_CODE: Record<string, ContactUploadProblem['code']> = {
  DUPLICATE_NAME: 'duplicate-name',
  TOO_MANY_FILES: 'too-many-files',
  FILE_TOO_LARGE: 'file-too-large',
  TOTAL_TOO_LARGE: 'total-too-large',
  UNSUPPORTED_FORMAT: 'unsupported-format',
  NOT_FOUND: 'not-found',
};

/** The files the gateway keeps for this form already (posted back as JSON by the upload field). */
function attachedOf(form: FormData): AttachedFile[] {
  return form.getAll('attached').flatMap((raw) => {
    if (typeof raw !== 'string' || raw.length > 600) return [];
    try {
      const file = JSON.parse(raw) as Partial<AttachedFile>;
      return typeof file.id === 'string' && typeof file.name === 'string' && typeof file.size === 'number' ? [{ id: file.id, name: file.name, size: file.size }] : [];
    } catch {
      return [];
    }
  });
}

class UploadFailed extends Error {
  override name = 'UploadFailed';
}

/**
 * Sends a contact message. The new files are checked with the upload rules and handed to the
 * gateway first, whatever else is wrong: a refused form keeps them (as attached files), so nothing
 * the shopper attached is lost, with or without JavaScript. Then the fields (the shared rules), then
 * the gateway's word: sent, fields or files refused, or the spec's "try again later".
 */
export async function sendContactMessage(
  tenantKey: string,
  locale: string,
  render: string,
  subjects: readonly ContactSubject[],
  postalCountry: PostalCountry,
  previous: ContactFormState,
  form: FormData,
): Promise<ContactFormState> {
  const tenant = { key: tenantKey };
  const typed = formValues<ContactField>(form, CONTACT_FIELDS, 4000);
  const values = Object.fromEntries(CONTACT_FIELDS.map((field) => [field, typed[field].trim()])) as Record<ContactField, string>;
  const optOuts = Object.fromEntries(CONTACT_OPT_OUTS.map((box) => [box, form.get(box) === 'on' ? 'on' : ''])) as Record<(typeof CONTACT_OPT_OUTS)[number], string>;
  const kept = { ...typed, ...optOuts };
  const attempt = (previous?.attempt ?? 0) + 1;
  let attached = attachedOf(form);
  const chosen = form.getAll('files').filter((file): file is File => typeof file !== 'string' && file.size > 0 && file.name !== '');
  const checked = addFiles<AttachedFile | File>(attached, chosen);
  const uploadProblems: ContactUploadProblem[] = checked.rejected.filter((r) => r.code !== 'total-too-large').map((r) => ({ name: r.file.name, code: r.code }));
  const key = formKey(render, form);
  try {
    for (const [index, file] of (checked.accepted as File[]).entries()) {
      const res = await shopperRest(tenant, '/api/contact/uploads', {
        body: new Uint8Array(await file.arrayBuffer()),
        headers: { 'content-type': 'application/octet-stream', 'x-upload-name': encodeURIComponent(file.name) },
        ...(key ? { idempotencyKey: `${key}:${index}` } : {}),
      });
      const answer = (await res.json().catch(() => null)) as { id?: string; size?: number; error?: { code?: string } } | null;
      if (res.status === 201 && answer?.id) attached = [...attached, { id: answer.id, name: file.name, size: file.size }];
      else if (res.status === 422 || res.status === 413)
        uploadProblems.push({ name: file.name, code: (res.status === 413 ? 'file-too-large' : (answer?.error?.code ?? 'unsupported-format')) as RejectionCode });
      else throw new UploadFailed(`${res.status}`);
    }
  } catch (error) {
    const reason = error instanceof UploadFailed ? `HTTP ${error.message}` : error instanceof Error ? error.name : 'network';
    return { values: kept, errors: {}, attached, uploadProblems, dropped: checked.droppedForTotal, failed: 'upload', uploadError: reason, attempt };
  }
  const state = { values: kept, attached, uploadProblems, dropped: checked.droppedForTotal, attempt };
  const errors = validate(values, contactForm(postalCountry, subjects));
  if (Object.keys(errors).length || uploadProblems.length || checked.droppedForTotal) return { ...state, errors };
  try {
    const gateway = await shopperGateway(tenant);
    const captcha = form.get('captcha');
    const { sendContactMessage: answer } = await gateway.request(
      SendContactMessageDocument,
      {
        input: {
          ...values,
          attachments: attached.map((file) => file.id),
          optOutNewsletter: optOuts.optOutNewsletter === 'on',
          optOutAdvertising: optOuts.optOutAdvertising === 'on',
          optOutMarketing: optOuts.optOutMarketing === 'on',
          captcha: typeof captcha === 'string' && captcha ? captcha : null,
          locale,
        },
      },
      key ? { idempotencyKey: key } : {},
    );
    if (answer.__typename === 'ContactMessageSent') return { values: {}, errors: {}, attached: [], uploadProblems: [], dropped: 0, attempt, reference: answer.reference };
    if (answer.__typename === 'ContactRefused') return { ...state, errors: {}, failed: 'error' };
    const problems: Partial<Record<ContactField | 'captcha', FieldCode>> = {};
    for (const p of answer.problems) problems[FIELD_OF[p.field]] ??= FIELD_CODE[p.code];
    // A refused file is dropped from the attached ones (the shopper chooses it again, or another).
    const refused = new Map(answer.attachmentProblems.map((p) => [p.id, p.code]));
    const named = attached.filter((file) => refused.has(file.id)).map((file) => ({ name: file.name, code: UPLOAD_CODE[refused.get(file.id)!] ?? 'not-found' }));
    // A used or expired captcha: a new challenge to solve.
    const fresh = problems.captcha ? (await gateway.request(ContactFormDocument, {}, { init: { cache: 'no-store' } })).contactForm.captcha : undefined;
    return { ...state, attached: attached.filter((file) => !refused.has(file.id)), uploadProblems: named, errors: problems, ...(fresh !== undefined ? { captcha: fresh } : {}) };
  } catch {
    return { ...state, errors: {}, failed: 'error' };
  }
}
