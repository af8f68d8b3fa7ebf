import { OCCUPATIONS } from '@vitrine/instalment-math';
import {
  LEND_MONEY_AMOUNT,
  date,
  digitsOnly,
  email,
  iban,
  noSpecialCharacters,
  paybackNumber,
  noSpecialCharactersOrNumbers,
  password,
  phone,
  postalCode,
  type PostalCountry,
  required,
  type Rule,
} from './rules';

/**
 * The identity forms' fields and their rules, in the form's order: the shop checks a form with
 * these before it sends it, and the gateway checks the same again (never trust the client).
 */
export const LOGIN_FORM = { email: [required, email], password: [required, /* @__PURE__ */ password('login')] } as const satisfies Record<string, readonly Rule[]>;
export const CUSTOMER_NUMBER_LOGIN_FORM = { customerNumber: [required, digitsOnly], dateOfBirth: [required, date] } as const satisfies Record<string, readonly Rule[]>;
export const REGISTRATION_FORM = {
  firstName: [required, noSpecialCharactersOrNumbers],
  lastName: [required, noSpecialCharactersOrNumbers],
  email: [required, email],
  dateOfBirth: [required, date],
  password: [required, /* @__PURE__ */ password('new')],
} as const satisfies Record<string, readonly Rule[]>;
export const FORGOT_PASSWORD_FORM = { email: [required, email] } as const satisfies Record<string, readonly Rule[]>;
export const NEW_PASSWORD_FORM = { password: [required, /* @__PURE__ */ password('new')] } as const satisfies Record<string, readonly Rule[]>;

/** The salutations of the shop's forms (spec §3). */
export const SALUTATIONS = ['female', 'male', 'none'] as const;
export type Salutation = (typeof SALUTATIONS)[number];

const salutation: Rule = (v) => (v === '' || (SALUTATIONS as readonly string[]).includes(v) ? undefined : 'required');
/** At most this many characters per address field (a label printer's line). */
const within =
  (max: number): Rule =>
  (v) =>
    [...v].length <= max ? undefined : 'too-long';

/**
 * A delivery address in `country` (its postal code format): the checkout's new address and the
 * address book use it, and the gateway checks every address again with it.
 */
export function addressForm(country: PostalCountry) {
  return {
    salutation: [required, salutation],
    firstName: [required, noSpecialCharactersOrNumbers, within(40)],
    lastName: [required, noSpecialCharactersOrNumbers, within(40)],
    street: [required, noSpecialCharacters, within(60)],
    houseNumber: [required, noSpecialCharacters, within(10)],
    postalCode: [required, postalCode(country)],
    city: [required, noSpecialCharactersOrNumbers, within(40)],
  } as const satisfies Record<string, readonly Rule[]>;
}
export type AddressField = keyof ReturnType<typeof addressForm>;

const occupation: Rule = (v) => (v === '' || (OCCUPATIONS as readonly string[]).includes(v) ? undefined : 'required');

/**
 * The rate-protection form: the insured's date of birth and occupation, and the consent to the
 * insurance's terms (a checkbox: empty when not ticked). Whether the age is insurable is the
 * insurance's rule (`rateProtectionAgeProblem`), checked after this.
 */
export const RATE_PROTECTION_FORM = { birthDate: [required, date], occupation: [required, occupation], consent: [required] } as const satisfies Record<string, readonly Rule[]>;
export type RateProtectionField = keyof typeof RATE_PROTECTION_FORM;

/**
 * The account's personal data: names, date of birth, phone (optional) and an IBAN (optional: empty
 * keeps the stored one). The e-mail and the password change in forms of their own.
 */
export const PERSONAL_DATA_FORM = {
  firstName: [required, noSpecialCharactersOrNumbers, /* @__PURE__ */ within(40)],
  lastName: [required, noSpecialCharactersOrNumbers, /* @__PURE__ */ within(40)],
  dateOfBirth: [required, date],
  phone: [phone],
  iban: [iban],
} as const satisfies Record<string, readonly Rule[]>;
export type PersonalDataField = keyof typeof PERSONAL_DATA_FORM;

/** A new e-mail address, confirmed with the current password (a link to the new address confirms it). */
export const EMAIL_CHANGE_FORM = { email: [required, email], password: [required, /* @__PURE__ */ password('login')] } as const satisfies Record<string, readonly Rule[]>;
export type EmailChangeField = keyof typeof EMAIL_CHANGE_FORM;

