import { createHash, randomBytes } from 'node:crypto';
import { dayOf } from '../../db/database';
import type { GatewayContext } from '../../http/context';
import { customerOwner, guestOwner } from '../../http/input';
import { mergeBasket } from '../basket/service';
import { reserveAttempt } from './throttle';
import { checkSessionToken, SESSION_TYPE, signSessionToken, TOKEN_SECONDS } from '../../http/tokens';

export interface CustomerModel {
  id: string;
  customerNumber: string;
  businessPartnerNo: string;
  email: string;
  firstName: string;
  lastName: string;
  premiumUntil: string | null;
}

export interface LoginStateModel {
  ca: boolean;
  bop: boolean;
  np: boolean;
}

export type SessionKeyModel = {
  __typename: 'SessionKey';
  token: string;
  exp: number;
  type: number;
  cc: string;
  keepUntil: number | null;
  loginState: LoginStateModel;
  customer: CustomerModel;
};

export type LoginAnswer =
  | SessionKeyModel
  | { __typename: 'LoginRefused'; reason: 'INVALID_CREDENTIALS' | 'NOT_ENABLED' | 'TOO_MANY_ATTEMPTS' | 'CODE_INVALID_OR_EXPIRED'; retryAfterSeconds: number | null };

/** "Keep me logged in": how long the soft login lasts. */
export const SOFT_LOGIN_DAYS = 30;
/** A soft login by customer number and date of birth without "keep me logged in" lasts this long (the longest a soft token may live). */
export const SOFT_SESSION_HOURS = 8;
/** A full login is renewed while the shopper stays (a tab refreshes its key), for at most this long after the password (OWASP: absolute timeout). */
export const FULL_LOGIN_MAX_SECONDS = 12 * 3600;

export type Row = {
  id: string;
  customer_no: string;
  business_partner_no: string;
  email: string;
  first_name: string;
  last_name: string;
  premium_until: string | Date | null;
  password_hash: string;
  date_of_birth: string | Date;
};

export const COLUMNS = 'id, customer_no, business_partner_no, email, first_name, last_name, premium_until, password_hash, date_of_birth';

export function customerOf(row: Row): CustomerModel {
  return {
    id: row.id,
    customerNumber: row.customer_no,
    businessPartnerNo: row.business_partner_no,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    premiumUntil: dayOf(row.premium_until),
  };
}

export const accountKey = (kind: 'email' | 'number' | 'order' | 'code', value: string) => `${kind}:${createHash('sha256').update(value).digest('hex').slice(0, 32)}`;

/** The advertising value: stable per customer and shop, says nothing about the customer. */
const ccOf = (tenant: string, customerId: string) => createHash('sha256').update(`${tenant}:${customerId}`).digest('base64url').slice(0, 22);

/** The login-state cookie's fields (spec §3): credit affinity, bonus programme, no password. */
async function loginStateOf(context: GatewayContext, customer: CustomerModel): Promise<LoginStateModel> {
  const [credit] = await context.db.query<{ payments: number }>('select earlier_payments as payments from credit_profiles where customer_id = $1', [customer.id]);
  const today = context.clock.now().toISOString().slice(0, 10);
  return { ca: (credit?.payments ?? 0) > 0, bop: customer.premiumUntil !== null && customer.premiumUntil >= today, np: false };
}

/** A token of a session: type 2 (logged in) or 1 (soft login), never past the session's soft end. */
async function keyOf(context: GatewayContext, customer: CustomerModel, sid: string, type: number, keepUntil: Date | null): Promise<SessionKeyModel> {
  const iat = Math.floor(context.clock.now().getTime() / 1000);
  const softEnd = keepUntil ? Math.floor(keepUntil.getTime() / 1000) : null;
  const exp = type === SESSION_TYPE.soft && softEnd !== null ? Math.min(iat + TOKEN_SECONDS, softEnd) : iat + TOKEN_SECONDS;
  const cc = ccOf(context.tenant.key, customer.id);
  const token = signSessionToken({ aud: context.tenant.key, sub: customer.id, sid, type, cc, iat, exp }, context.sessionKeys);
  return { __typename: 'SessionKey', token, exp, type, cc, keepUntil: softEnd, loginState: await loginStateOf(context, customer), customer };
}

