import type { IncomingMessage, ServerResponse } from 'node:http';
import type { GatewayContext } from './context';
import type { LimitKind } from './rate-limit';

/** A REST route of a module: a path pattern and its handler. */
export interface Route {
  /** Matched against the path (without the query string). */
  path: RegExp;
  /** Which rate limit a request of this route counts against, if any (writes and search). */
  limit?(method: string, url: URL): LimitKind | undefined;
  /** Accepts browser form posts (application/x-www-form-urlencoded): only the sandbox payment provider's own pages. */
  acceptsForms?: boolean;
  handle(context: GatewayContext, req: IncomingMessage, res: ServerResponse, match: RegExpExecArray, url: URL): Promise<void>;
}

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
