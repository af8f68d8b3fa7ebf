import type { FileStore } from '../../adapters/file-store';
import type { Database } from '../../db/database';
import { UPLOAD_KEPT_HOURS } from '../contact/uploads';
import { KEY_LIFETIME_HOURS } from '../../http/idempotency-store';
import { RESET_WINDOW_SECONDS } from '../identity/accounts';
import { FULL_LOGIN_MAX_SECONDS } from '../identity/service';
import { THROTTLE } from '../identity/throttle';

/** How long a dead session (revoked, or past every renewal) is kept before it is deleted: a day, for support. */
export const DEAD_SESSION_KEPT_HOURS = 24;

/** What one purge deleted, per table. */
export interface Purged {
  idempotencyKeys: number;
  sessions: number;
  loginFailures: number;
  trustedLogins: number;
  resetRequests: number;
  passwordResets: number;
  loginCodes: number;
  /** Attached files no message used within their time, deleted with their bytes. */
  uploads: number;
  captchaSolutions: number;
}

/**
 * The gateway's housekeeping (hourly, on its clock): idempotency keys older than
 * {@link KEY_LIFETIME_HOURS}, sessions that can no longer be renewed (revoked, or past both the
 * full login's absolute end and "keep me logged in") a day after, login failures and reset requests
 * older than the windows that count them, trusted login pairs past their time, reset links and login codes a day after they expired,
 * attached files no message used within a day (with their bytes), used captchas once expired. Nothing still
 * counted or still usable is deleted.
 */
export async function purge(db: Pick<Database, 'query'>, now: Date, files?: Pick<FileStore, 'remove'>): Promise<Purged> {
  const at = now.toISOString();
  const count = async (sql: string, params: unknown[]) => (await db.query(`${sql} returning 1`, params)).length;
  const unused = await db.query<{ storage_key: string }>(
    `delete from uploads where message_reference is null and created_at < $1::timestamptz - interval '${UPLOAD_KEPT_HOURS} hours' returning storage_key`,
    [at],
  );
  await files?.remove(unused.map((row) => row.storage_key));
  return {
    uploads: unused.length,
    captchaSolutions: await count('delete from captcha_solutions where expires_at < $1', [at]),
    idempotencyKeys: await count(`delete from idempotency_keys where created_at < $1::timestamptz - interval '${KEY_LIFETIME_HOURS} hours'`, [at]),
    sessions: await count(
      `delete from sessions where coalesce(revoked_at, greatest(coalesce(soft_until, created_at), created_at + interval '${FULL_LOGIN_MAX_SECONDS} seconds'))
         < $1::timestamptz - interval '${DEAD_SESSION_KEPT_HOURS} hours'`,
      [at],
    ),
    loginFailures: await count(`delete from login_failures where at < $1::timestamptz - interval '${THROTTLE.windowSeconds} seconds'`, [at]),
    trustedLogins: await count(`delete from login_trusted where at < $1::timestamptz - interval '${THROTTLE.trustedDays} days'`, [at]),
    resetRequests: await count(`delete from reset_requests where at < $1::timestamptz - interval '${RESET_WINDOW_SECONDS} seconds'`, [at]),
    passwordResets: await count(`delete from password_resets where expires_at < $1::timestamptz - interval '1 day'`, [at]),
    loginCodes: await count(`delete from login_codes where expires_at < $1::timestamptz - interval '1 day'`, [at]),
  };
}
