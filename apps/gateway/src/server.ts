import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { GraphQLError } from 'graphql';
import { createSchema, createYoga } from 'graphql-yoga';
import type { GatewayContext } from './context';
import type { Database } from './db/database';
import { health } from './health';
import { productImageSvg } from './images';
import { resolvers } from './resolvers';
import { handleSearch } from './search/routes';
import { navigation, parseNavigationFile } from './content/navigation';
import { TENANT_HEADER } from '@vitrine/tenant-config';
import { tenantOf } from './tenants';

/** The SDL sits at the package root, one level above both src/ and dist/. */
export const typeDefs = readFileSync(new URL('../schema.graphql', import.meta.url), 'utf8');

export interface GatewayOptions {
  db: Database;
  /** Log one line per notable event. Default: nothing. */
  log?: (line: string) => void;
  /** Secret of the session tokens (HS256). Default: VITRINE_SESSION_SECRET, else random per start. */
  sessionSecret?: string;
}

export function createGateway({ db, log = () => undefined, sessionSecret = process.env.VITRINE_SESSION_SECRET || randomBytes(32).toString('hex') }: GatewayOptions) {
  const schema = createSchema<GatewayContext>({ typeDefs, resolvers: resolvers as never });
  const yoga = createYoga<{ req: IncomingMessage; res: ServerResponse }, GatewayContext>({
    schema: schema as never,
    graphqlEndpoint: '/api/gateway/',
    context: ({ req }) => {
      const visitor = req.headers['x-vitrine-visitor'];
      // handle() has already refused an unknown tenant.
      return { db, tenant: tenantOf(req.headers[TENANT_HEADER])!, visitor: typeof visitor === 'string' ? visitor : undefined };
    },
    // GET is allowed for queries (the client prefers it for short ones); mutations must POST.
    landingPage: false,
    graphiql: process.env.NODE_ENV !== 'production',
    maskedErrors: {
      maskError(error, message) {
        // Validation, coercion and input errors are GraphQLErrors of their own: shown as they are.
        // Anything a resolver threw by accident is logged and masked.
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
      },
    },
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://gateway');
    const tenant = tenantOf(req.headers[TENANT_HEADER]);
    if (!tenant) {
      res.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { code: 'unknown-tenant', message: `${TENANT_HEADER} names no tenant of this gateway` } }));
      return;
    }
    if (url.pathname === '/health') {
      try {
        const body = await health(db);
        res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
        res.end(JSON.stringify(body));
      } catch (error) {
        res.writeHead(503, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ ok: false, error: String(error) }));
      }
      return;
    }
    const image = /^\/api\/images\/([A-Za-z0-9]{4,20})\/([1-8])\.svg$/.exec(url.pathname);
    if (image) {
      const [row] = await db.query<{ hue: number; image_count: number }>('select hue, image_count from products where sku = $1', [image[1]]);
      if (!row || Number(image[2]) > row.image_count) {
        res.writeHead(404, { 'content-type': 'text/plain' }).end('no such image');
        return;
      }
      res.writeHead(200, { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=86400, immutable' });
      res.end(productImageSvg(image[1]!, Number(image[2]), row.hue));
      return;
    }
    const staticFile = /^\/api\/content\/static\/([^/]+)$/.exec(url.pathname);
    if (staticFile) {
      const file = parseNavigationFile(staticFile[1]!);
      if (!file) {
        res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: 'no such file' }));
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'public, max-age=900' });
      res.end(JSON.stringify(await navigation(db, file)));
      return;
    }
    if (url.pathname.startsWith('/api/gateway')) return yoga(req, res);
    if (await handleSearch(db, req, res, url, sessionSecret, tenant)) return;
    res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: 'not found' }));
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
