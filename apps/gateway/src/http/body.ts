import type { IncomingMessage } from 'node:http';

/** The largest request body the gateway reads (GraphQL and REST alike): 64 KiB. */
export const MAX_BODY_BYTES = 64 * 1024;

export class BodyTooLarge extends Error {
  override name = 'BodyTooLarge';
}

/** Bodies read already (the idempotency check hashes a write's body before its handler reads it). */
const bodies = new WeakMap<IncomingMessage, Buffer>();

/**
 * The request's body, read up to `limit` bytes. A declared Content-Length over the limit is
 * refused before anything is read; a body that grows past it while streaming is cut off. Read
 * once: a second call answers the same bytes (checked against its own limit).
 */
export async function readBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<Buffer> {
  const read = bodies.get(req);
  if (read) {
    if (read.length > limit) throw new BodyTooLarge(`the body may have at most ${limit} bytes`);
    return read;
  }
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) throw new BodyTooLarge(`the body may have at most ${limit} bytes`);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) throw new BodyTooLarge(`the body may have at most ${limit} bytes`);
    chunks.push(chunk as Buffer);
  }
  const body = Buffer.concat(chunks);
  bodies.set(req, body);
  return body;
}

/** The media type of a Content-Type header, lower-case, without parameters. */
export function mediaType(header: string | undefined): string {
  return (header ?? '').split(';')[0]!.trim().toLowerCase();
}

/**
 * A NUL character in any string (or key) of a JSON value. PostgreSQL's text cannot hold one, so a
 * value with one is refused at the door rather than failing in a query.
 */
export function hasNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(hasNul);
  if (value && typeof value === 'object') return Object.entries(value).some(([key, item]) => key.includes('\u0000') || hasNul(item));
  return false;
}

/**
 * The request's body as a JSON object, or `undefined` when it is none (not JSON, `null`, an array,
 * a number, a string holding NUL) or larger than `limit`: a handler reads its fields without
 * checking the shape first.
 */
export async function readJsonObject(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<Record<string, unknown> | undefined> {
  try {
    const value = JSON.parse((await readBody(req, limit)).toString('utf8')) as unknown;
    return value !== null && typeof value === 'object' && !Array.isArray(value) && !hasNul(value) ? (value as Record<string, unknown>) : undefined;
  } catch (error) {
    if (error instanceof SyntaxError || error instanceof BodyTooLarge) return undefined;
    throw error;
  }
}
