import { date, digitsOnly, email } from './text';
import { phone } from './phone';
import type { PostalCountry } from './postal';
import { required, type Rule } from './core';
import { addressForm, within } from './address-form';

/**
 * The subjects a contact message can be sent under (spec §3): each has guided answers the shop shows
 * before the form. `lend-money` only where the shop lends. Applicants are sent to the jobs page
 * instead (`CONTACT_TOPICS`' `application`): it is no subject a message can be sent under.
 */
export const CONTACT_SUBJECTS = [
  'order-status',
  'order',
  'returns',
  'invoice-copy',
  'warranty',
  'address',
  'personal-data',
  'account',
  'advertising',
  'promotions',
  'lend-money',
  'other',
] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];
/** What the subject select offers: the subjects, and applications (answered by the jobs page). */
export const CONTACT_TOPICS = [...CONTACT_SUBJECTS, 'application'] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

/** The longest message (characters) a contact form takes. */
export const CONTACT_MESSAGE_MAX = 4000;

const oneOf =
  (values: readonly string[]): Rule =>
  (v) =>
    v === '' || values.includes(v) ? undefined : 'required';

/**
 * The contact form (spec §3, §5) for a shop whose postal codes are `country`'s: the address's fields
 * and rules (`addressForm`), e-mail, the optional phone, customer number and birthday, the subject (one the shop
 * offers: `subjects`) and the message. The attachments follow the rules of `@vitrine/upload-rules`;
 * the three opt-out boxes are free choices; the captcha is checked where the shop configures one.
 */
export function contactForm(country: PostalCountry, subjects: readonly ContactSubject[] = CONTACT_SUBJECTS) {
  return {
    ...addressForm(country),
    email: [required, email],
    phone: [phone],
    customerNumber: [digitsOnly, within(12)],
    birthday: [date],
    subject: [required, oneOf(subjects)],
    message: [required, within(CONTACT_MESSAGE_MAX)],
  } as const satisfies Record<string, readonly Rule[]>;
}
export type ContactField = keyof ReturnType<typeof contactForm>;
/** The contact form's three boxes (spec §3): what the sender no longer wants from the shop. */
export const CONTACT_OPT_OUTS = ['optOutNewsletter', 'optOutAdvertising', 'optOutMarketing'] as const;
export type ContactOptOut = (typeof CONTACT_OPT_OUTS)[number];

/** The contact form's fields in the form's order. */
export const CONTACT_FIELDS: readonly ContactField[] = [
  'salutation',
  'firstName',
  'lastName',
  'street',
  'houseNumber',
  'postalCode',
  'city',
  'email',
  'phone',
  'customerNumber',
  'birthday',
  'subject',
  'message',
];
