import { randomBytes } from 'node:crypto';
import { EMAIL_CHANGE_FORM, ERASURE_FORM, isoDate, maskIban, normaliseIban, PASSWORD_CHANGE_FORM, PERSONAL_DATA_FORM, type RuleCode, validate } from '@vitrine/form-rules';
import { createI18n } from '@vitrine/i18n';
import { accountErasedMail, emailChangedMail, emailChangeMail, erasureMail } from '@vitrine/mail';
import type { Database } from '../../db/database';
import type { FieldProblemCode, PersonalDataField } from '../../generated/resolvers';
import { fullLoginOf, type GatewayContext } from '../../http/context';
import { customerOwner } from '../../http/input';
import { localeOf, SHOP, shopLink } from '../../http/links';
import { tokenHash } from '../identity/accounts';
import { accountKey } from '../identity/service';
import { reserveAttempt } from '../identity/throttle';

/** How long the link to confirm a new e-mail, or an erasure, works. */
export const LINK_HOURS = 24;

export interface PersonalDataModel {
  __typename: 'PersonalData';
  customerNumber: string;
  email: string;
  pendingEmail: string | null;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  phone: string | null;
  iban: string | null;
}

type Problem = { field: PersonalDataField; code: FieldProblemCode };
export type Refused = { __typename: 'PersonalDataRefused'; problems: Problem[] };
type TooMany = { __typename: 'TooManyAttempts'; retryAfterSeconds: number };
type LinkRefused = { __typename: 'LinkRefused'; reason: 'LINK_INVALID_OR_EXPIRED' | 'EMAIL_TAKEN' };

const FIELD: Record<string, PersonalDataField> = {
  firstName: 'FIRST_NAME',
  lastName: 'LAST_NAME',
  dateOfBirth: 'DATE_OF_BIRTH',
  phone: 'PHONE',
  iban: 'IBAN',
  email: 'EMAIL',
  password: 'PASSWORD',
  currentPassword: 'CURRENT_PASSWORD',
  newPassword: 'NEW_PASSWORD',
};
const codeOf = (code: RuleCode) => code.toUpperCase().replace(/-/g, '_') as FieldProblemCode;
const refused = (errors: Partial<Record<string, RuleCode>>): Refused | undefined => {
  const problems = Object.entries(errors).map(([field, code]) => ({ field: FIELD[field]!, code: codeOf(code!) }));
  return problems.length ? { __typename: 'PersonalDataRefused', problems } : undefined;
};
const isToken = (token: string) => /^[A-Za-z0-9_-]{43}$/.test(token);
const iso = (value: string | Date) => (typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10));

type Row = {
  id: string;
  customer_no: string;
  email: string;
  first_name: string;
  last_name: string;
  date_of_birth: string | Date;
  phone: string | null;
  iban: string | null;
  password_hash: string;
};

async function customerRow(db: Pick<Database, 'query'>, context: GatewayContext, id: string): Promise<Row | undefined> {
  const [row] = await db.query<Row>(
    'select id, customer_no, email, first_name, last_name, date_of_birth, phone, iban, password_hash from customers where id = $1 and tenant = $2 and erased_at is null',
    [id, context.tenant.key],
  );
  return row;
}

async function modelOf(context: GatewayContext, row: Row): Promise<PersonalDataModel> {
  const [pending] = await context.db.query<{ new_email: string }>(
    'select new_email from email_changes where customer_id = $1 and used_at is null and expires_at > $2 order by created_at desc limit 1',
    [row.id, context.clock.now()],
  );
  return {
    __typename: 'PersonalData',
    customerNumber: row.customer_no,
    email: row.email,
    pendingEmail: pending?.new_email ?? null,
    firstName: row.first_name,
    lastName: row.last_name,
    dateOfBirth: iso(row.date_of_birth),
    phone: row.phone,
    iban: row.iban ? maskIban(row.iban) : null,
  };
}

/** The customer's personal data (full login; http/access.ts answers everyone else null). */
export async function personalData(context: GatewayContext): Promise<PersonalDataModel | null> {
  const id = fullLoginOf(context);
  const row = id ? await customerRow(context.db, context, id) : undefined;
  return row ? modelOf(context, row) : null;
}

export interface PersonalDataInputModel {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  phone: string;
  iban?: string | null | undefined;
  removeIban?: boolean | null | undefined;
}