/** A new password: the current one first, the new one by the rule for new passwords. */
export const PASSWORD_CHANGE_FORM = {
  currentPassword: [required, /* @__PURE__ */ password('login')],
  newPassword: [required, /* @__PURE__ */ password('new')],
} as const satisfies Record<string, readonly Rule[]>;
export type PasswordChangeField = keyof typeof PASSWORD_CHANGE_FORM;

/** The current password, asked again before the account is erased. */
export const ERASURE_FORM = { password: [required, /* @__PURE__ */ password('login')] } as const satisfies Record<string, readonly Rule[]>;

/** An order without logging in: its number, the order's e-mail and the delivery address's postal code. */
export const GUEST_ORDER_FORM = {
  orderNumber: [required, digitsOnly, /* @__PURE__ */ within(12)],
  email: [required, email],
  postalCode: [required, /* @__PURE__ */ within(10)],
} as const satisfies Record<string, readonly Rule[]>;
export type GuestOrderField = keyof typeof GUEST_ORDER_FORM;

/** Linking a PAYBACK card: its 10-digit customer number. */
export const PAYBACK_FORM = { number: [required, paybackNumber] } as const satisfies Record<string, readonly Rule[]>;

const wholeEuros: Rule = (v) => (/^\d{1,7}$/.test(v.trim()) ? undefined : 'digits-only');
const lendable: Rule = (v) => {
  const n = Number(v.trim());
  return n >= LEND_MONEY_AMOUNT.min && n <= LEND_MONEY_AMOUNT.max ? undefined : 'amount-out-of-range';
};
/**
 * The lend-money request (spec §3, §5): the account holder's name, the desired amount in whole
 * euros within {@link LEND_MONEY_AMOUNT}, and a phone number; the IBAN is the one the shop knows.
 */
export const LEND_MONEY_FORM = {
  accountHolder: [required, noSpecialCharactersOrNumbers, /* @__PURE__ */ within(80)],
  amount: [required, wholeEuros, lendable],
  phone: [required, phone],
} as const satisfies Record<string, readonly Rule[]>;
export type LendMoneyField = keyof typeof LEND_MONEY_FORM;

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
export const CONTACT_TOPICS = [
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
  'application',
] as const satisfies readonly (ContactSubject | 'application')[];
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

/** The newsletter sign-up (spec §4): an e-mail address. */
export const NEWSLETTER_FORM = { email: [required, email] } as const satisfies Record<string, readonly Rule[]>;

/** The newsletter's frequencies (spec §3's option values): 0 daily, 1 weekly, 2 every two weeks and 3 monthly (the last two the base shop's). */
export const NEWSLETTER_FREQUENCIES = [0, 1, 2, 3] as const;
export type NewsletterFrequency = (typeof NEWSLETTER_FREQUENCIES)[number];
/** The frequencies a shop offers: every two weeks and monthly only where it is the base configuration. */
export function newsletterFrequencies(isBase: boolean): readonly NewsletterFrequency[] {
  return isBase ? NEWSLETTER_FREQUENCIES : [0, 1];
}
/** A newsletter pause, in days (spec §3, §9: 1, 2, 3 weeks or a month). */
export const NEWSLETTER_PAUSE_DAYS = [7, 14, 21, 30] as const;
export type NewsletterPauseDays = (typeof NEWSLETTER_PAUSE_DAYS)[number];

/** A choice of the newsletter unsubscribe form (spec §3's option values). */
export type NewsletterOption = { kind: 'frequency'; frequency: NewsletterFrequency } | { kind: 'pause' } | { kind: 'unsubscribe' };

/**
 * The option values of spec §3 (`frequency|0` … `frequency|3`, `pause|-100`, `unsubscribe|99`), read;
 * undefined for anything else or a frequency the shop does not offer.
 */
export function parseNewsletterOption(value: string, offered: readonly NewsletterFrequency[] = NEWSLETTER_FREQUENCIES): NewsletterOption | undefined {
  if (value === 'pause|-100') return { kind: 'pause' };
  if (value === 'unsubscribe|99') return { kind: 'unsubscribe' };
  const match = /^frequency\|([0-3])$/.exec(value);
  const frequency = match ? (Number(match[1]) as NewsletterFrequency) : undefined;
  return frequency !== undefined && offered.includes(frequency) ? { kind: 'frequency', frequency } : undefined;
}

/** From what an unsubscribe applies to (spec §3): the shop's newsletter, the second brand's, or both. */
export const NEWSLETTER_SCOPES = ['shop', 'second-brand', 'both'] as const;
export type NewsletterScope = (typeof NEWSLETTER_SCOPES)[number];
