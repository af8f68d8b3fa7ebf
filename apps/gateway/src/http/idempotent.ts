import type { IncomingMessage, ServerResponse } from 'node:http';
import { Kind, parse } from 'graphql';
import { claimKey, IDEMPOTENCY_HEADER, isIdempotencyKey, keepsAnswer, releaseKey, type StoredAnswer, storeAnswer } from './idempotency-store';
import type { GatewayContext } from './context';

/** The methods that write: a REST request with one of them and an `Idempotency-Key` runs once per key. */
export const WRITE_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The request's `Idempotency-Key`, when it sent one. */
export function idempotencyKeyOf(req: IncomingMessage): string | undefined {
  const value = req.headers[IDEMPOTENCY_HEADER];
  return typeof value === 'string' ? value : undefined;
}

/** Whether the operation a GraphQL document runs (by `operationName`, or its only one) is a mutation; false when it does not parse. */
export function isMutation(query: unknown, operationName: unknown): boolean {
  if (typeof query !== 'string') return false;
  try {
    const operations = parse(query).definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
    const chosen = typeof operationName === 'string' ? operations.find((o) => o.name?.value === operationName) : operations.length === 1 ? operations[0] : undefined;
    return chosen?.operation === 'mutation';
  } catch {
    return false;
  }
}

/** The refusals, in the shape of the answer's kind (GraphQL's errors or the REST routes' error object). */
export type Refuse = (status: number, code: 'BAD_IDEMPOTENCY_KEY' | 'IDEMPOTENCY_KEY_IN_USE' | 'IDEMPOTENCY_KEY_REUSED', message: string, headers?: Record<string, string>) => void;

/**
 * Holds back what a handler writes to `res` (status, headers, body) until `send` is called: the
 * answer is stored under its key before the client can see it, so a client that retries at once
 * is answered the stored answer, and a crash after the write never leaves a key whose write is
 * done but marked running (a takeover would run it twice).
 */
function recorder(res: ServerResponse): { answer: () => StoredAnswer; send: () => void; restore: () => void } {
  const chunks: Buffer[] = [];
  const keep = (chunk: unknown) => {
    if (typeof chunk === 'string') chunks.push(Buffer.from(chunk));
    else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
  };
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  const originalWrite = res.write;
  const originalEnd = res.end;
  let ended = false;
  res.write = ((chunk: unknown) => {
    keep(chunk);
    return true;
  }) as ServerResponse['write'];
  res.end = ((chunk?: unknown) => {
    if (typeof chunk !== 'function') keep(chunk);
    ended = true;
    return res;
  }) as ServerResponse['end'];
  const answer = (): StoredAnswer => ({
    status: res.statusCode,
    headers: Object.fromEntries(
      Object.entries(res.getHeaders())
        .filter(([name]) => name !== 'content-length' && name !== 'date' && name !== 'connection')
        .map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : String(value)]),
    ),
    body: Buffer.concat(chunks).toString('base64'),
  });
  /** The response as it was (a thrown error is answered by the server's own handler). */
  const restore = () => {
    res.write = originalWrite;
    res.end = originalEnd;
  };
  const send = () => {
    restore();
    const body = Buffer.concat(chunks);
    if (!res.headersSent) res.setHeader('content-length', String(body.length));
    if (ended || body.length) end(body);
    else end();
  };
  return { answer, send, restore };
}

/**
 * Runs a write once per key (draft-ietf-httpapi-idempotency-key-header), for GraphQL mutations and
 * REST writes alike: without a key it simply runs; with one, the first request runs and its answer
 * is stored, a replay gets that answer again (`Idempotent-Replayed: true`), the key with another
 * request is refused (422), a key whose first request still runs answers 409 (`Retry-After: 1`). An
 * answer that is a passing failure (5xx, 429) or a thrown error frees the key for the retry.
 * `hash` identifies the request: the owner, the operation and its arguments.
 */
export async function runOnce(
  context: Pick<GatewayContext, 'db' | 'tenant' | 'clock'>,
  req: IncomingMessage,
  res: ServerResponse,
  hash: () => string,
  run: () => Promise<void>,
  refuse: Refuse,
): Promise<void> {
  const key = idempotencyKeyOf(req);
  if (key === undefined) return run();
  if (!isIdempotencyKey(key)) return refuse(400, 'BAD_IDEMPOTENCY_KEY', 'Idempotency-Key must be 8 to 128 letters, digits or . _ : -');
  const id = { tenant: context.tenant.key, key };
  const claim = await claimKey(context.db, { ...id, hash: hash(), now: context.clock.now() });
  if (claim.kind === 'in-use') return refuse(409, 'IDEMPOTENCY_KEY_IN_USE', 'A request with this Idempotency-Key is still running', { 'retry-after': '1' });
  if (claim.kind === 'reused') return refuse(422, 'IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was used with another request');
  if (claim.kind === 'replay') {
    const body = Buffer.from(claim.answer.body, 'base64');
    res.writeHead(claim.answer.status, { ...claim.answer.headers, 'idempotent-replayed': 'true', 'content-length': String(body.length) });
    res.end(body);
    return;
  }
  const recorded = recorder(res);
  try {
    await run();
  } catch (error) {
    recorded.restore();
    await releaseKey(context.db, id);
    throw error;
  }
  const answer = recorded.answer();
  // Stored (or the key freed) first, then sent. Should storing fail, the answer still goes out (the
  // write is done: a 500 would only make the client retry it); the key is taken over after its timeout.
  try {
    if (keepsAnswer(answer.status)) await storeAnswer(context.db, id, answer);
    else await releaseKey(context.db, id);
  } catch (error) {
    console.error('Idempotency: the answer could not be stored', key, error);
  }
  recorded.send();
}
