import type { IncomingMessage } from 'node:http';
import { trustedProxies } from './env';

/** Set on every request by {@link installPeerAddress}: the socket's remote address (a browser's own value is overwritten). */
export const PEER_HEADER = 'x-vitrine-peer';

/**
 * The shopper's address. With no trusted proxy (the default) it is the address of the connection
 * itself, never a header the browser could write; behind N trusted proxies it is the entry N from
 * the right of X-Forwarded-For (each proxy appends the address it saw).
 */
export function clientIpOf(headers: Headers): string | undefined {
  const proxies = trustedProxies();
  const peer = headers.get(PEER_HEADER) || undefined;
  if (proxies === 0) return peer;
  const chain = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return chain[chain.length - proxies] ?? peer;
}

let installed = false;

/**
 * Call once from the app's `instrumentation.ts` (`register`, Node.js runtime): stamps every incoming
 * request with the socket's remote address in {@link PEER_HEADER}, overwriting whatever the client
 * sent. Next keeps a client's own X-Forwarded-For, so without this the shop could not tell a
 * shopper's address from one the shopper made up.
 */
export async function installPeerAddress(): Promise<void> {
  if (installed) return;
  installed = true;
  const http = await import('node:http');
  const emit = http.Server.prototype.emit as (this: unknown, event: string | symbol, ...args: unknown[]) => boolean;
  http.Server.prototype.emit = function (this: unknown, event: string | symbol, ...args: unknown[]): boolean {
    if (event === 'request') {
      const req = args[0] as IncomingMessage;
      req.headers[PEER_HEADER] = req.socket.remoteAddress ?? '';
    }
    return emit.call(this, event, ...args);
  };
}
