import { createHash, randomBytes } from 'node:crypto';
import { FORGOT_PASSWORD_FORM, isoDate, NEW_PASSWORD_FORM, REGISTRATION_FORM, type RuleCode, validate } from '@vitrine/form-rules';
import { createI18n, type ProductLocale } from '@vitrine/i18n';
import { passwordResetMail, registrationConfirmMail, registrationExistsMail, welcomeMail } from '@vitrine/mail';
import type { GatewayContext } from '../../http/context';
import { badInput } from '../../http/input';
import { localeOf, SHOP, shopLink } from '../../http/links';
import { type CustomerModel, type SessionKeyModel, startSession } from './service';

/** How long a reset link works. */
export const RESET_LINK_MINUTES = 60;
/** Reset requests in this window count. */
export const RESET_WINDOW_SECONDS = 15 * 60;
/** Reset requests per e-mail in the window (a customer who asks again is served; a flood is not). */
export const RESET_PER_ACCOUNT = 3;
/** Reset requests per address in the window. */
export const RESET_PER_ADDRESS = 10;

type Field = 'EMAIL' | 'PASSWORD' | 'FIRST_NAME' | 'LAST_NAME' | 'DATE_OF_BIRTH';
type ProblemCode = 'REQUIRED' | 'EMAIL_INVALID' | 'PASSWORD_TOO_SHORT' | 'PASSWORD_TOO_LONG' | 'PASSWORD_COMMON' | 'DATE_INVALID' | 'NO_SPECIAL_CHARACTERS_OR_NUMBERS';

export type RegistrationAnswer =
  | { __typename: 'RegistrationMailed'; email: string; validHours: number }
  | { __typename: 'RegistrationRefused'; problems: { field: Field; code: ProblemCode }[] }
  | { __typename: 'TooManyAttempts'; retryAfterSeconds: number };

export type RegistrationConfirmAnswer = SessionKeyModel | { __typename: 'RegistrationLinkRefused'; reason: 'LINK_INVALID_OR_EXPIRED' | 'EMAIL_TAKEN' };

/** How long a registration's confirmation link works. */
export const REGISTRATION_LINK_HOURS = 24;

export interface RegistrationInputModel {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  locale: string;
  keepLoggedIn?: boolean | null | undefined;
  /** Where the shopper goes after confirming (a path of the shop). */
  next?: string | null | undefined;
}

/** The schema's fields as the GraphQL enum names them. */
const FIELDS: Record<keyof typeof REGISTRATION_FORM, Field> = {
  firstName: 'FIRST_NAME',
  lastName: 'LAST_NAME',
  email: 'EMAIL',
  dateOfBirth: 'DATE_OF_BIRTH',
  password: 'PASSWORD',
};

const toCode = (code: RuleCode) => code.toUpperCase().replace(/-/g, '_') as ProblemCode;

/**
 * Registration, step one. The shop's rules are checked again here (never trust the client); then a
 * new e-mail gets a confirmation link (the registration waits in `pending_registrations`), and an
 * e-mail with an account gets a mail to its owner instead. Both answer `RegistrationMailed` after the
 * same work (a password hash, a row, a mail), so the answer tells nobody who is a customer.
 */