/** Names, date of birth, phone and IBAN, checked with the shop's rules again here. */
export async function updatePersonalData(context: GatewayContext, input: PersonalDataInputModel): Promise<PersonalDataModel | Refused> {
  const id = fullLoginOf(context)!;
  const values = {
    firstName: input.firstName.trim().slice(0, 200),
    lastName: input.lastName.trim().slice(0, 200),
    dateOfBirth: input.dateOfBirth.trim().slice(0, 20),
    phone: input.phone.trim().slice(0, 60),
    iban: (input.iban ?? '').slice(0, 60),
  };
  const problem = refused(validate(values, PERSONAL_DATA_FORM));
  if (problem) return problem;
  const dateOfBirth = isoDate(values.dateOfBirth);
  if (dateOfBirth > context.clock.now().toISOString().slice(0, 10)) return { __typename: 'PersonalDataRefused', problems: [{ field: 'DATE_OF_BIRTH', code: 'DATE_INVALID' }] };
  const iban = values.iban.trim() ? normaliseIban(values.iban) : undefined;
  const [row] = await context.db.query<Row>(
    `update customers set first_name = $3, last_name = $4, date_of_birth = $5::date, phone = $6,
       iban = case when $7::boolean then null when $8::text is not null then $8 else iban end
     where id = $1 and tenant = $2 and erased_at is null
     returning id, customer_no, email, first_name, last_name, date_of_birth, phone, iban, password_hash`,
    [id, context.tenant.key, values.firstName, values.lastName, dateOfBirth, values.phone || null, input.removeIban === true && !iban, iban ?? null],
  );
  if (!row) throw new Error('The logged-in customer is gone');
  return modelOf(context, row);
}

/**
 * The current password of the request's customer, throttled as logins are (the same account key:
 * guessing here counts against the login's limit). The customer's row when it is right.
 */
async function checkPassword(context: GatewayContext, field: PersonalDataField, password: string): Promise<{ row: Row } | Refused | TooMany> {
  const row = await customerRow(context.db, context, fullLoginOf(context)!);
  if (!row) throw new Error('The logged-in customer is gone');
  const account = accountKey('email', row.email);
  const reserved = await reserveAttempt(context.db, { tenant: context.tenant.key, accounts: [account], ip: context.clientIp, clock: context.clock });
  if (!('attempt' in reserved)) return { __typename: 'TooManyAttempts', retryAfterSeconds: reserved.wait };
  const checked = await reserved.attempt.check(() => context.passwords.verify(row.password_hash, password));
  if (!checked.ok) {
    await reserved.attempt.failed();
    return { __typename: 'PersonalDataRefused', problems: [{ field, code: 'PASSWORD_WRONG' }] };
  }
  await reserved.attempt.succeeded();
  return { row };
}

/**
 * A new e-mail: with the current password, a single-use link to the new address (earlier links of
 * the account stop working). When the address has an account in this shop already, no link goes
 * out and the answer is the same.
 */
export async function requestEmailChange(
  context: GatewayContext,
  email: string,
  password: string,
  localeValue: string,
): Promise<{ __typename: 'EmailChangeRequested'; email: string } | Refused | TooMany> {
  const locale = localeOf(context, localeValue);
  const normalized = email.trim().toLowerCase().slice(0, 254);
  const problem = refused(validate({ email: normalized, password }, EMAIL_CHANGE_FORM));
  if (problem) return problem;
  const checked = await checkPassword(context, 'PASSWORD', password);
  if (!('row' in checked)) return checked;
  const { row } = checked;
  if (normalized === row.email) return { __typename: 'PersonalDataRefused', problems: [{ field: 'EMAIL', code: 'EMAIL_TAKEN' }] };
  const now = context.clock.now();
  const token = randomBytes(32).toString('base64url');
  const taken = await context.db.transaction(async (tx) => {
    // One request of the customer at a time: only the newest link works.
    await tx.query('select id from customers where id = $1 for update', [row.id]);
    const [exists] = await tx.query('select 1 from customers where tenant = $1 and email = $2', [context.tenant.key, normalized]);
    await tx.query('update email_changes set used_at = $2 where customer_id = $1 and used_at is null', [row.id, now]);
    // Written for a taken address too (its link is never mailed), so that the page looks the same.
    await tx.query('insert into email_changes (token_hash, customer_id, new_email, created_at, expires_at) values ($1, $2, $3, $4, $5)', [
      tokenHash(token),
      row.id,
      normalized,
      now,
      new Date(now.getTime() + LINK_HOURS * 3_600_000),
    ]);
    return exists !== undefined;
  });
  if (!taken) {
    const mail = emailChangeMail(await createI18n(locale), {
      shop: SHOP,
      firstName: row.first_name,
      email: normalized,
      link: shopLink(context, locale, 'accountEmailConfirmation', `?token=${token}`),
      validHours: LINK_HOURS,
    });
    await context.mail.send({ tenant: context.tenant.key, locale, kind: 'email-change', to: normalized, ...mail }, now);
  }
  return { __typename: 'EmailChangeRequested', email: normalized };
}

