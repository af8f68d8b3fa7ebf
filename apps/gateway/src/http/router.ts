import type { IncomingMessage, ServerResponse } from 'node:http';
import { fullLoginOf, type GatewayContext } from './context';
import type { LimitKind } from './rate-limit';

/** A REST route of a module: a path pattern and its handler. */
export interface Route {
  /** Matched against the path (without the query string). */
  path: RegExp;
  /** Which rate limit a request of this route counts against, if any (writes and search). */
  limit?(method: string, url: URL): LimitKind | undefined;
  /**
   * Served on the operator listener only (its own port, bound to loopback, a token in production):
   * pages for the people who run the shop (the outbox, the operations page), which no shop forwards to.
   */
  operator?: true;
  /** Accepts browser form posts (application/x-www-form-urlencoded): only the sandbox payment provider's own pages. */
  acceptsForms?: boolean;
  /** Media types of POST bodies besides JSON (a file's bytes: `application/octet-stream`). */
  bodyTypes?: readonly string[];
  /** The largest body this route reads (default 64 KiB, `MAX_BODY_BYTES`): a file upload's. */
  maxBodyBytes?: number;
  handle(context: GatewayContext, req: IncomingMessage, res: ServerResponse, match: RegExpExecArray, url: URL): Promise<void>;
  /**
   * What the fuzz test (`npm test`, a sample) and `pnpm bench` (a thousand inputs each) send this
   * route: every endpoint it serves, or why it is left out. Required, so that a new route is fuzzed
   * without anyone remembering it.
   */
  fuzz: RouteFuzz;
}

/** One endpoint of a route as the fuzzer calls it; the generator fills in the values. */
export interface FuzzRequest {
  method: 'GET' | 'POST';
  /** A path the route answers (its pattern must match it, and no route before it). */
  path: string;
  /** The query parameters the handler reads (an unknown one is sent too). */
  params?: readonly string[];
  /** The fields of the JSON body the handler reads, `form` for a browser form post, `bytes` for a file's bytes. */
  body?: readonly string[] | 'form' | 'bytes';
  /** Request headers the handler reads (signatures, tokens). */
  headers?: readonly string[];
}

/** The endpoints to fuzz, or the reason a route is not fuzzed. */
export type RouteFuzz = { requests: readonly FuzzRequest[] } | { exempt: string };

/** Sends a JSON answer. */
export function sendJson(res: ServerResponse, status: number, body: unknown, cache = 'no-store'): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': cache });
  res.end(JSON.stringify(body));
}

/** The first route whose pattern matches the path. */
export function findRoute(routes: readonly Route[], path: string): { route: Route; match: RegExpExecArray } | undefined {
  for (const route of routes) {
    const match = route.path.exec(path);
    if (match) return { route, match };
  }
  return undefined;
}

/**
 * The customer of a route that serves one of their documents (GET or HEAD, full login), or
 * undefined once the refusal was sent: 405 for another method, 401 without a full login.
 */
export function documentCustomer(context: GatewayContext, req: IncomingMessage, res: ServerResponse): string | undefined {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    sendJson(res, 405, { error: { code: 'method-not-allowed', message: 'GET only' } });
    return undefined;
  }
  const customer = fullLoginOf(context);
  if (!customer) sendJson(res, 401, { error: { code: 'login-required', message: 'This needs a customer who logged in with the password' } });
  return customer;
}

/** Sends a customer's document as a download: private, never stored by a cache, never sniffed. */
export function sendDocument(req: IncomingMessage, res: ServerResponse, bytes: Uint8Array, { filename, contentType }: { filename: string; contentType: string }): void {
  res.writeHead(200, {
    'content-type': contentType,
    'content-length': String(bytes.byteLength),
    'content-disposition': `attachment; filename="${filename}"`,
    'cache-control': 'private, no-store',
    'x-content-type-options': 'nosniff',
  });
  res.end(req.method === 'HEAD' ? undefined : bytes);
}