export async function register(context: GatewayContext, input: RegistrationInputModel): Promise<RegistrationAnswer> {
  const locale = localeOf(context, input.locale);
  const values = {
    email: input.email.trim().toLowerCase().slice(0, 254),
    firstName: input.firstName.trim().slice(0, 80),
    lastName: input.lastName.trim().slice(0, 80),
    dateOfBirth: input.dateOfBirth.slice(0, 10),
    password: input.password,
  };
  const problems: { field: Field; code: ProblemCode }[] = [];
  // The shop's own form rules (@vitrine/form-rules), again here, in the form's order.
  for (const [key, code] of Object.entries(validate(values, REGISTRATION_FORM)) as [keyof typeof REGISTRATION_FORM, RuleCode][])
    problems.push({ field: FIELDS[key], code: toCode(code) });
  if (problems.length) return { __typename: 'RegistrationRefused', problems };
  // Mails to one address are limited (nobody fills someone's mailbox through this form).
  const wait = await resetWait(context, `register:${createHash('sha256').update(values.email).digest('hex').slice(0, 32)}`);
  if (wait > 0) return { __typename: 'TooManyAttempts', retryAfterSeconds: wait };
  const hash = await context.passwords.hash(values.password);
  const now = context.clock.now();
  const token = randomBytes(32).toString('base64url');
  const next = typeof input.next === 'string' && /^\/(?!\/)[^\s\\]{0,300}$/.test(input.next) ? input.next : null;
  const i18n = await createI18n(locale);
  const [owner] = await context.db.query<{ first_name: string }>('select first_name from customers where tenant = $1 and email = $2', [context.tenant.key, values.email]);
  // The row is written either way (for an e-mail with an account it can never be confirmed: its link is never mailed).
  await context.db.query(
    `insert into pending_registrations (token_hash, tenant, email, first_name, last_name, date_of_birth, password_hash, locale, keep_logged_in, created_at, expires_at)
     values ($1, $2, $3, $4, $5, $6::date, $7, $8, $9, $10, $11)`,
    [
      tokenHash(token),
      context.tenant.key,
      values.email,
      values.firstName,
      values.lastName,
      isoDate(values.dateOfBirth),
      owner ? 'unusable' : hash,
      locale,
      input.keepLoggedIn ?? false,
      now,
      new Date(now.getTime() + (owner ? 0 : REGISTRATION_LINK_HOURS * 3_600_000)),
    ],
  );
  const mail = owner
    ? registrationExistsMail(i18n, {
        shop: SHOP,
        firstName: owner.first_name,
        loginLink: shopLink(context, locale, 'login'),
        resetLink: shopLink(context, locale, 'login', `?${new URLSearchParams({ view: 'forgot', email: values.email })}`),
      })
    : registrationConfirmMail(i18n, {
        shop: SHOP,
        firstName: values.firstName,
        link: shopLink(context, locale, 'registrationConfirm', `?${new URLSearchParams({ token, ...(next ? { next } : {}) })}`),
        validHours: REGISTRATION_LINK_HOURS,
      });
  await context.mail.send({ tenant: context.tenant.key, locale, kind: owner ? 'registration-exists' : 'registration-confirm', to: values.email, ...mail }, now);
  return { __typename: 'RegistrationMailed', email: values.email, validHours: REGISTRATION_LINK_HOURS };
}

/**
 * Registration, step two: the link's registration becomes an account (customer numbers continue
 * the shop's series: base 1…, shop-ch 2…, shop-nl 3…), once, and logs in; a welcome mail follows.
 */
export async function confirmRegistration(context: GatewayContext, token: string): Promise<RegistrationConfirmAnswer> {
  const invalid = { __typename: 'RegistrationLinkRefused', reason: 'LINK_INVALID_OR_EXPIRED' } as const;
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return invalid;
  const now = context.clock.now();
  const id = `c-${context.tenant.key}-${context.random.uuid()}`;
  const prefix = { base: '1', ch: '2', nl: '3' }[context.tenant.key] ?? '9';
  type Pending = { email: string; first_name: string; last_name: string; date_of_birth: string | Date; password_hash: string; locale: string; keep_logged_in: boolean };
  const outcome = await context.db.transaction(async (tx) => {
    const [pending] = await tx.query<Pending>(
      `update pending_registrations set used_at = $3 where token_hash = $1 and tenant = $2 and used_at is null and expires_at > $3
       returning email, first_name, last_name, date_of_birth, password_hash, locale, keep_logged_in`,
      [tokenHash(token), context.tenant.key, now],
    );
    if (!pending) return 'invalid' as const;
    // Serialises numbering per shop: two registrations at once never get the same number.
    await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`customer-no:${context.tenant.key}`]);
    const [next] = await tx.query<{ n: string }>(`select coalesce(max(customer_no::bigint), $1::bigint * 10000000) + 1 as n from customers where customer_no like $2`, [
      prefix,
      `${prefix}%`,
    ]);
    const number = String(next!.n);
    const rows = await tx.query<{ id: string }>(
      `insert into customers (id, tenant, business_partner_no, customer_no, email, first_name, last_name, date_of_birth, password_hash)
       values ($1, $2, $3, $4, $5, $6, $7, $8::date, $9) on conflict (tenant, email) do nothing returning id`,
      [id, context.tenant.key, `BP-${number}`, number, pending.email, pending.first_name, pending.last_name, pending.date_of_birth, pending.password_hash],
    );
    return rows.length ? { number, pending } : ('taken' as const);
  });
  if (outcome === 'invalid') return invalid;
  if (outcome === 'taken') return { __typename: 'RegistrationLinkRefused', reason: 'EMAIL_TAKEN' };
  const { number, pending } = outcome;
  const customer: CustomerModel = {
    id,
    customerNumber: number,
    businessPartnerNo: `BP-${number}`,
    email: pending.email,
    firstName: pending.first_name,
    lastName: pending.last_name,
    premiumUntil: null,
  };
  const locale = context.tenant.i18n.locales.includes(pending.locale as ProductLocale) ? (pending.locale as ProductLocale) : context.tenant.i18n.defaultLocale;
  const mail = welcomeMail(await createI18n(locale), { shop: SHOP, firstName: customer.firstName, email: customer.email, shopLink: shopLink(context, locale, 'storefront') });
  await context.mail.send({ tenant: context.tenant.key, locale, kind: 'welcome', to: customer.email, ...mail }, now);
  return startSession(context, customer, pending.keep_logged_in);
}

