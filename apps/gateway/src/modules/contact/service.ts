import { randomBytes } from 'node:crypto';
import { CONTACT_SUBJECTS, contactForm, type ContactSubject, isoDate, type RuleCode, validate } from '@vitrine/form-rules';
import { createI18n } from '@vitrine/i18n';
import { contactConfirmationMail } from '@vitrine/mail';
import { addFiles, type RejectionCode } from '@vitrine/upload-rules';
import type { TenantConfig } from '@vitrine/tenant-config';
import type { FieldProblemCode, UploadProblemCode } from '../../generated/resolvers';
import { fullLoginOf, type GatewayContext } from '../../http/context';
import { localeOf, SHOP } from '../../http/links';
import { captchaSolved, newCaptcha } from './captcha';
import { type StoredUpload, waitingUploads } from './uploads';

/** Confirmation mails to one address per hour: more messages from it are refused for now (no mail bombing through the form). */
export const CONTACT_MAILS_PER_HOUR = 5;

const FIELDS = {
  salutation: 'SALUTATION',
  firstName: 'FIRST_NAME',
  lastName: 'LAST_NAME',
  street: 'STREET',
  houseNumber: 'HOUSE_NUMBER',
  postalCode: 'POSTAL_CODE',
  city: 'CITY',
  email: 'EMAIL',
  phone: 'PHONE',
  customerNumber: 'CUSTOMER_NUMBER',
  birthday: 'BIRTHDAY',
  subject: 'SUBJECT',
  message: 'MESSAGE',
} as const;
type FieldName = keyof typeof FIELDS;
type ProblemField = (typeof FIELDS)[FieldName] | 'CAPTCHA';

const toCode = (code: RuleCode) => code.toUpperCase().replace(/-/g, '_') as FieldProblemCode;
const toUploadCode = (code: RejectionCode) => code.toUpperCase().replace(/-/g, '_') as UploadProblemCode;

export type ContactAnswer =
  | { __typename: 'ContactMessageSent'; reference: string; attachments: number }
  | {
      __typename: 'ContactFormRefused';
      problems: { field: ProblemField; code: FieldProblemCode }[];
      attachmentProblems: { id: string; code: UploadProblemCode }[];
    }
  | { __typename: 'ContactRefused'; reason: 'TRY_LATER' };

export interface ContactInput {
  salutation: string;
  firstName: string;
  lastName: string;
  street: string;
  houseNumber: string;
  postalCode: string;
  city: string;
  email: string;
  phone: string;
  customerNumber: string;
  birthday: string;
  subject: string;
  message: string;
  attachments: readonly string[];
  optOutNewsletter: boolean;
  optOutAdvertising: boolean;
  optOutMarketing: boolean;
  captcha?: string | null | undefined;
  locale: string;
}

/** The subjects this shop offers (lend-money only where it lends). */
export function contactSubjects(tenant: TenantConfig): ContactSubject[] {
  return CONTACT_SUBJECTS.filter((subject) => subject !== 'lend-money' || tenant.forms.lendMoney);
}

/** The form's subjects and, where the shop has one, a fresh captcha challenge. */
export async function contactFormModel(context: GatewayContext): Promise<{ subjects: string[]; captcha: string | null }> {
  return { subjects: contactSubjects(context.tenant), captcha: context.tenant.forms.contactCaptcha ? await newCaptcha(context) : null };
}

/**
 * A message to the customer service (spec §3, §5), checked again whatever the browser did: the
 * fields by the shop's rules, the captcha where the shop has one, the attachments (this visitor's
 * waiting uploads) by the upload rules. Kept with its files in one transaction; the sender is sent
 * a confirmation (at most {@link CONTACT_MAILS_PER_HOUR} an hour per address). Idempotent by the
 * request's key (the HTTP layer runs a retried write once).
 */
