/**
 * Forwards a request of the app's own /api/gateway/ and /api/images/* to the gateway, read from
 * GATEWAY_URL at run time (next.config rewrites are fixed at build time, so they cannot follow a
 * gateway that moves between environments). It forwards; it never authorises.
 */
const HOP_BY_HOP = ['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'host', 'content-length'];

export function gatewayUrl(): string {
  return (process.env.GATEWAY_URL ?? 'http://127.0.0.1:4000').replace(/\/$/, '');
}

/** Headers only the shop's server may set: a browser's own values are dropped. */
const SERVER_ONLY = ['x-vitrine-visitor'];

export async function forwardToGateway(request: Request, extra: Record<string, string> = {}): Promise<Response> {
  const gateway = gatewayUrl();
  const url = new URL(request.url);
  const headers = new Headers(request.headers);
  for (const name of [...HOP_BY_HOP, ...SERVER_ONLY]) headers.delete(name);
  headers.set('x-forwarded-host', url.host);
  for (const [name, value] of Object.entries(extra)) headers.set(name, value);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  let upstream: Response;
  try {
    upstream = await fetch(`${gateway}${url.pathname}${url.search}`, {
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
