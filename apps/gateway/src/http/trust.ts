import type { IncomingMessage } from 'node:http';
import { VISITOR_HEADER } from '@vitrine/session';
import { CLIENT_IP_HEADER, SIGNATURE_HEADER, verifyRequest } from '@vitrine/session/server';
import { TENANT_HEADER } from '@vitrine/tenant-config';

export type Trust =
  /** `clientIp`: the shopper's address a shop vouched for, or the caller's own address; none for a shop's own requests. `key`: the shop key that signed. */
  { ok: true; vouched: boolean; clientIp: string | undefined; key?: string } | { ok: false; reason: 'missing' | 'malformed' | 'expired' | 'unknown-key' | 'forged' };

const header = (req: IncomingMessage, name: string): string | undefined => {
  const value = req.headers[name];
  return typeof value === 'string' ? value : undefined;
};

/** Whether the request carries anything only a shop may say (and so must be signed, with its body read first). */
export function claimsIdentity(req: IncomingMessage): boolean {
  return [VISITOR_HEADER, 'authorization', CLIENT_IP_HEADER, SIGNATURE_HEADER].some((name) => header(req, name) !== undefined);
}

/**
 * Who may say who the shopper is. A request that names a visitor, a session token or a client
 * address must carry the shop's HMAC over them and over the request itself (method, path and
 * query, the body's hash, the idempotency key; `x-vitrine-signature` by a key of the
 * `VITRINE_GATEWAY_SECRET` ring, at most a minute old); a request without any of them is anonymous
 * and counts against its own address. `body`: the bytes read already (a write's).
 */
export function trustOf(req: IncomingMessage, secret: string, now: Date, body?: Uint8Array): Trust {
  if (!claimsIdentity(req)) return { ok: true, vouched: false, clientIp: req.socket.remoteAddress ?? 'unknown' };
  const visitor = header(req, VISITOR_HEADER);
  const authorization = header(req, 'authorization');
  const clientIp = header(req, CLIENT_IP_HEADER);
  const check = verifyRequest(
    header(req, SIGNATURE_HEADER),
    { tenant: header(req, TENANT_HEADER) ?? '', visitor, clientIp, authorization },
    { method: req.method ?? 'GET', path: req.url ?? '/', body, idempotencyKey: header(req, 'idempotency-key') },
    secret,
    now.getTime() / 1000,
  );
  if (!check.ok) return check;
  // Vouched for without an address: the shop's server asks for itself (a page it renders for its cache).
  return { ok: true, vouched: true, clientIp, key: check.key };
}
