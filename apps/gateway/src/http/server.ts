import { createHash, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { type DocumentNode, GraphQLError, Kind, type OperationDefinitionNode } from 'graphql';
import { createSchema, createYoga, type Plugin } from 'graphql-yoga';
import { type Database, DatabaseBusy } from '../db/database';
import { gatewayRoot } from '../db/migrate';
import type { CreditBureau } from '../adapters/credit-bureau';
import type { FileStore } from '../adapters/file-store';
import type { PaymentProvider } from '../adapters/payments';
import { TENANT_HEADER } from '@vitrine/tenant-config';
import type { MailSender } from '../adapters/mail';
import { httpShopNotifier, type ShopNotifier, shopOrigins as shopOriginsOf } from './shops';
import { productCacheTag } from '@vitrine/catalog-rules';
import { BodyTooLarge, hasNul, MAX_BODY_BYTES, mediaType, readBody } from './body';
import { type Clock, confirmSession, contextOf, type GatewayContext, type JobQueue, ownerOf, type Passwords, type Random, systemClock, systemRandom } from './context';
import { graphqlLimits } from './graphql-limits';
import { type GraphQLParams, loadPersistedDocuments, resolveDocument } from './persisted';
import { RateLimiter } from './rate-limit';
import type { Resolvers } from '../generated/resolvers';
import { idempotencyKeyOf, isMutation, runOnce, WRITE_METHODS } from './idempotent';
import { requestHash } from './idempotency-store';
import { findRoute, type Route, sendJson } from './router';
import { claimsIdentity, trustOf } from './trust';
import { keyRingOf } from './tokens';

/** The contract: every module's SDL merged by codegen into schema.graphql at the package root. */
export const typeDefs = readFileSync(join(gatewayRoot(), 'schema.graphql'), 'utf8');

/** What yoga gets per request: the gateway's context and the node request and response. */
type ServerContext = GatewayContext & { req: IncomingMessage; res: ServerResponse };

export interface GatewayOptions {
  db: Database;
  /** The modules' REST routes and resolvers, wired by the composition root (src/app.ts). */
  routes: readonly Route[];
  resolvers: Resolvers;
  /** Log one line per notable event. Default: nothing. */
  log?: (line: string) => void;
  /** Secret of the session tokens (HS256; a key ring `k2:…,k1:…`). Every gateway of a deployment has the same (no process makes one up). */
  sessionSecret: string;
  /** The key ring the shops sign their requests with (`VITRINE_GATEWAY_SECRET`), shared with them. */
  identitySecret: string;
  /** The key ring of payment links and preview links (`VITRINE_LINK_SECRET`), shared with the shops. */
  linkSecret: string;
  /** Production: introspection off, only persisted documents, no GraphiQL. Default: NODE_ENV is `production`. */
  production?: boolean;
  /** Password hashing (the identity module's scrypt, made by the composition root). */
  passwords: Passwords;
  /** Default: the system clock. */
  clock?: Clock;
  /** Default: crypto's random UUIDs. */
  random?: Random;
  /** Default: {@link RATE_LIMITS}. */
  limiter?: RateLimiter;
  /** Where mails go (the composition root, src/app.ts, chooses the adapter). */
  mail: MailSender;
  /** Each tenant's shop origin (mail links). Default: VITRINE_SHOP_ORIGINS over the embedded default's ports. */
  shopOrigins?: Record<string, string>;
  /** Tells the shops which cached pages went stale. Default: their `POST /api/revalidate`, signed with the identity secret. */
  shopNotifier?: ShopNotifier;
  /** The payment provider (the composition root, src/app.ts, chooses the adapter). */
  payments: PaymentProvider;
  /** The job queue (the composition root makes it: src/jobs/queue.ts). */
  jobs: JobQueue;
  /** The credit bureau (the composition root chooses the adapter). */
  creditBureau: CreditBureau;
  /** Where attached files are kept (the composition root chooses the store). */
  files: FileStore;
  /**
   * The token the operator listener asks for (HTTP Basic password, or `Authorization: Bearer`).
   * Default: VITRINE_OPS_TOKEN; none: the listener's loopback binding is its only guard.
   */
  operatorToken?: string;
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

/**
 * Operations are limited per address and per visitor before they run, mutations by the write
 * buckets and queries by the read buckets: one over its bucket answers 429.
 */
function operationLimits(): Plugin<ServerContext> {
  return {
    async onExecute({ args, setResultAndStopExecution }) {
      const operation = (args.document as DocumentNode).definitions.find(
        (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION && (!args.operationName || d.name?.value === args.operationName),
      );
      if (operation?.operation !== 'mutation' && operation?.operation !== 'query') return;
      const context = args.contextValue;
      const wait = await context.limiter.check(operation.operation === 'mutation' ? 'write' : 'read', { ip: context.clientIp, owner: ownerOf(context) });
      if (wait > 0) {
        setResultAndStopExecution({
          errors: [
            new GraphQLError('Too many requests: try again later', {
              extensions: { code: 'RATE_LIMITED', retryAfter: wait, http: { status: 429, headers: { 'retry-after': String(wait) } } },
            }),
          ],
        });
      }
    },
  };
}

/** A refusal of the HTTP layer in the GraphQL-over-HTTP shape. */
function sendGraphQLError(res: ServerResponse, status: number, code: string, message: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers });
  res.end(JSON.stringify({ errors: [{ message, extensions: { code } }] }));
}

/** The operator's token, as the password of HTTP Basic (a browser asks for it) or a Bearer token; compared in constant time. */
function operatorAuthorized(req: IncomingMessage, token: string): boolean {
  const header = req.headers.authorization ?? '';
  const [scheme = '', value = ''] = header.split(' ', 2);
  let given = '';
  if (scheme.toLowerCase() === 'bearer') given = value;
  else if (scheme.toLowerCase() === 'basic') given = Buffer.from(value, 'base64').toString('utf8').split(':').slice(1).join(':');
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(token).digest();
  return given !== '' && timingSafeEqual(a, b);
}

/** JSON bodies only: a form or multipart POST (which a browser sends cross-site without asking) never reaches a resolver. */
const JSON_TYPES = new Set(['application/json', 'application/graphql-response+json']);

/** Headers a gateway answer never carries: no CORS (the gateway serves the shops' servers, not browsers). */
const DROPPED_HEADERS = /^access-control-/i;

export function createGateway({
  db,
  routes,
  resolvers,
  passwords,
  log = () => undefined,
  sessionSecret,
  identitySecret,
  linkSecret,
  production = process.env.NODE_ENV === 'production',
  clock = systemClock,
  random = systemRandom,
  limiter = new RateLimiter(),
  mail,
  shopOrigins = shopOriginsOf(),
  operatorToken = process.env.VITRINE_OPS_TOKEN || undefined,
  payments,
  jobs,
  creditBureau,
  files,
  shopNotifier = httpShopNotifier({ origins: shopOrigins, secret: identitySecret, now: () => clock.now().getTime() / 1000, log }),
}: GatewayOptions) {
  // Resolvers are typed from the SDL by codegen (src/generated/resolvers.ts): no casts at this seam.
  const schema = createSchema<ServerContext>({ typeDefs, resolvers });
  /** Tells the shops, each product once; true when every shop took the word. */
  const notifyStaleProducts = (productSkus: readonly string[]) => shopNotifier([...new Set(productSkus)].map(productCacheTag));
  /** The same in the background (the request that changed the stock does not wait for the shops). */
  const staleProducts = (productSkus: readonly string[], onceTold?: () => Promise<void>) => {
    if (!productSkus.length) return;
    void notifyStaleProducts(productSkus)
      .then((told) => (told ? onceTold?.() : undefined))
      .catch((error: unknown) => log(`stale pages: ${String(error)}`));
  };
  const deps = { db, clock, random, sessionKeys: keyRingOf(sessionSecret), passwords, linkSecret, limiter, mail, payments, jobs, creditBureau, files, shopOrigins, staleProducts };
  const documents = loadPersistedDocuments();
  const yoga = createYoga<ServerContext>({
    schema,
    graphqlEndpoint: '/api/gateway/',
    // GET is allowed for queries (the client prefers it for short ones); mutations must POST.
    landingPage: false,
    graphiql: !production,
    cors: false,
    batching: false,
    multipart: false,
    maskedErrors: { maskError: masker(log) },
    plugins: [graphqlLimits({ production }), operationLimits()],
  });

  async function graphqlRequest(context: GatewayContext, req: IncomingMessage, res: ServerResponse, url: URL, requester: string | null): Promise<void> {
    const method = req.method ?? 'GET';
    let params: GraphQLParams;
    if (method === 'POST') {
      if (!JSON_TYPES.has(mediaType(req.headers['content-type']))) return sendGraphQLError(res, 415, 'UNSUPPORTED_MEDIA_TYPE', 'GraphQL requests are POSTed as application/json');
      let parsed: unknown;
      try {
        parsed = JSON.parse((await readBody(req)).toString('utf8'));
      } catch (error) {
        if (error instanceof BodyTooLarge) return sendGraphQLError(res, 413, 'BODY_TOO_LARGE', error.message);
        return sendGraphQLError(res, 400, 'BAD_REQUEST', 'The body must be a JSON object');
      }
      // One operation per request: a batch (an array) is refused.
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return sendGraphQLError(res, 400, 'BAD_REQUEST', 'The body must be one JSON object (no batches)');
      params = parsed as GraphQLParams;
    } else if (method === 'GET') {
      const query = url.searchParams;
      const json = (name: string) => {
        const raw = query.get(name);
        if (raw === null) return undefined;
        try {
          return JSON.parse(raw) as unknown;
        } catch {
          return null;
        }
      };
      params = {
        query: query.get('query') ?? undefined,
        documentId: query.get('documentId') ?? undefined,
        operationName: query.get('operationName') ?? undefined,
        variables: json('variables'),
        extensions: json('extensions'),
      };
    } else {
      return sendGraphQLError(res, 405, 'METHOD_NOT_ALLOWED', 'GraphQL is served by GET (queries) and POST', { allow: 'GET, POST' });
    }
    // PostgreSQL text cannot hold NUL: a variable with one is refused here, before any resolver, as
    // bad input (a resolver that passed it on failed inside; the fuzz test found two).
    if (hasNul(params.variables)) return sendGraphQLError(res, 400, 'BAD_USER_INPUT', 'Variables must not contain NUL characters');
    const resolved = resolveDocument(params, documents, production);
    if (!resolved.ok) return sendGraphQLError(res, resolved.status, resolved.code, resolved.message);
    const headers = new Headers();
    for (const name of ['accept', 'content-type']) {
      const value = req.headers[name];
      if (typeof value === 'string') headers.set(name, value);
    }
    const target = new URL(url.pathname, 'http://gateway');
    let init: RequestInit;
    if (method === 'GET') {
      for (const [name, value] of Object.entries(resolved.params)) {
        if (value !== undefined) target.searchParams.set(name, typeof value === 'string' ? value : JSON.stringify(value));
      }
      init = { method, headers };
    } else {
      headers.set('content-type', 'application/json');
      init = { method, headers, body: JSON.stringify(resolved.params) };
    }
    const execute = async () => {
      const answer = await yoga.fetch(target, init, { ...context, req, res });
      const out: Record<string, string> = {};
      answer.headers.forEach((value, name) => {
        if (!DROPPED_HEADERS.test(name) && name !== 'content-length') out[name] = value;
      });
      out['cache-control'] ??= 'no-store';
      const body = Buffer.from(await answer.arrayBuffer());
      res.writeHead(answer.status, { ...out, 'content-length': String(body.length) });
      res.end(body);
    };
    // Every mutation POSTed with an Idempotency-Key runs once per key (queries ignore the header).
    if (method !== 'POST' || !isMutation(resolved.params.query, resolved.params.operationName)) return execute();
    const { query, operationName, variables } = resolved.params;
    return runOnce(
      context,
      req,
      res,
      () => requestHash('graphql', requester, query, operationName ?? null, variables ?? null),
      execute,
      (status, code, message, extra) => sendGraphQLError(res, status, code, message, extra),
    );
  }

  let draining = false;

  /** The gateway's own context, for work no shopper asked for (jobs, the operator's pages): a tenant's (default the base; an order's job takes its order's own shop). */
  const systemContext = (tenant = 'base'): GatewayContext => {
    const context = contextOf({ headers: { [TENANT_HEADER]: tenant } } as unknown as IncomingMessage, deps);
    if (context === 'unknown-tenant') throw new Error(`no tenant "${tenant}"`);
    return context;
  };

  // The shops' listener serves GraphQL and the modules' routes; the operator listener only the
  // operator routes (the outbox, the operations page), on a port no shop forwards to.
  const publicRoutes = routes.filter((route) => !route.operator);
  const operatorRoutes = routes.filter((route) => route.operator);

  async function handle(req: IncomingMessage, res: ServerResponse, listener: 'public' | 'operator'): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://gateway');
    if (draining) return sendJson(res, 503, { ok: false }, 'no-store');
    if (listener === 'operator' && operatorToken !== undefined && !operatorAuthorized(req, operatorToken)) {
      res.writeHead(401, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', 'www-authenticate': 'Basic realm="Vitrine operations", charset="UTF-8"' });
      res.end('The operations listener asks for its token.');
      return;
    }
    if (listener === 'operator') {
      // The operator is no shopper: no shop's signature, no visitor or session (its Authorization is the token).
      const found = findRoute(operatorRoutes, url.pathname);
      if (!found) return sendJson(res, 404, { error: 'not found' });
      return found.route.handle(systemContext(), req, res, found.match, url);
    }
    const isGraphql = url.pathname === '/api/gateway' || url.pathname.startsWith('/api/gateway/');
    const found = isGraphql ? undefined : findRoute(publicRoutes, url.pathname);
    // A route that takes files says how large its body may be; every other body is capped alike.
    const maxBody = found?.route.maxBodyBytes ?? MAX_BODY_BYTES;
    // A shop's signature covers the body: a signed write's body is read (capped) before it is checked.
    let signedBody: Buffer | undefined;
    if (claimsIdentity(req) && WRITE_METHODS.has(req.method ?? 'GET')) {
      try {
        signedBody = await readBody(req, maxBody);
      } catch (error) {
        if (error instanceof BodyTooLarge) return sendJson(res, 413, { error: { code: 'body-too-large', message: error.message } });
        throw error;
      }
    }
    const trust = trustOf(req, identitySecret, clock.now(), signedBody);
    if (!trust.ok)
      return sendJson(res, 401, {
        error: { code: 'untrusted-identity', reason: trust.reason, message: "Visitor, session and client address are accepted only with the shop's signature" },
      });
    const context = contextOf(req, deps, trust.clientIp);
    if (context === 'unknown-tenant') return sendJson(res, 400, { error: { code: 'unknown-tenant', message: 'x-vitrine-tenant names no tenant of this gateway' } });
    // Who sent the request, as its signed token says (before a revoked session is turned into a guest's):
    // part of an idempotent write's identity, so that a retried logout is the same request.
    const requester = ownerOf(context) ?? null;
    await confirmSession(context);
    if (isGraphql) return graphqlRequest(context, req, res, url, requester);
    if (!found) return sendJson(res, 404, { error: 'not found' });
    const type = mediaType(req.headers['content-type']);
    const formPost = found.route.acceptsForms && type === 'application/x-www-form-urlencoded';
    const ownType = found.route.bodyTypes?.includes(type) ?? false;
    if (req.method === 'POST' && !formPost && !ownType && !JSON_TYPES.has(type) && Number(req.headers['content-length'] ?? 0) > 0) {
      return sendJson(res, 415, { error: { code: 'unsupported-media-type', message: 'POST bodies are application/json' } });
    }
    if (Number(req.headers['content-length'] ?? 0) > maxBody)
      return sendJson(res, 413, { error: { code: 'body-too-large', message: `The body may have at most ${maxBody} bytes` } });
    const write = WRITE_METHODS.has(req.method ?? 'GET');
    let body: Buffer = Buffer.alloc(0);
    if (write && idempotencyKeyOf(req) !== undefined) {
      // The body is part of the request's identity: read (once; the handler gets the same bytes) and hashed.
      try {
        body = await readBody(req, maxBody);
      } catch (error) {
        if (error instanceof BodyTooLarge) return sendJson(res, 413, { error: { code: 'body-too-large', message: error.message } });
        throw error;
      }
    }
    const respond = async () => {
      const kind = found.route.limit?.(req.method ?? 'GET', url);
      if (kind) {
        const wait = await limiter.check(kind, { ip: context.clientIp, owner: ownerOf(context) });
        if (wait > 0) {
          res.setHeader('retry-after', String(wait));
          res.setHeader('ratelimit-policy', limiter.policy(kind));
          return sendJson(res, 429, { error: { code: 'rate-limited', retryAfter: wait, message: 'Too many requests: try again later' } });
        }
      }
      return found.route.handle(context, req, res, found.match, url);
    };
    if (!write) return respond();
    // Every REST write with an Idempotency-Key runs once per key, as the mutations do.
    return runOnce(
      context,
      req,
      res,
      () => requestHash('rest', req.method, url.pathname + url.search, requester, body.toString('base64')),
      respond,
      (status, code, message, extra) => {
        for (const [name, value] of Object.entries(extra ?? {})) res.setHeader(name, value);
        sendJson(res, status, { error: { code: code.toLowerCase().replaceAll('_', '-'), message } });
      },
    );
  }

  const listen = (listener: 'public' | 'operator'): Server => {
    const made = createServer((req, res) => {
      handle(req, res, listener).catch((error: unknown) => {
        const busy = error instanceof DatabaseBusy;
        log(`request failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
        if (!res.headersSent) res.writeHead(busy ? 503 : 500, { 'content-type': 'application/json', 'cache-control': 'no-store', ...(busy ? { 'retry-after': '5' } : {}) });
        res.end(JSON.stringify({ error: busy ? 'busy' : 'internal error' }));
      });
    });
    // Slow clients cannot hold a connection open: whole headers in 10 s, the whole request in 30 s.
    made.headersTimeout = 10_000;
    made.requestTimeout = 30_000;
    return made;
  };
  const server = listen('public');
  const operatorServer = listen('operator');
  return {
    /** The shops' listener: GraphQL, the modules' routes, the sandbox provider's pages. */
    server,
    /** The operator listener: the outbox and the operations page (bind it to loopback, its own port). */
    operatorServer,
    yoga,
    /** The gateway's own context for its jobs (src/jobs, wired by the composition root). */
    systemContext,
    /** Tells the shops which products' pages went stale (in the background); `onceTold` runs when every shop took the word. */
    staleProducts,
    /** The same, awaited (a job's retry): the shops' cached pages of these products are expired. */
    notifyStaleProducts,
    /** From now on every request (health too) answers 503: the gateway is about to stop. */
    drain() {
      draining = true;
    },
  };
}
