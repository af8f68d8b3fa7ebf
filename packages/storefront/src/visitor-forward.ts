import { NextResponse } from 'next/server';
import { forwardToGateway } from './forward';
import { VISITOR_HEADER, visitorOf } from './visitor';

/**
 * The shop's /api/search/* and /api/gateway/: forwards to the gateway with the visitor id taken
 * from the HttpOnly cookie (a first visit gets one), so that a browser reads and changes only its
 * own search history, and its personalised recommendations follow its own searches.
 */
export async function forwardWithVisitor(request: Request): Promise<Response> {
  const visitor = visitorOf(request);
  const upstream = await forwardToGateway(request, { [VISITOR_HEADER]: visitor.id });
  if (!visitor.fresh) return upstream;
  const response = new NextResponse(upstream.body, { status: upstream.status, headers: upstream.headers });
  response.cookies.set(visitor.cookie());
  // An answer that sets a visitor's id must never be stored by a shared cache.
  response.headers.set('cache-control', 'private, no-store');
  return response;
}
