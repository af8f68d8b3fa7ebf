import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import { GatewayError, type GraphQLErrorShape } from './errors';

/** A typed document: codegen's TypedDocumentString (or anything whose string form is the query). */
export type Document<TResult, TVariables> = DocumentTypeDecoration<TResult, TVariables> & { toString(): string; __meta__?: Record<string, unknown> | undefined };

/** The persisted document id codegen gave a document (`sha256:…`), if any. */
export function documentIdOf(document: { __meta__?: Record<string, unknown> | undefined }): string | undefined {
  const hash = document.__meta__?.hash;
  return typeof hash === 'string' && /^sha256:[0-9a-f]{64}$/.test(hash) ? hash : undefined;
}

export interface RetryOptions {
  /** Attempts after the first (default 2). */
  retries?: number;
  /** Base delay in ms, doubled per attempt (default 300). */
  baseDelayMs?: number;
  /** Upper bound of one delay in ms (default 5000). */
  maxDelayMs?: number;
}

export interface ClientOptions {
  /** Gateway address. Default `/api/gateway/`; a relative address gets `serverHost` in front. */
  url?: string;
  /** Prefixed to a relative `url` (on the server: `http://127.0.0.1:4000`). Default none. */
  serverHost?: string;
  /** Send queries by GET when the URL stays under `maxGetUrlLength` (default true). */
  preferGet?: boolean;
  /** Longest GET URL (default 2047 characters). */
  maxGetUrlLength?: number;
  /** Timeout of one attempt in ms (default 10000). */
  timeoutMs?: number;
  retry?: RetryOptions;
  /** Sent as `x-ec-token` when present. */
  ecToken?: string;
  headers?: Record<string, string>;
  /**
   * Every mutation gets an `Idempotency-Key` (a fresh UUID per `request()`, kept across its retries)
   * unless the caller gives one: a retried write runs once at the gateway. Default true.
   */
  autoIdempotencyKey?: boolean;
  /** Injected I/O: fetch, timers and randomness (defaults: the globals). */
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
}

export interface RequestOptions {
  signal?: AbortSignal;
  /**
   * The write's `Idempotency-Key`: the gateway runs it once per key and answers a retry with the first
   * answer. Give the key of the form's render (a double submit is then one write); without one a
   * mutation gets its own key for its retries (see `autoIdempotencyKey`).
   */
  idempotencyKey?: string;
  headers?: Record<string, string>;
  /** Extra fetch init (e.g. Next's `{ next: { revalidate, tags } }`). */
  init?: Record<string, unknown>;
  /**
   * Headers made per attempt from the request as it will be sent (method, the URL's path and
   * query, the body, the idempotency key): a server's signature bound to this one request.
   */
  sign?: (request: SentRequest) => Record<string, string>;
}

/** What an attempt sends, for {@link RequestOptions.sign}. */
export interface SentRequest {
  method: 'GET' | 'POST';
  /** Path and query as sent (`/api/gateway/?documentId=…`). */
  path: string;
  body?: string | undefined;
  idempotencyKey?: string | undefined;
}

export interface GatewayClient {
  request<TResult, TVariables>(document: Document<TResult, TVariables>, variables: TVariables, options?: RequestOptions): Promise<TResult>;
}

/**
 * A fresh idempotency key: a UUID (`crypto.randomUUID` exists only in secure contexts; a page served
 * over plain http gets 32 random hex digits from `getRandomValues`, which exists everywhere).
 */