/** What is stored of a mailed link's token: its SHA-256 (the token itself only ever travels in the mail). */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
const accountKey = (email: string) => `reset:${createHash('sha256').update(email).digest('hex').slice(0, 32)}`;

/** Seconds before this e-mail or address may ask again (0: go ahead); counts the request when it goes ahead. */
async function resetWait(context: GatewayContext, account: string): Promise<number> {
  const now = context.clock.now();
  const since = new Date(now.getTime() - RESET_WINDOW_SECONDS * 1000);
  const count = async (where: string, params: unknown[], limit: number) => {
    const [row] = await context.db.query<{ n: number; oldest: Date | string | null }>(
      `select count(*)::int as n, min(at) as oldest from (select at from reset_requests where ${where} and at > $${params.length + 1} order by at desc limit $${params.length + 2}) r`,
      [...params, since, limit],
    );
    return row && row.n >= limit && row.oldest ? Math.max(1, Math.ceil((new Date(row.oldest).getTime() + RESET_WINDOW_SECONDS * 1000 - now.getTime()) / 1000)) : 0;
  };
  const wait = Math.max(
    await count('tenant = $1 and account = $2', [context.tenant.key, account], RESET_PER_ACCOUNT),
    context.clientIp ? await count('ip = $1', [context.clientIp], RESET_PER_ADDRESS) : 0,
  );
  if (wait === 0)
    await context.db.query('insert into reset_requests (tenant, account, ip, at) values ($1, $2, $3, $4)', [context.tenant.key, account, context.clientIp ?? null, now]);
  return wait;
}

export type ResetRequestAnswer = { __typename: 'PasswordResetRequested'; email: string } | { __typename: 'TooManyAttempts'; retryAfterSeconds: number };

/** The job queue's name of the reset mails (the composition root has it run {@link sendPasswordResetMail}). */
export const PASSWORD_RESET_JOB = 'mail-password-reset';

/**
 * "Forgot password": the request is counted and handed to the job queue, the same work for every
 * e-mail, so the answer and its time say nothing about who has an account. The job
 * ({@link sendPasswordResetMail}) makes the link and mails it when there is an account.
 */
export async function requestPasswordReset(context: GatewayContext, email: string, localeValue: string): Promise<ResetRequestAnswer> {
  const locale = localeOf(context, localeValue);
  const normalized = email.trim().toLowerCase().slice(0, 254);
  if (validate({ email: normalized }, FORGOT_PASSWORD_FORM).email) throw badInput('email', 'email-invalid', 'Not an e-mail address');
  const wait = await resetWait(context, accountKey(normalized));
  if (wait > 0) return { __typename: 'TooManyAttempts', retryAfterSeconds: wait };
  await context.jobs.send(PASSWORD_RESET_JOB, { tenant: context.tenant.key, email: normalized, locale });
  return { __typename: 'PasswordResetRequested', email: normalized };
}