/**
 * A new session and its first token, after a password (type 2) or the customer number and date of
 * birth (a soft login, type 1: kept for {@link SOFT_SESSION_HOURS} hours, or "keep me logged in"'s
 * days): the guest's basket joins the customer's, and the session this replaces ends.
 */
export async function startSession(
  context: GatewayContext,
  customer: CustomerModel,
  keepLoggedIn: boolean,
  type: typeof SESSION_TYPE.loggedIn | typeof SESSION_TYPE.soft = SESSION_TYPE.loggedIn,
): Promise<SessionKeyModel> {
  const now = context.clock.now();
  const sid = randomBytes(18).toString('base64url');
  const keepUntil = keepLoggedIn
    ? new Date(now.getTime() + SOFT_LOGIN_DAYS * 86_400_000)
    : type === SESSION_TYPE.soft
      ? new Date(now.getTime() + SOFT_SESSION_HOURS * 3_600_000)
      : null;
  await context.db.query('insert into sessions (id, tenant, customer_id, created_at, soft_until) values ($1, $2, $3, $4, $5)', [
    sid,
    context.tenant.key,
    customer.id,
    now,
    keepUntil,
  ]);
  if (context.customer) await context.db.query('update sessions set revoked_at = $2 where id = $1 and revoked_at is null', [context.customer.sid, now]);
  // The guest's basket becomes the customer's (the shop gives the browser a new visitor id next).
  const guest = guestOwner(context.visitor);
  if (guest) await mergeBasket(context.db, guest, customerOwner(customer.id));
  return keyOf(context, customer, sid, type, keepUntil);
}

export type RenewAnswer = SessionKeyModel | { __typename: 'SessionEnded'; reason: 'NO_SESSION' | 'EXPIRED' | 'REVOKED' };

/**
 * The API key manager's renewal (spec §4: on start, 1800 s before expiry, on a session change).
 * A logged-in token is renewed as such while it is valid and its login younger than
 * {@link FULL_LOGIN_MAX_SECONDS}; after that, or once it expired, a session kept on the device
 * ("keep me logged in") goes on as a soft login (type 1) until its end, which asks for the
 * password before the account and the checkout; otherwise the session ends.
 */
export async function renewSession(context: GatewayContext): Promise<RenewAnswer> {
  const now = context.clock.now();
  const claims = checkSessionToken(context.sessionToken, context.sessionKeys, { audience: context.tenant.key, now, allowExpired: true });
  if (typeof claims === 'string' || claims.type === SESSION_TYPE.anonymous) return { __typename: 'SessionEnded', reason: 'NO_SESSION' };
  const [session] = await context.db.query<{ created_at: Date | string; soft_until: Date | string | null; revoked_at: Date | string | null }>(
    'select created_at, soft_until, revoked_at from sessions where id = $1 and tenant = $2 and customer_id = $3',
    [claims.sid, context.tenant.key, claims.sub],
  );
  if (!session || session.revoked_at) return { __typename: 'SessionEnded', reason: 'REVOKED' };
  const [row] = await context.db.query<Row>(`select ${COLUMNS} from customers where id = $1 and tenant = $2`, [claims.sub, context.tenant.key]);
  if (!row) return { __typename: 'SessionEnded', reason: 'REVOKED' };
  const keepUntil = session.soft_until ? new Date(session.soft_until) : null;
  const seconds = now.getTime() / 1000;
  const fullLogin = claims.type === SESSION_TYPE.loggedIn && claims.exp > seconds && seconds - new Date(session.created_at).getTime() / 1000 < FULL_LOGIN_MAX_SECONDS;
  if (fullLogin) return keyOf(context, customerOf(row), claims.sid, SESSION_TYPE.loggedIn, keepUntil);
  if (keepUntil && keepUntil > now) return keyOf(context, customerOf(row), claims.sid, SESSION_TYPE.soft, keepUntil);
  await context.db.query('update sessions set revoked_at = $2 where id = $1 and revoked_at is null', [claims.sid, now]);
  return { __typename: 'SessionEnded', reason: 'EXPIRED' };
}