function newKey(): string {
  if (typeof globalThis.crypto.randomUUID === 'function') return globalThis.crypto.randomUUID();
  return Array.from(globalThis.crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

const ACCEPT = 'application/graphql-response+json, application/json;q=0.9, multipart/mixed;q=0.5, text/event-stream;q=0.4';

export function operationKind(query: string): 'query' | 'mutation' | 'subscription' {
  // Descriptions ("…" and """…""") and fragments come before the operation's keyword: left out first.
  const bare = query.replace(/"""[\s\S]*?"""|"(?:[^"\\\n]|\\.)*"/g, '').replace(/fragment\s+\w+\s+on\s+\w+\s*\{[\s\S]*?\n\}/g, '');
  const m = /^\s*(?:#[^\n]*\n\s*)*(query|mutation|subscription)\b/.exec(bare);
  return (m?.[1] as 'mutation' | 'subscription' | undefined) ?? 'query';
}

interface Payload {
  data?: unknown;
  errors?: GraphQLErrorShape[];
  incremental?: { data?: Record<string, unknown>; path?: (string | number)[]; items?: unknown[]; errors?: GraphQLErrorShape[] }[];
  hasNext?: boolean;
}

/** Applies incremental delivery parts (@defer / @stream) to the initial result. */
function applyIncremental(result: Payload, part: Payload): void {
  if (part.errors) result.errors = [...(result.errors ?? []), ...part.errors];
  for (const inc of part.incremental ?? []) {
    if (inc.errors) result.errors = [...(result.errors ?? []), ...inc.errors];
    let target = result.data as Record<string | number, unknown> | undefined;
    for (const key of inc.path ?? []) target = target?.[key] as Record<string | number, unknown> | undefined;
    if (!target) continue;
    if (inc.items && Array.isArray(target)) target.push(...inc.items);
    else if (inc.data) Object.assign(target, inc.data);
  }
}

async function readPayload(response: Response): Promise<Payload> {
  const type = response.headers.get('content-type') ?? '';
  const text = await response.text();
  if (type.includes('multipart/mixed')) {
    const boundary = /boundary="?([^";]+)"?/.exec(type)?.[1] ?? '-';
    const parts = text
      .split(`--${boundary}`)
      .map((p) =>
        p
          .split(/\r?\n\r?\n/)
          .slice(1)
          .join('\n\n')
          .trim(),
      )
      .filter((p) => p.startsWith('{'));
    return mergeParts(parts.map((p) => JSON.parse(p) as Payload));
  }
  if (type.includes('text/event-stream')) {
    const events = text
      .split(/\r?\n\r?\n/)
      .map((block) =>
        block
          .split(/\r?\n/)
          .filter((l) => l.startsWith('data:'))
          .map((l) => l.slice(5).trim())
          .join('\n'),
      )
      .filter((d) => d.startsWith('{'));
    return mergeParts(events.map((d) => JSON.parse(d) as Payload));
  }
  return JSON.parse(text) as Payload;
}

function mergeParts(parts: Payload[]): Payload {
  const [first, ...rest] = parts;
  const result: Payload = { ...(first ?? {}) };
  for (const part of rest) applyIncremental(result, part);
  return result;
}

