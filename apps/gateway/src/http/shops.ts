import type { IncomingMessage } from 'node:http';

/** The shops of the embedded default (decisions: ports), where VITRINE_SHOP_ORIGINS does not say. */
export const DEFAULT_SHOP_ORIGINS: Readonly<Record<string, string>> = { base: 'http://127.0.0.1:3000', ch: 'http://127.0.0.1:3001', nl: 'http://127.0.0.1:3002' };

/** Where each shop answers (mail links, preview links): `VITRINE_SHOP_ORIGINS=base=http://127.0.0.1:3000,ch=…`. */
export function shopOrigins(value = process.env.VITRINE_SHOP_ORIGINS ?? ''): Record<string, string> {
  const out: Record<string, string> = { ...DEFAULT_SHOP_ORIGINS };
  for (const pair of value.split(',')) {
    const [key, origin] = pair.split('=');
    if (key && origin && /^https?:\/\/[^/]+$/.test(origin)) out[key] = origin;
  }
  return out;
}

/** Only a browser on this machine: pages for operators and the sandbox's outbox, never forwarded by a shop. */
export function isLoopback(req: IncomingMessage): boolean {
  const address = req.socket.remoteAddress ?? '';
  const local = address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');
  return local && req.headers['x-forwarded-for'] === undefined && req.headers['x-vitrine-signature'] === undefined;
}