/** Opens the link: the new address becomes the account's e-mail (once), and the old one is told. */
export async function confirmEmailChange(context: GatewayContext, token: string, localeValue: string): Promise<{ __typename: 'EmailChanged'; email: string } | LinkRefused> {
  const locale = localeOf(context, localeValue);
  if (!isToken(token)) return { __typename: 'LinkRefused', reason: 'LINK_INVALID_OR_EXPIRED' };
  const now = context.clock.now();
  type Outcome = { reason: 'LINK_INVALID_OR_EXPIRED' | 'EMAIL_TAKEN' } | { email: string; old: { email: string; first_name: string } };
  const answer = await context.db
    .transaction(async (tx): Promise<Outcome> => {
      const [change] = await tx.query<{ customer_id: string; new_email: string }>(
        `update email_changes e set used_at = $2 from customers c
       where e.token_hash = $1 and e.used_at is null and e.expires_at > $2 and c.id = e.customer_id and c.tenant = $3 and c.erased_at is null
       returning e.customer_id, e.new_email`,
        [tokenHash(token), now, context.tenant.key],
      );
      if (!change) return { reason: 'LINK_INVALID_OR_EXPIRED' };
      const [old] = await tx.query<{ email: string; first_name: string }>('select email, first_name from customers where id = $1', [change.customer_id]);
      const [taken] = await tx.query('select 1 from customers where tenant = $1 and email = $2', [context.tenant.key, change.new_email]);
      if (taken) return { reason: 'EMAIL_TAKEN' };
      await tx.query('update customers set email = $2 where id = $1', [change.customer_id, change.new_email]);
      // Reset links mailed to the old address stop working.
      await tx.query('update password_resets set used_at = $2 where customer_id = $1 and used_at is null', [change.customer_id, now]);
      return { email: change.new_email, old: old! };
    })
    // Another account took the address between the check and the write (the shop's unique e-mail).
    .catch((error: unknown): Outcome => {
      if ((error as { code?: string }).code === '23505') return { reason: 'EMAIL_TAKEN' };
      throw error;
    });
  if (!('email' in answer)) return { __typename: 'LinkRefused', reason: answer.reason };
  const mail = emailChangedMail(await createI18n(locale), { shop: SHOP, firstName: answer.old.first_name, newEmail: answer.email });
  await context.mail.send({ tenant: context.tenant.key, locale, kind: 'email-changed', to: answer.old.email, ...mail }, now);
  return { __typename: 'EmailChanged', email: answer.email };
}

/** A new password: the current one checked first; every other session of the customer ends. */
export async function changePassword(
  context: GatewayContext,
  currentPassword: string,
  newPassword: string,
): Promise<{ __typename: 'PasswordChanged'; email: string } | Refused | TooMany> {
  const problem = refused(validate({ currentPassword, newPassword }, PASSWORD_CHANGE_FORM));
  if (problem) return problem;
  const checked = await checkPassword(context, 'CURRENT_PASSWORD', currentPassword);
  if (!('row' in checked)) return checked;
  const hash = await context.passwords.hash(newPassword);
  const now = context.clock.now();
  await context.db.transaction(async (tx) => {
    await tx.query('update customers set password_hash = $2 where id = $1', [checked.row.id, hash]);
    await tx.query('update sessions set revoked_at = $3 where customer_id = $1 and id <> $2 and revoked_at is null', [checked.row.id, context.customer!.sid, now]);
    await tx.query('update password_resets set used_at = $2 where customer_id = $1 and used_at is null', [checked.row.id, now]);
    // A change of e-mail asked before (perhaps by whoever knew the old password) stops too.
    await tx.query('update email_changes set used_at = $2 where customer_id = $1 and used_at is null', [checked.row.id, now]);
  });
  return { __typename: 'PasswordChanged', email: checked.row.email };
}

