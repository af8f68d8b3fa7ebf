import { createHash, randomBytes } from 'node:crypto';
import { contentMatchesName, DEFAULT_LIMITS, isUploadExtension, type RejectionCode, sniffImage } from '@vitrine/upload-rules';
import type { GatewayContext } from '../../http/context';
import { ownerOf } from '../../http/context';

/** An upload no message used is deleted after this many hours (the purge job). */
export const UPLOAD_KEPT_HOURS = 24;
/** Files a visitor may have waiting for a message at once (ten for the form, and some removed again). */
export const MAX_WAITING_UPLOADS = 30;

export interface StoredUpload {
  id: string;
  name: string;
  size: number;
}

/** Why an upload was refused: the spec's upload rules, or no visitor to own it. */
export type UploadRefusal = RejectionCode | 'no-visitor';

/** A file's name as stored: its last path segment, without control characters, at most 200 characters. */
export function uploadName(raw: string): string {
  const last = raw.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  return [...last.replace(/[\u0000-\u001f\u007f]/g, '').trim()].slice(0, 200).join('');
}

/**
 * Keeps one file a shopper attached (spec §5, checked again here whatever the browser did): an
 * upload's format by its name and by its bytes (a `.jpg` holding a PDF is refused), at most 5 MB,
 * and at most {@link MAX_WAITING_UPLOADS} waiting per visitor. The bytes go to the file store, the
 * record says who may use it: only the visitor who sent it, in one message.
 */
export async function storeUpload(context: GatewayContext, rawName: string, bytes: Uint8Array): Promise<{ upload: StoredUpload } | { refused: UploadRefusal }> {
  const owner = ownerOf(context);
  if (!owner) return { refused: 'no-visitor' };
  const name = uploadName(rawName);
  if (!name || !isUploadExtension(name) || !contentMatchesName(name, bytes)) return { refused: 'unsupported-format' };
  if (bytes.byteLength > DEFAULT_LIMITS.maxFileBytes) return { refused: 'file-too-large' };
  const now = context.clock.now();
  const [waiting] = await context.db.query<{ count: number }>(
    `select count(*)::int as count from uploads where tenant = $1 and owner = $2 and message_reference is null and created_at > $3::timestamptz - interval '${UPLOAD_KEPT_HOURS} hours'`,
    [context.tenant.key, owner, now],
  );
  if ((waiting?.count ?? 0) >= MAX_WAITING_UPLOADS) return { refused: 'too-many-files' };
  const id = randomBytes(18).toString('base64url');
  const storageKey = `upload/${id}`;
  await context.files.put(storageKey, bytes, now);
  await context.db.query('insert into uploads (id, tenant, owner, name, size, content_type, sha256, storage_key, created_at) values ($1, $2, $3, $4, $5, $6, $7, $8, $9)', [
    id,
    context.tenant.key,
    owner,
    name,
    bytes.byteLength,
    `image/${sniffImage(bytes)}`,
    createHash('sha256').update(bytes).digest('hex'),
    storageKey,
    now,
  ]);
  return { upload: { id, name, size: bytes.byteLength } };
}

/**
 * The visitor's waiting uploads of these ids (in the order asked for), unused and not older than
 * {@link UPLOAD_KEPT_HOURS}: an id of someone else, used or expired is left out.
 */
export async function waitingUploads(context: GatewayContext, ids: readonly string[]): Promise<StoredUpload[]> {
  const owner = ownerOf(context);
  if (!owner || !ids.length) return [];
  const rows = await context.db.query<StoredUpload>(
    `select id, name, size from uploads where id = any($1::text[]) and tenant = $2 and owner = $3 and message_reference is null
       and created_at > $4::timestamptz - interval '${UPLOAD_KEPT_HOURS} hours'`,
    [ids, context.tenant.key, owner, context.clock.now()],
  );
  return ids.flatMap((id) => rows.filter((row) => row.id === id));
}