export async function sendContactMessage(context: GatewayContext, input: ContactInput): Promise<ContactAnswer> {
  const locale = localeOf(context, input.locale);
  const cut = (value: string, max: number) => [...value.trim()].slice(0, max).join('');
  const values: Record<FieldName, string> = {
    salutation: cut(input.salutation, 20),
    firstName: cut(input.firstName, 200),
    lastName: cut(input.lastName, 200),
    street: cut(input.street, 200),
    houseNumber: cut(input.houseNumber, 50),
    postalCode: cut(input.postalCode, 20),
    city: cut(input.city, 200),
    email: cut(input.email, 300),
    phone: cut(input.phone, 40),
    customerNumber: cut(input.customerNumber, 40),
    birthday: cut(input.birthday, 20),
    subject: cut(input.subject, 40),
    message: cut(input.message, 10_000),
  };
  const rules = contactForm(context.tenant.forms.postalCodeCountry, contactSubjects(context.tenant));
  const problems: { field: ProblemField; code: FieldProblemCode }[] = (Object.entries(validate(values, rules)) as [FieldName, RuleCode][]).map(([field, code]) => ({
    field: FIELDS[field],
    code: toCode(code),
  }));
  // The files: each must be this visitor's waiting upload, and together they keep the upload rules.
  const ids = [...new Set(input.attachments)].slice(0, 50);
  const found = await waitingUploads(context, ids);
  const attachmentProblems: { id: string; code: UploadProblemCode }[] = ids.filter((id) => !found.some((upload) => upload.id === id)).map((id) => ({ id, code: 'NOT_FOUND' }));
  const checked = addFiles<StoredUpload>([], found);
  for (const rejection of checked.rejected) attachmentProblems.push({ id: rejection.file.id, code: toUploadCode(rejection.code) });
  if (input.attachments.length > ids.length) attachmentProblems.push({ id: '', code: 'DUPLICATE_NAME' });
  // The captcha last: a solved one is used up by this check, so it is only checked once the rest passes.
  if (!problems.length && !attachmentProblems.length && context.tenant.forms.contactCaptcha && !(await captchaSolved(context, input.captcha))) {
    problems.push({ field: 'CAPTCHA', code: 'REQUIRED' });
  }
  if (problems.length || attachmentProblems.length) return { __typename: 'ContactFormRefused', problems, attachmentProblems };

  const now = context.clock.now();
  const [recent] = await context.db.query<{ count: number }>(
    `select count(*)::int as count from contact_messages where tenant = $1 and lower(email) = lower($2) and created_at > $3::timestamptz - interval '1 hour'`,
    [context.tenant.key, values.email, now],
  );
  if ((recent?.count ?? 0) >= CONTACT_MAILS_PER_HOUR) return { __typename: 'ContactRefused', reason: 'TRY_LATER' };
  const reference = `KM-${randomBytes(5).toString('hex').toUpperCase()}`;
  const files = checked.files.map((file) => file.id);
  const kept = await context.db
    .transaction(async (tx) => {
      // The files are taken for this message only if they are still waiting (a parallel send took none of them).
      const taken = await tx.query('update uploads set message_reference = $1 where id = any($2::text[]) and message_reference is null returning 1', [reference, files]);
      if (taken.length !== files.length) throw new UploadsTaken();
      await tx.query(
        `insert into contact_messages (reference, tenant, locale, customer_id, salutation, first_name, last_name, street, house_number, postal_code, city, email, phone,
         customer_number, birthday, subject, message, opt_out_newsletter, opt_out_advertising, opt_out_marketing, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21)`,
        [
          reference,
          context.tenant.key,
          locale,
          fullLoginOf(context) ?? null,
          values.salutation,
          values.firstName,
          values.lastName,
          values.street,
          values.houseNumber,
          values.postalCode,
          values.city,
          values.email,
          values.phone || null,
          values.customerNumber || null,
          values.birthday ? isoDate(values.birthday) : null,
          values.subject,
          values.message,
          input.optOutNewsletter,
          input.optOutAdvertising,
          input.optOutMarketing,
          now,
        ],
      );
      return true;
    })
    .catch((error: unknown) => {
      if (error instanceof UploadsTaken) return false;
      throw error;
    });
  if (!kept) return { __typename: 'ContactFormRefused', problems: [], attachmentProblems: files.map((id) => ({ id, code: 'NOT_FOUND' })) };
  const mail = contactConfirmationMail(await createI18n(locale), { shop: SHOP, firstName: values.firstName, reference, attachments: files.length });
  await context.mail.send({ tenant: context.tenant.key, locale, kind: 'contact', to: values.email, ...mail }, now);
  return { __typename: 'ContactMessageSent', reference, attachments: files.length };
}

class UploadsTaken extends Error {
  override name = 'UploadsTaken';
}