/** Retry-After as milliseconds: seconds or an HTTP date; undefined when absent or unreadable. */
export function retryAfterOf(header: string | null, now: number = Date.now()): number | undefined {
  if (!header) return undefined;
  if (/^\d{1,6}$/.test(header.trim())) return Number(header.trim()) * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/** The gateway address for this side: relative on the client, host-prefixed on the server. */
export function resolveGatewayUrl(url = '/api/gateway/', serverHost?: string): string {
  if (/^https?:\/\//.test(url) || !serverHost) return url;
  return `${serverHost.replace(/\/$/, '')}${url.startsWith('/') ? url : `/${url}`}`;
}

export function createGatewayClient(options: ClientOptions = {}): GatewayClient {
  const {
    preferGet = true,
    maxGetUrlLength = 2047,
    timeoutMs = 10_000,
    retry: { retries = 2, baseDelayMs = 300, maxDelayMs = 5_000 } = {},
    fetch: fetchImpl = globalThis.fetch.bind(globalThis),
    sleep = (ms) => new Promise((r) => setTimeout(r, ms)),
    random = Math.random,
    autoIdempotencyKey = true,
  } = options;
  const endpoint = resolveGatewayUrl(options.url, options.serverHost);

  async function attempt(query: string, documentId: string | undefined, variables: unknown, kind: string, request: RequestOptions): Promise<unknown> {
    const headers: Record<string, string> = { accept: ACCEPT, ...options.headers, ...request.headers };
    if (options.ecToken) headers['x-ec-token'] = options.ecToken;
    if (request.idempotencyKey) headers['idempotency-key'] = request.idempotencyKey;
    let url = endpoint;
    let init: RequestInit = { method: 'POST', headers };
    // A persisted document goes by its id (a production gateway runs nothing else); any other by its text.
    const body = JSON.stringify(documentId ? { documentId, variables } : { query, variables });
    if (kind === 'query' && preferGet) {
      const base = endpoint.startsWith('http') ? endpoint : `http://x${endpoint}`;
      const getUrl = new URL(base);
      if (documentId) getUrl.searchParams.set('documentId', documentId);
      else getUrl.searchParams.set('query', query);
      getUrl.searchParams.set('variables', JSON.stringify(variables ?? {}));
      const candidate = endpoint.startsWith('http') ? getUrl.toString() : `${getUrl.pathname}${getUrl.search}`;
      if (candidate.length < maxGetUrlLength) {
        url = candidate;
        init = { method: 'GET', headers };
      }
    }
    if (init.method === 'POST') {
      headers['content-type'] = 'application/json';
      init.body = body;
    }
    if (request.sign) {
      const sent = new URL(url, 'http://x');
      Object.assign(
        headers,
        request.sign({
          method: init.method as 'GET' | 'POST',
          path: `${sent.pathname}${sent.search}`,
          body: init.method === 'POST' ? body : undefined,
          idempotencyKey: request.idempotencyKey,
        }),
      );
    }
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = request.signal ? AbortSignal.any([request.signal, timeout]) : timeout;
    let response: Response;
    try {
      response = await fetchImpl(url, { ...init, ...request.init, signal } as RequestInit);
    } catch (cause) {
      const reason = timeout.aborted ? `timed out after ${timeoutMs} ms` : cause instanceof Error ? cause.message : String(cause);
      throw new GatewayError('network', reason, { cause });
    }
    let payload: Payload;
    try {
      payload = await readPayload(response);
    } catch (cause) {
      if (response.status === 429 || response.status === 503) payload = {};
      else throw new GatewayError('network', `${response.status} ${response.statusText}: unreadable answer`, { status: response.status, cause });
    }
    if (response.status === 429 || response.status === 503) {
      // Too many requests, or the gateway is busy: the answer says when to come back.
      const retryAfterMs = retryAfterOf(response.headers.get('retry-after'));
      throw new GatewayError('network', `${response.status} ${response.status === 429 ? 'Too Many Requests' : 'Service Unavailable'}`, {
        status: response.status,
        ...(payload.errors ? { errors: payload.errors } : {}),
        ...(retryAfterMs !== undefined ? { retryAfterMs } : {}),
      });
    }
    if (payload.errors?.length) {
      throw new GatewayError('graphql', payload.errors.map((e) => e.message).join('; '), { status: response.status, errors: payload.errors });
    }
    if (!response.ok) throw new GatewayError('network', `${response.status} ${response.statusText}`, { status: response.status });
    if (payload.data === undefined || payload.data === null) throw new GatewayError('no-content', 'No Content', { status: response.status });
    return payload.data;
  }

  return {
    async request(document, variables, given = {}) {
      const query = document.toString();
      const documentId = documentIdOf(document);
      const kind = operationKind(query);
      const request = kind === 'mutation' && !given.idempotencyKey && autoIdempotencyKey ? { ...given, idempotencyKey: newKey() } : given;
      const retryable = kind === 'query' || Boolean(request.idempotencyKey);
      for (let n = 0; ; n++) {
        try {
          return (await attempt(query, documentId, variables, kind, request)) as never;
        } catch (error) {
          const isNetwork = error instanceof GatewayError && error.kind === 'network';
          const status = error instanceof GatewayError ? error.details.status : undefined;
          // 409: the gateway still runs the first request with this key; asked again, it answers that request's answer.
          const inUse = Boolean(request.idempotencyKey) && error instanceof GatewayError && status === 409;
          const transient = inUse || (isNetwork && (status === undefined || status >= 500 || status === 429));
          if (!retryable || !transient || n >= retries || request.signal?.aborted) throw error;
          // Exponential backoff with jitter; never sooner than the server's Retry-After, and no retry when that is too far off.
          const ceiling = Math.min(maxDelayMs, baseDelayMs * 2 ** n);
          const retryAfter = error instanceof GatewayError ? error.details.retryAfterMs : undefined;
          if (retryAfter !== undefined && retryAfter > maxDelayMs) throw error;
          await sleep(Math.max(retryAfter ?? 0, Math.round(ceiling / 2 + (random() * ceiling) / 2)));
        }
      }
    },
  };
}

let shared: GatewayClient | undefined;

/**
 * The browser's one client of the page: the shop's own `/api/gateway/`, which the shop's server
 * forwards with the visitor and the tenant. Made on first use.
 */
export function browserGatewayClient(): GatewayClient {
  shared ??= createGatewayClient();
  return shared;
}