/** Asks to erase the account: with the current password, a single-use link to the account's e-mail. */
export async function requestErasure(
  context: GatewayContext,
  password: string,
  localeValue: string,
): Promise<{ __typename: 'ErasureRequested'; email: string } | Refused | TooMany> {
  const locale = localeOf(context, localeValue);
  const problem = refused(validate({ password }, ERASURE_FORM));
  if (problem) return problem;
  const checked = await checkPassword(context, 'PASSWORD', password);
  if (!('row' in checked)) return checked;
  const { row } = checked;
  const now = context.clock.now();
  const token = randomBytes(32).toString('base64url');
  await context.db.transaction(async (tx) => {
    await tx.query('update erasure_requests set used_at = $2 where customer_id = $1 and used_at is null', [row.id, now]);
    await tx.query('insert into erasure_requests (token_hash, customer_id, created_at, expires_at) values ($1, $2, $3, $4)', [
      tokenHash(token),
      row.id,
      now,
      new Date(now.getTime() + LINK_HOURS * 3_600_000),
    ]);
  });
  const mail = erasureMail(await createI18n(locale), {
    shop: SHOP,
    firstName: row.first_name,
    link: shopLink(context, locale, 'accountErasure', `?token=${token}`),
    validHours: LINK_HOURS,
  });
  await context.mail.send({ tenant: context.tenant.key, locale, kind: 'erasure', to: row.email, ...mail }, now);
  return { __typename: 'ErasureRequested', email: row.email };
}

/**
 * Erases the link's account (GDPR article 17). What identifies the person goes: names, e-mail,
 * date of birth, phone, IBAN, password, the address book, wishlist, basket, search history, unused
 * personal vouchers, the credit bureau's answer, the PAYBACK card, the tie to the reviews written, and every session. What the law keeps
 * (orders, invoices, returns, bookings: commercial and tax records, 10 years in Germany) stays as
 * issued, tied to a customer row that nobody can log in to any more.
 */
export async function confirmErasure(context: GatewayContext, token: string, localeValue: string): Promise<{ __typename: 'AccountErased'; erasedAt: string } | LinkRefused> {
  const locale = localeOf(context, localeValue);
  if (!isToken(token)) return { __typename: 'LinkRefused', reason: 'LINK_INVALID_OR_EXPIRED' };
  const now = context.clock.now();
  const erased = await context.db.transaction(async (tx) => {
    const [request] = await tx.query<{ customer_id: string }>(
      `update erasure_requests r set used_at = $2 from customers c
       where r.token_hash = $1 and r.used_at is null and r.expires_at > $2 and c.id = r.customer_id and c.tenant = $3 and c.erased_at is null
       returning r.customer_id`,
      [tokenHash(token), now, context.tenant.key],
    );
    if (!request) return undefined;
    const id = request.customer_id;
    const [person] = await tx.query<{ email: string; first_name: string }>('select email, first_name from customers where id = $1', [id]);
    const owner = customerOwner(id);
    await tx.query(
      `update customers set email = $2, first_name = '', last_name = '', date_of_birth = '1900-01-01', phone = null, iban = null,
         password_hash = '!', premium_until = null, default_delivery_address_id = null, default_billing_address_id = null, erased_at = $3
       where id = $1`,
      [id, `erased-${randomBytes(9).toString('base64url').toLowerCase()}@erased.invalid`, now],
    );
    await tx.query('update sessions set revoked_at = $2 where customer_id = $1 and revoked_at is null', [id, now]);
    for (const table of ['addresses', 'wishlist_items', 'checkouts', 'password_resets', 'email_changes', 'credit_profiles', 'payback_links'])
      await tx.query(`delete from ${table} where customer_id = $1`, [id]);
    await tx.query('delete from erasure_requests where customer_id = $1 and token_hash <> $2', [id, tokenHash(token)]);
    await tx.query('delete from basket_lines where owner = $1', [owner]);
    await tx.query('delete from search_history where owner = $1', [owner]);
    await tx.query('delete from vouchers v where v.customer_id = $1 and not exists (select 1 from voucher_redemptions r where r.tenant = v.tenant and r.code = v.code)', [id]);
    // A review stays published under the name its writer chose, no longer tied to the account.
    await tx.query('update reviews set submitter = null where submitter = $1', [owner]);
    return person;
  });
  if (!erased) return { __typename: 'LinkRefused', reason: 'LINK_INVALID_OR_EXPIRED' };
  const mail = accountErasedMail(await createI18n(locale), { shop: SHOP, firstName: erased.first_name });
  await context.mail.send({ tenant: context.tenant.key, locale, kind: 'account-erased', to: erased.email, ...mail }, now);
  return { __typename: 'AccountErased', erasedAt: now.toISOString() };
}
