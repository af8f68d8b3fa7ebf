import { createHash } from 'node:crypto';
import { GraphQLError } from 'graphql';
import { isIdempotencyKey } from '@vitrine/session';
import type { Database } from '../../db/database';

/** The header a client sends with a mutation it may retry. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** How long a key is remembered. */
export const KEY_LIFETIME_HOURS = 24;

/** 8 to 128 letters, digits and `-_.:` (a UUID is one): the rule the shop applies too. */
export { isIdempotencyKey };

/** A stable hash of a mutation's name and arguments (object keys sorted). */
export function requestHash(operation: string, args: unknown): string {
  const canonical = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(canonical)
      : value && typeof value === 'object'
        ? Object.fromEntries(
            Object.keys(value)
              .sort()
              .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
          )
        : value;
  return createHash('sha256')
    .update(JSON.stringify([operation, canonical(args)]))
    .digest('hex');
}

const refusal = (code: string, status: number, message: string) => new GraphQLError(message, { extensions: { code, http: { status } } });

/**
 * Runs a writing mutation once per (owner, key): the first request runs `work` and stores its
 * answer; a replay with the same request gets the stored answer; the same key with another
 * request is refused (422); a key whose first request is still running answers 409. Without a
 * key, `work` simply runs. A failed `work` frees the key, so the client's retry runs again.
 */
export async function once<T>(
  db: Database,
  { owner, key, operation, args, now }: { owner: string | undefined; key: string | undefined; operation: string; args: unknown; now: Date },
  work: () => Promise<T>,
): Promise<T> {
  if (key === undefined || owner === undefined) return work();
  if (!isIdempotencyKey(key)) throw refusal('BAD_IDEMPOTENCY_KEY', 400, 'Idempotency-Key must be 8 to 128 letters, digits or . _ : -');
  const hash = requestHash(operation, args);
  const at = now.toISOString();
  await db.query(`delete from idempotency_keys where owner = $1 and key = $2 and created_at < $3::timestamptz - interval '${KEY_LIFETIME_HOURS} hours'`, [owner, key, at]);
  const claimed = await db.query(
    `insert into idempotency_keys (owner, key, request_hash, state, created_at) values ($1, $2, $3, 'running', $4)
     on conflict (owner, key) do nothing returning key`,
    [owner, key, hash, at],
  );
  if (!claimed.length) {
    const [stored] = await db.query<{ request_hash: string; state: string; response: { value: T } | null }>(
      'select request_hash, state, response from idempotency_keys where owner = $1 and key = $2',
      [owner, key],
    );
    if (!stored || stored.state !== 'done' || !stored.response) throw refusal('IDEMPOTENCY_KEY_IN_USE', 409, 'A request with this Idempotency-Key is still running');
    if (stored.request_hash !== hash) throw refusal('IDEMPOTENCY_KEY_REUSED', 422, 'This Idempotency-Key was used with another request');
    return stored.response.value;
  }
  let result: T;
  try {
    result = await work();
  } catch (error) {
    await db.query('delete from idempotency_keys where owner = $1 and key = $2', [owner, key]);
    throw error;
  }
  await db.query(`update idempotency_keys set state = 'done', response = $3::jsonb where owner = $1 and key = $2`, [owner, key, JSON.stringify({ value: result })]);
  return result;
}
