import type { IncomingMessage } from 'node:http';
import { VISITOR_HEADER } from '@vitrine/session';
import { CLIENT_IP_HEADER, SIGNATURE_HEADER, verifyIdentity } from '@vitrine/session/server';
import { TENANT_HEADER } from '@vitrine/tenant-config';

export type Trust =
  /** `clientIp`: the shopper's address a shop vouched for, or the caller's own address; none for a shop's own requests. */
  { ok: true; vouched: boolean; clientIp: string | undefined } | { ok: false; reason: 'missing' | 'malformed' | 'expired' | 'forged' };

const header = (req: IncomingMessage, name: string): string | undefined => {
  const value = req.headers[name];
  return typeof value === 'string' ? value : undefined;
};

/**
 * Who may say who the shopper is. A request that names a visitor, a session token or a client
 * address must carry the shop's HMAC over them (`x-vitrine-signature`, the shared secret); a
 * request without any of them is anonymous and counts against its own address.
 */
export function trustOf(req: IncomingMessage, secret: string, now: Date): Trust {
  const visitor = header(req, VISITOR_HEADER);
  const authorization = header(req, 'authorization');
  const clientIp = header(req, CLIENT_IP_HEADER);
  const signature = header(req, SIGNATURE_HEADER);
  if (visitor === undefined && authorization === undefined && clientIp === undefined && signature === undefined) {
    return { ok: true, vouched: false, clientIp: req.socket.remoteAddress ?? 'unknown' };
  }
  const check = verifyIdentity(signature, { tenant: header(req, TENANT_HEADER) ?? '', visitor, clientIp, authorization }, secret, now.getTime() / 1000);
  if (!check.ok) return check;
  // Vouched for without an address: the shop's server asks for itself (a page it renders for its cache).
  return { ok: true, vouched: true, clientIp };
}