const INVALID: LoginAnswer = { __typename: 'LoginRefused', reason: 'INVALID_CREDENTIALS', retryAfterSeconds: null };
const tooMany = (wait: number): LoginAnswer => ({ __typename: 'LoginRefused', reason: 'TOO_MANY_ATTEMPTS', retryAfterSeconds: wait });

/**
 * E-mail and password. The same answer, in about the same time, for an unknown e-mail and a wrong
 * password; a hash made with older parameters is made again on success.
 */
export async function login(context: GatewayContext, email: string, password: string, keepLoggedIn: boolean): Promise<LoginAnswer> {
  const normalized = email.trim().toLowerCase().slice(0, 254);
  const reserved = await reserveAttempt(context.db, { tenant: context.tenant.key, accounts: [accountKey('email', normalized)], ip: context.clientIp, clock: context.clock });
  if (!('attempt' in reserved)) return tooMany(reserved.wait);
  const [row] = await context.db.query<Row>(`select ${COLUMNS} from customers where tenant = $1 and email = $2 and erased_at is null`, [context.tenant.key, normalized]);
  const checked = await reserved.attempt.check(async () => context.passwords.verify(row?.password_hash ?? (await context.passwords.decoy()), password));
  if (!row || !checked.ok) {
    await reserved.attempt.failed();
    return INVALID;
  }
  await reserved.attempt.succeeded();
  if (checked.rehash) await context.db.query('update customers set password_hash = $1 where id = $2', [await context.passwords.hash(password), row.id]);
  return startSession(context, customerOf(row), keepLoggedIn);
}

/**
 * Customer number and date of birth, where the shop offers it (shop-ch): a soft login (type 1), since
 * numbers are sequential and a birth date has few plausible values. The password or a mailed code
 * (./codes.ts) is asked before the checkout, the addresses, the orders and the account.
 */
export async function loginWithCustomerNumber(context: GatewayContext, customerNumber: string, dateOfBirth: string, keepLoggedIn: boolean): Promise<LoginAnswer> {
  if (!context.tenant.forms.customerNumberLogin) return { __typename: 'LoginRefused', reason: 'NOT_ENABLED', retryAfterSeconds: null };
  const number = customerNumber.trim().slice(0, 20);
  // A birth date is guessed from many addresses as easily as from one: counted per number over all addresses too.
  const reserved = await reserveAttempt(context.db, {
    tenant: context.tenant.key,
    accounts: [accountKey('number', number)],
    ip: context.clientIp,
    clock: context.clock,
    acrossAddresses: true,
  });
  if (!('attempt' in reserved)) return tooMany(reserved.wait);
  const [row] =
    /^\d{4,12}$/.test(number) && /^\d{4}-\d{2}-\d{2}$/.test(dateOfBirth)
      ? await context.db.query<Row>(`select ${COLUMNS} from customers where tenant = $1 and customer_no = $2 and date_of_birth = $3::date and erased_at is null`, [
          context.tenant.key,
          number,
          dateOfBirth,
        ])
      : [];
  if (!row) {
    await reserved.attempt.failed();
    return INVALID;
  }
  await reserved.attempt.succeeded();
  return startSession(context, customerOf(row), keepLoggedIn, SESSION_TYPE.soft);
}

/** Revokes the request's session; false when there was none. */
export async function logout(context: GatewayContext): Promise<boolean> {
  if (!context.customer) return false;
  const revoked = await context.db.query('update sessions set revoked_at = $1 where id = $2 and revoked_at is null returning id', [context.clock.now(), context.customer.sid]);
  return revoked.length > 0;
}

/** The customer of the request's session. */
export async function me(context: GatewayContext): Promise<CustomerModel | null> {
  if (!context.customer) return null;
  const [row] = await context.db.query<Row>(`select ${COLUMNS} from customers where id = $1 and tenant = $2`, [context.customer.sub, context.tenant.key]);
  return row ? customerOf(row) : null;
}
