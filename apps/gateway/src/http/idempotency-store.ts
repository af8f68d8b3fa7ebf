import { createHash } from 'node:crypto';
import { isIdempotencyKey } from '@vitrine/session';
import type { Database } from '../db/database';
import { INSTANCE_ID, SILENT_SECONDS } from './instance';

/** The header a client sends with a write it may retry (draft-ietf-httpapi-idempotency-key-header). */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** How long a key is remembered (the purge job forgets it after). */
export const KEY_LIFETIME_HOURS = 24;
/**
 * How long a key may stay "running" before another request with it takes over: longer than any
 * request may take (the server ends a request after 30 s), so only a key whose request died with
 * its process (a crash, a deploy) is taken over, and never one still at work.
 */
export const RUNNING_TIMEOUT_SECONDS = 35;

/** 8 to 128 letters, digits and `-_.:` (a UUID is one): the rule the shop applies too. */
export { isIdempotencyKey };

/** A stable hash of a request: its parts in order, object keys sorted. */
export function requestHash(...parts: unknown[]): string {
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
    .update(JSON.stringify(canonical(parts)))
    .digest('hex');
}

/** The first answer to a key, as it went out. */
export interface StoredAnswer {
  status: number;
  headers: Record<string, string>;
  /** The body, base64. */
  body: string;
}

/**
 * What a request with a key may do: `run` it (the key is now its, "running"), `replay` the first
 * answer, or be refused: `in-use` (409: the first request is still running) or `reused` (422: the
 * key came with another request).
 */
export type Claim = { kind: 'run' } | { kind: 'replay'; answer: StoredAnswer } | { kind: 'in-use' } | { kind: 'reused' };

interface KeyRow {
  request_hash: string;
  state: 'running' | 'done';
  response: StoredAnswer | null;
  /** As PostgreSQL writes it (microseconds: a JavaScript Date would round it and miss the row). */
  started_at: string;
}

/**
 * Claims `key` of `tenant` for a request whose hash is `hash` (the owner, the operation and its
 * arguments). One table for every write of the gateway: GraphQL mutations and REST writes alike.
 * A key older than {@link KEY_LIFETIME_HOURS} counts as new; a key left running by another gateway
 * that has been silent for {@link SILENT_SECONDS} (it died), or running longer than
 * {@link RUNNING_TIMEOUT_SECONDS} (its request died), is taken over by the same request.
 */
export async function claimKey(db: Pick<Database, 'query'>, { tenant, key, hash, now }: { tenant: string; key: string; hash: string; now: Date }): Promise<Claim> {
  const at = now.toISOString();
  await db.query(`delete from idempotency_keys where tenant = $1 and key = $2 and created_at < $3::timestamptz - interval '${KEY_LIFETIME_HOURS} hours'`, [tenant, key, at]);
  const claimed = await db.query(
    `insert into idempotency_keys (tenant, key, request_hash, state, created_at, started_at, instance) values ($1, $2, $3, 'running', $4, $4, $5)
     on conflict (tenant, key) do nothing returning key`,
    [tenant, key, hash, at, INSTANCE_ID],
  );
  if (claimed.length) return { kind: 'run' };
  const [stored] = await db.query<KeyRow>('select request_hash, state, response, started_at::text as started_at from idempotency_keys where tenant = $1 and key = $2', [
    tenant,
    key,
  ]);
  // Gone between the two statements (its request failed and freed it): claim it again.
  if (!stored) return claimKey(db, { tenant, key, hash, now });
  if (stored.request_hash !== hash) return { kind: 'reused' };
  if (stored.state === 'done' && stored.response) return { kind: 'replay', answer: stored.response };
  // Running: taken over once its request must have died (its gateway went silent, or it ran past any
  // request's time); compare-and-set, so only one retry takes it. This gateway's own keys are never
  // taken over by their gateway's silence: it is alive, it is running this.
  const taken = await db.query(
    `update idempotency_keys set started_at = $3, instance = $5 where tenant = $1 and key = $2 and state = 'running' and started_at::text = $4
       and (started_at < $3::timestamptz - interval '${RUNNING_TIMEOUT_SECONDS} seconds'
         or exists (select 1 from gateway_instances g where g.id = idempotency_keys.instance and g.id <> $5 and g.seen_at < now() - interval '${SILENT_SECONDS} seconds'))
       returning key`,
    [tenant, key, at, stored.started_at, INSTANCE_ID],
  );
  return taken.length ? { kind: 'run' } : { kind: 'in-use' };
}

/** Stores the first answer to a claimed key: every later request with it gets this answer. */
export async function storeAnswer(db: Pick<Database, 'query'>, { tenant, key }: { tenant: string; key: string }, answer: StoredAnswer): Promise<void> {
  await db.query(`update idempotency_keys set state = 'done', response = $3::jsonb where tenant = $1 and key = $2`, [tenant, key, JSON.stringify(answer)]);
}

/** Frees a claimed key whose request failed (a 5xx, a busy database, too many requests): its retry runs again. */
export async function releaseKey(db: Pick<Database, 'query'>, { tenant, key }: { tenant: string; key: string }): Promise<void> {
  await db.query(`delete from idempotency_keys where tenant = $1 and key = $2 and state = 'running'`, [tenant, key]);
}

/** Whether an answer is the request's own (stored for replays) or a passing failure (the key is freed). */
export const keepsAnswer = (status: number) => status < 500 && status !== 429;
