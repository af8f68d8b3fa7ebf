import { VISITOR_HEADER } from '@vitrine/session';
import { TENANT_HEADER, type TenantConfig } from '@vitrine/tenant-config';
import { NextResponse } from 'next/server';
import { gatewayUrl } from './env';
import { visitorOf } from './visitor';

/**
 * Forwards the app's own /api/gateway/, /api/search/* and /api/images/* to the gateway read from
 * GATEWAY_URL at run time (next.config rewrites are fixed at build time). It forwards; it never
 * authorises: every permission check is the gateway's.
 */
const HOP_BY_HOP = ['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'host', 'content-length'];

/** Headers only the shop's server may set: a browser's own values are dropped. */
const SERVER_ONLY = [VISITOR_HEADER, TENANT_HEADER];

export async function forwardToGateway(request: Request, extra: Record<string, string> = {}): Promise<Response> {
  const url = new URL(request.url);
  const headers = new Headers(request.headers);
  for (const name of [...HOP_BY_HOP, ...SERVER_ONLY]) headers.delete(name);
  headers.set('x-forwarded-host', url.host);
  for (const [name, value] of Object.entries(extra)) headers.set(name, value);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  let upstream: Response;
  try {
    upstream = await fetch(`${gatewayUrl()}${url.pathname}${url.search}`, {
      method: request.method,
      headers,
      body: hasBody ? await request.arrayBuffer() : undefined,
      redirect: 'manual',
      cache: 'no-store',
      signal: AbortSignal.timeout(15_000),
    });
  } catch {
    return Response.json({ errors: [{ message: 'The gateway cannot be reached', extensions: { code: 'GATEWAY_UNAVAILABLE' } }] }, { status: 502 });
  }
  const out = new Headers(upstream.headers);
  // fetch has already decoded the body.
  for (const name of ['content-encoding', 'content-length', 'transfer-encoding', 'connection']) out.delete(name);
  return new Response(upstream.body, { status: upstream.status, statusText: upstream.statusText, headers: out });
}

/**
 * The route handlers of a tenant's app: `api` for /api/gateway/ and /api/search/* (the visitor id
 * from the HttpOnly cookie, a first visit gets one, and the tenant), `images` for product images.
 */
export function createGatewayHandlers(tenant: TenantConfig) {
  async function api(request: Request): Promise<Response> {
    const visitor = visitorOf(request);
    const upstream = await forwardToGateway(request, { [VISITOR_HEADER]: visitor.id, [TENANT_HEADER]: tenant.key });
    if (!visitor.fresh) return upstream;
    const response = new NextResponse(upstream.body, { status: upstream.status, headers: upstream.headers });
    response.cookies.set(visitor.cookie());
    // An answer that sets a visitor's id must never be stored by a shared cache.
    response.headers.set('cache-control', 'private, no-store');
    return response;
  }
  const images = (request: Request) => forwardToGateway(request, { [TENANT_HEADER]: tenant.key });
  return { api, images };
}
