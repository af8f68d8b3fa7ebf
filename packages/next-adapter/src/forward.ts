import type { TenantConfig } from '@vitrine/tenant-config';
import { NextResponse } from 'next/server';
import { readBodyCapped, readTextCapped } from './body';
import { clientIpOf } from './client-ip';
import { gatewayUrl } from './env';
import { identityHeaders, type ShopIdentity } from './gateway-client';
import { sessionTokenFromCookies } from './session-cookie';
import { visitorOf } from './visitor';

/**
 * Forwards the app's own /api/gateway/, /api/search/* and /api/images/* to the gateway read from
 * GATEWAY_URL at run time (next.config rewrites are fixed at build time). It forwards; it never
 * authorises: every permission check is the gateway's. What it passes on is an allow-list: the
 * browser's cookies, Authorization and X-Forwarded-* never reach the gateway.
 */
const PASSED_HEADERS = ['accept', 'accept-language', 'content-type', 'idempotency-key', 'if-none-match'];
/** The largest body forwarded (the gateway's own limit). */
export const MAX_FORWARDED_BODY = 64 * 1024;

const refuse = (status: number, code: string, message: string, extra: Record<string, string> = {}) =>
  Response.json({ errors: [{ message, extensions: { code } }] }, { status, headers: { 'cache-control': 'no-store', ...extra } });

/** The shop's own origin as the shopper reached it (behind a proxy: its forwarded host and protocol). */
export function requestOrigin(request: Request): string {
  const own = new URL(request.url);
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host') ?? own.host;
  const proto = request.headers.get('x-forwarded-proto') ?? own.protocol.replace(':', '');
  return `${proto}://${host}`;
}

/**
 * Whether a request that changes something comes from the shop's own pages: `Sec-Fetch-Site`
 * (same-origin) where the browser sends it, else `Origin` equal to the shop's; a request with
 * neither (not a browser) passes, because it carries no shopper's cookie by accident.
 */
export function isSameOrigin(request: Request): boolean {
  const site = request.headers.get('sec-fetch-site');
  if (site) return site === 'same-origin' || site === 'none';
  const origin = request.headers.get('origin');
  if (!origin) return true;
  return origin === requestOrigin(request);
}

export async function forwardToGateway(request: Request, identity: ShopIdentity): Promise<Response> {
  const url = new URL(request.url);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  if (hasBody && !isSameOrigin(request)) return refuse(403, 'CROSS_SITE_REQUEST', 'Requests that change something must come from the shop itself');
  const body = hasBody ? await readBodyCapped(request, MAX_FORWARDED_BODY) : undefined;
  if (body === 'too-large') return refuse(413, 'BODY_TOO_LARGE', `The body may have at most ${MAX_FORWARDED_BODY} bytes`);
  const headers = new Headers();
  for (const name of PASSED_HEADERS) {
    const value = request.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  const path = `${url.pathname}${url.search}`;
  const signature = identityHeaders(identity, { method: request.method, path, body, idempotencyKey: headers.get('idempotency-key') ?? undefined });
  for (const [name, value] of Object.entries(signature)) headers.set(name, value);
  let upstream: Response;
  try {
    upstream = await fetch(`${gatewayUrl()}${path}`, {
      method: request.method,
      headers,
      body,
      redirect: 'manual',
      cache: 'no-store',
      signal: AbortSignal.timeout(15_000),
    });
  } catch {
    return refuse(502, 'GATEWAY_UNAVAILABLE', 'The gateway cannot be reached');
  }
  const out = new Headers();
  upstream.headers.forEach((value, name) => {
    // fetch has already decoded the body; CORS and cookies are never the gateway's to set for the shop.
    if (['content-encoding', 'content-length', 'transfer-encoding', 'connection', 'set-cookie'].includes(name) || name.startsWith('access-control-')) return;
    out.set(name, value);
  });
  return new Response(upstream.body, { status: upstream.status, statusText: upstream.statusText, headers: out });
}

/**
 * The route handlers of a tenant's app: `api` for /api/gateway/ and /api/search/* (the visitor of
 * the signed cookie, a first visit gets one, the shopper's address and the tenant, vouched for by
 * the shop's signature), `images` for product images.
 */
export function createGatewayHandlers(tenant: TenantConfig) {
  async function api(request: Request): Promise<Response> {
    const visitor = visitorOf(request);
    const upstream = await forwardToGateway(request, {
      tenant: tenant.key,
      visitor: visitor.id,
      clientIp: clientIpOf(request.headers),
      token: sessionTokenFromCookies(request.headers.get('cookie')),
    });
    if (!visitor.fresh) return upstream;
    const response = new NextResponse(upstream.body, { status: upstream.status, headers: upstream.headers });
    response.cookies.set(visitor.cookie());
    // An answer that sets a visitor's id must never be stored by a shared cache.
    response.headers.set('cache-control', 'private, no-store');
    return response;
  }
  const images = (request: Request) => forwardToGateway(request, { tenant: tenant.key });
  /**
   * `POST /api/mailings/unsubscribe?s=…`: a mailing's one-click unsubscribe (RFC 8058). The mail
   * program posts `List-Unsubscribe=One-Click` from anywhere, with no cookie: the signed `s` is the
   * authority (the gateway checks it), so this one write is taken from another origin. Only that
   * body, only the `s` parameter, nothing of the request's identity passes on.
   */
  async function oneClickUnsubscribe(request: Request): Promise<Response> {
    const body = await readTextCapped(request, 1024);
    if (body === 'too-large' || new URLSearchParams(body).get('List-Unsubscribe') !== 'One-Click')
      return refuse(400, 'NOT_ONE_CLICK', 'The body is List-Unsubscribe=One-Click (RFC 8058)');
    const s = new URL(request.url).searchParams.get('s') ?? '';
    const path = `/api/mailings/unsubscribe?${new URLSearchParams({ s })}`;
    const upstream = await fetch(new URL(path, `${gatewayUrl()}/`), {
      method: 'POST',
      headers: identityHeaders({ tenant: tenant.key }, { method: 'POST', path, body: undefined, idempotencyKey: undefined }),
      cache: 'no-store',
      signal: AbortSignal.timeout(10_000),
    }).catch(() => undefined);
    if (!upstream) return refuse(502, 'GATEWAY_UNAVAILABLE', 'Please try again later');
    // The mail program wants a status; a person who opens it sees a line.
    const text = upstream.status === 200 ? 'Unsubscribed.' : upstream.status === 404 ? 'Not found, or already unsubscribed.' : 'Please try again later.';
    return new Response(text, { status: upstream.status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });
  }
  return { api, images, oneClickUnsubscribe };
}
