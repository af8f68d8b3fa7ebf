import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { GraphQLError } from 'graphql';
import { createSchema, createYoga } from 'graphql-yoga';
import type { Database } from '../db/database';
import { gatewayRoot } from '../db/migrate';
import { contentRoutes } from '../modules/content/routes';
import { healthRoutes } from '../modules/health/routes';
import { imageRoutes } from '../modules/images/routes';
import { searchRoutes } from '../modules/search/routes';
import { type Clock, contextOf, type GatewayContext, type Random, systemClock, systemRandom } from './context';
import { resolvers } from './resolvers';
import { findRoute, type Route, sendJson } from './router';

/** The contract: every module's SDL merged by codegen into schema.graphql at the package root. */
export const typeDefs = readFileSync(join(gatewayRoot(), 'schema.graphql'), 'utf8');

/** The REST routes of the modules (GraphQL is served at /api/gateway/). */
export const ROUTES: readonly Route[] = [...healthRoutes, ...imageRoutes, ...contentRoutes, ...searchRoutes];

/** What yoga gets per request: the gateway's context and the node request and response. */
type ServerContext = GatewayContext & { req: IncomingMessage; res: ServerResponse };

export interface GatewayOptions {
  db: Database;
  /** Log one line per notable event. Default: nothing. */
  log?: (line: string) => void;
  /** Secret of the session tokens (HS256). Default: VITRINE_SESSION_SECRET, else random per start. */
  sessionSecret?: string;
  /** Default: the system clock. */
  clock?: Clock;
  /** Default: crypto's random UUIDs. */
  random?: Random;
}

/** Anything a resolver threw by accident is logged and masked; refusals (GraphQLErrors of their own) are shown. */
function masker(log: (line: string) => void) {
  return (error: unknown, message: string) => {
    // By name, not instanceof: the schema tools may bring their own copy of graphql-js.
    const isGraphQLError = (e: unknown): e is GraphQLError => e instanceof Error && e.name === 'GraphQLError';
    if (isGraphQLError(error)) {
      const original = error.originalError;
      if (!original || isGraphQLError(original)) return error;
      log(`resolver error: ${original.stack ?? String(original)}`);
      return new GraphQLError(message, { nodes: error.nodes, path: error.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } });
    }
    log(`error: ${String(error)}`);
    return new GraphQLError(message, { extensions: { code: 'INTERNAL_SERVER_ERROR' } });
  };
}

export function createGateway({
  db,
  log = () => undefined,
  sessionSecret = process.env.VITRINE_SESSION_SECRET || randomBytes(32).toString('hex'),
  clock = systemClock,
  random = systemRandom,
}: GatewayOptions) {
  // Resolvers are typed from the SDL by codegen (src/generated/resolvers.ts): no casts at this seam.
  const schema = createSchema<ServerContext>({ typeDefs, resolvers });
  const deps = { db, clock, random, sessionSecret };
  const yoga = createYoga<ServerContext>({
    schema,
    graphqlEndpoint: '/api/gateway/',
    // GET is allowed for queries (the client prefers it for short ones); mutations must POST.
    landingPage: false,
    graphiql: process.env.NODE_ENV !== 'production',
    maskedErrors: { maskError: masker(log) },
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://gateway');
    const context = contextOf(req, deps);
    if (context === 'unknown-tenant') return sendJson(res, 400, { error: { code: 'unknown-tenant', message: 'x-vitrine-tenant names no tenant of this gateway' } });
    // The request's context was built (and its tenant checked) before yoga is called: it is yoga's server context.
    if (url.pathname.startsWith('/api/gateway')) {
      await yoga(req, res, context);
      return;
    }
    const found = findRoute(ROUTES, url.pathname);
    if (found) return found.route.handle(context, req, res, found.match, url);
    sendJson(res, 404, { error: 'not found' });
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      log(`request failed: ${String(error)}`);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: 'internal error' }));
    });
  });
  return { server, yoga };
}
