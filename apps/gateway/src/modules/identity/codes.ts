import { createHash, randomInt } from 'node:crypto';
import { createI18n } from '@vitrine/i18n';
import { loginCodeMail } from '@vitrine/mail';
import { GraphQLError } from 'graphql';
import type { GatewayContext } from '../../http/context';
import { localeOf, SHOP } from '../../http/links';
import { accountKey, COLUMNS, customerOf, type LoginAnswer, type Row, startSession } from './service';
import { reserveAttempt } from './throttle';
import { SESSION_TYPE } from '../../http/tokens';

/**
 * The second factor of a soft login: a code mailed to the customer. Whoever logged in with the
 * customer number and the date of birth (or comes back to a session kept on the device) proves
 * with it, or with the password, that they read the customer's mail before the checkout and the
 * account.
 */
export const LOGIN_CODE = {
  /** Digits of a code. */
  digits: 6,
  /** How long a code works. */
  validMinutes: 10,
  /** Wrong tries before a code is void. */
  maxAttempts: 5,
  /** Codes per customer in {@link LOGIN_CODE.windowSeconds}. */
  perWindow: 3,
  windowSeconds: 15 * 60,
} as const;

export type LoginCodeRequestAnswer = { __typename: 'LoginCodeSent'; email: string; validMinutes: number } | { __typename: 'TooManyAttempts'; retryAfterSeconds: number };

/** What is stored of a code: its hash with the session's id (a code of one session opens no other). */
const codeHash = (sessionId: string, code: string) => createHash('sha256').update(`login-code\n${sessionId}\n${code}`).digest('hex');

/** `a***@example.ch`: enough for the customer to recognise the address, not enough to learn it. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email[0]}***${email.slice(at)}`;
}

const notLoggedIn = () => new GraphQLError('A code is sent to the customer of a soft login only', { extensions: { code: 'UNAUTHENTICATED' } });

/** Mails a new code to the customer of the request's session; earlier codes of the session stop working. */
export async function requestLoginCode(context: GatewayContext, localeValue: string): Promise<LoginCodeRequestAnswer> {
  const locale = localeOf(context, localeValue);
  const session = context.customer;
  if (!session) throw notLoggedIn();
  const [row] = await context.db.query<Row>(`select ${COLUMNS} from customers where id = $1 and tenant = $2 and erased_at is null`, [session.sub, context.tenant.key]);
  if (!row) throw notLoggedIn();
  const now = context.clock.now();
  const code = String(randomInt(0, 10 ** LOGIN_CODE.digits)).padStart(LOGIN_CODE.digits, '0');
  const wait = await context.db.transaction(async (tx) => {
    // One customer's requests one after the other: two at once cannot both pass the count.
    await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`login-code:${context.tenant.key}:${session.sub}`]);
    const recent = await tx.query<{ created_at: Date | string }>(
      'select created_at from login_codes where tenant = $1 and customer_id = $2 and created_at > $3 order by created_at asc',
      [context.tenant.key, session.sub, new Date(now.getTime() - LOGIN_CODE.windowSeconds * 1000)],
    );
    if (recent.length >= LOGIN_CODE.perWindow) {
      const oldest = new Date(recent[0]!.created_at).getTime();
      return Math.max(1, Math.ceil((oldest + LOGIN_CODE.windowSeconds * 1000 - now.getTime()) / 1000));
    }
    await tx.query('update login_codes set used_at = $2 where session_id = $1 and used_at is null', [session.sid, now]);
    await tx.query('insert into login_codes (tenant, customer_id, session_id, code_hash, created_at, expires_at) values ($1, $2, $3, $4, $5, $6)', [
      context.tenant.key,
      session.sub,
      session.sid,
      codeHash(session.sid, code),
      now,
      new Date(now.getTime() + LOGIN_CODE.validMinutes * 60_000),
    ]);
    return 0;
  });
  if (wait > 0) return { __typename: 'TooManyAttempts', retryAfterSeconds: wait };
  const customer = customerOf(row);
  const mail = loginCodeMail(await createI18n(locale), { shop: SHOP, firstName: customer.firstName, code, validMinutes: LOGIN_CODE.validMinutes });
  await context.mail.send({ tenant: context.tenant.key, locale, kind: 'login-code', to: customer.email, ...mail }, now);
  return { __typename: 'LoginCodeSent', email: maskEmail(customer.email), validMinutes: LOGIN_CODE.validMinutes };
}

const refused = (reason: 'CODE_INVALID_OR_EXPIRED' | 'INVALID_CREDENTIALS'): LoginAnswer => ({ __typename: 'LoginRefused', reason, retryAfterSeconds: null });

/**
 * The code of the request's session: right, it becomes a full login (a new session, the soft one
 * ends); wrong, the try is counted, and the fifth ends the code. Tries also go through the login
 * throttle of the customer's account and the address.
 */
export async function loginWithCode(context: GatewayContext, code: string, keepLoggedIn: boolean): Promise<LoginAnswer> {
  const session = context.customer;
  if (!session) return refused('INVALID_CREDENTIALS');
  const given = code.replace(/\s+/g, '');
  const reserved = await reserveAttempt(context.db, { tenant: context.tenant.key, accounts: [accountKey('code', session.sub)], ip: context.clientIp, clock: context.clock });
  if (!('attempt' in reserved)) return { __typename: 'LoginRefused', reason: 'TOO_MANY_ATTEMPTS', retryAfterSeconds: reserved.wait };
  const now = context.clock.now();
  const ok = await context.db.transaction(async (tx) => {
    const [open] = await tx.query<{ id: string; code_hash: string; attempts: number }>(
      `select id, code_hash, attempts from login_codes
       where session_id = $1 and tenant = $2 and customer_id = $3 and used_at is null and expires_at > $4
       order by created_at desc limit 1 for update`,
      [session.sid, context.tenant.key, session.sub, now],
    );
    if (!open) return false;
    const right = new RegExp(`^\\d{${LOGIN_CODE.digits}}$`).test(given) && codeHash(session.sid, given) === open.code_hash;
    const attempts = open.attempts + 1;
    const done = right || attempts >= LOGIN_CODE.maxAttempts;
    await tx.query('update login_codes set attempts = $2::int, used_at = $3::timestamptz where id = $1', [open.id, attempts, done ? now : null]);
    return right;
  });
  if (!ok) {
    await reserved.attempt.failed();
    return refused('CODE_INVALID_OR_EXPIRED');
  }
  await reserved.attempt.succeeded();
  const [row] = await context.db.query<Row>(`select ${COLUMNS} from customers where id = $1 and tenant = $2 and erased_at is null`, [session.sub, context.tenant.key]);
  if (!row) return refused('INVALID_CREDENTIALS');
  return startSession(context, customerOf(row), keepLoggedIn, SESSION_TYPE.loggedIn);
}