/**
 * The reset job: a new single-use link for an account of this shop, mailed in the page's locale;
 * earlier links of the account stop working. Nothing for an e-mail without an account.
 */
export async function sendPasswordResetMail(context: GatewayContext, { email, locale }: { email: string; locale: ProductLocale }): Promise<void> {
  const [customer] = await context.db.query<{ id: string; first_name: string }>('select id, first_name from customers where tenant = $1 and email = $2 and erased_at is null', [
    context.tenant.key,
    email,
  ]);
  if (!customer) return;
  const token = randomBytes(32).toString('base64url');
  const now = context.clock.now();
  await context.db.transaction(async (tx) => {
    await tx.query('update password_resets set used_at = $2 where customer_id = $1 and used_at is null', [customer.id, now]);
    await tx.query('insert into password_resets (token_hash, customer_id, created_at, expires_at) values ($1, $2, $3, $4)', [
      tokenHash(token),
      customer.id,
      now,
      new Date(now.getTime() + RESET_LINK_MINUTES * 60_000),
    ]);
  });
  const mail = passwordResetMail(await createI18n(locale), {
    shop: SHOP,
    firstName: customer.first_name,
    link: shopLink(context, locale, 'passwordReset', `?token=${token}`),
    validMinutes: RESET_LINK_MINUTES,
  });
  await context.mail.send({ tenant: context.tenant.key, locale, kind: 'password-reset', to: email, ...mail }, now);
}

export type ResetAnswer =
  | { __typename: 'PasswordChanged'; email: string }
  | { __typename: 'PasswordResetRefused'; reason: 'LINK_INVALID_OR_EXPIRED' | 'PASSWORD_TOO_SHORT' | 'PASSWORD_TOO_LONG' | 'PASSWORD_COMMON' };

/**
 * Sets the new password of a link's account. The link is used up in the same statement that finds
 * it (two tabs racing get one success), the customer's sessions end (whoever knew the old password
 * is logged out), and the password must pass the shop's rule for new passwords.
 */
export async function resetPassword(context: GatewayContext, token: string, newPassword: string): Promise<ResetAnswer> {
  const problem = validate({ password: newPassword }, NEW_PASSWORD_FORM).password;
  if (problem === 'password-too-short' || problem === 'required') return { __typename: 'PasswordResetRefused', reason: 'PASSWORD_TOO_SHORT' };
  if (problem === 'password-too-long' || problem === 'password-common')
    return { __typename: 'PasswordResetRefused', reason: toCode(problem) as 'PASSWORD_TOO_LONG' | 'PASSWORD_COMMON' };
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return { __typename: 'PasswordResetRefused', reason: 'LINK_INVALID_OR_EXPIRED' };
  const hash = await context.passwords.hash(newPassword);
  const now = context.clock.now();
  const changed = await context.db.transaction(async (tx) => {
    const [used] = await tx.query<{ customer_id: string }>(
      `update password_resets r set used_at = $2 from customers c
       where r.token_hash = $1 and r.used_at is null and r.expires_at > $2 and c.id = r.customer_id and c.tenant = $3
       returning r.customer_id`,
      [tokenHash(token), now, context.tenant.key],
    );
    if (!used) return undefined;
    const [customer] = await tx.query<{ email: string }>('update customers set password_hash = $1 where id = $2 returning email', [hash, used.customer_id]);
    await tx.query('update sessions set revoked_at = $2 where customer_id = $1 and revoked_at is null', [used.customer_id, now]);
    // A change of e-mail asked before (perhaps by whoever knew the old password) stops too.
    await tx.query('update email_changes set used_at = $2 where customer_id = $1 and used_at is null', [used.customer_id, now]);
    return customer?.email;
  });
  return changed ? { __typename: 'PasswordChanged', email: changed } : { __typename: 'PasswordResetRefused', reason: 'LINK_INVALID_OR_EXPIRED' };
}
