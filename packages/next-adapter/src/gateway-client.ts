import { createGatewayClient, documentIdOf, type GatewayClient } from '@vitrine/graphql-client';
import { unstable_cache } from 'next/cache';
import { VISITOR_HEADER } from '@vitrine/session';
import { CLIENT_IP_HEADER, SIGNATURE_HEADER, signRequest } from '@vitrine/session/server';
import { TENANT_HEADER, type TenantConfig } from '@vitrine/tenant-config';
import { headers as requestHeaders } from 'next/headers';
import { clientIpOf } from './client-ip';
import { gatewayUrl, secret } from './env';
import { sessionTokenFromCookies } from './session-cookie';
import { knownVisitorId, visitorId } from './visitor-server';

/** Who the shop says it serves: the tenant, and for a shopper's request the visitor and the address. */
export interface ShopIdentity {
  tenant: string;
  visitor?: string | undefined;
  clientIp?: string | undefined;
  /** The shopper's session token (from the HttpOnly cookie), sent as a bearer token. */
  token?: string | undefined;
}

/** The request a signature is made for: as it goes over the wire to the gateway. */
export interface GatewayRequestLine {
  method: string;
  /** Path and query (`/api/search/searchv2?q=…`). */
  path: string;
  body?: string | Uint8Array | undefined;
  idempotencyKey?: string | undefined;
}

/**
 * The headers that tell the gateway who asks, with the shop's signature over them and over this
 * one request (method, path and query, the body's hash, the idempotency key), made now by the
 * current key of `VITRINE_GATEWAY_SECRET`'s ring and good for a minute. Without a visitor and an
 * address the shop asks for itself (a page for its cache).
 */
export function identityHeaders({ tenant, visitor, clientIp, token }: ShopIdentity, request: GatewayRequestLine): Record<string, string> {
  const out: Record<string, string> = { [TENANT_HEADER]: tenant };
  if (visitor) out[VISITOR_HEADER] = visitor;
  if (clientIp) out[CLIENT_IP_HEADER] = clientIp;
  const authorization = token ? `Bearer ${token}` : undefined;
  if (authorization) out.authorization = authorization;
  out[SIGNATURE_HEADER] = signRequest({ tenant, visitor, clientIp, authorization }, request, secret('gateway'), Date.now() / 1000);
  return out;
}

const clients = new Map<string, GatewayClient>();

function baseClient(tenant: string): GatewayClient {
  let client = clients.get(tenant);
  if (!client) {
    client = createGatewayClient({ serverHost: gatewayUrl() });
    clients.set(tenant, client);
  }
  return client;
}

/** Next's cache settings of a read (`init.next`), if the caller gave any. */
type NextCache = { revalidate?: number | false; tags?: string[] };

function signingClient(identity: ShopIdentity): GatewayClient {
  const client = baseClient(identity.tenant);
  const sign = (request: GatewayRequestLine) => identityHeaders(identity, request);
  return {
    request: (document, variables, options = {}) => {
      const { next, ...init } = (options.init ?? {}) as { next?: NextCache } & Record<string, unknown>;
      const send = () => client.request(document, variables, { ...options, init, sign });
      // A read for the shop's cache: its signature changes every second, so Next's fetch cache
      // (whose key holds the headers) cannot keep it; the answer is kept by its document and
      // variables instead, with the same time and tags. A shopper's read is never kept.
      if (!next || identity.visitor || identity.token || identity.clientIp) return send();
      const key = ['gateway', identity.tenant, documentIdOf(document) ?? document.toString(), JSON.stringify(variables ?? {})];
      return unstable_cache(send, key, { ...(next.revalidate !== undefined ? { revalidate: next.revalidate } : {}), ...(next.tags ? { tags: next.tags } : {}) })();
    },
  };
}

/** The server's typed gateway client of a tenant for its own reads (pages it renders, also for its cache): vouched for, no shopper. */
export function serverGateway(tenant: Pick<TenantConfig, 'key'>): GatewayClient {
  return signingClient({ tenant: tenant.key });
}

/**
 * In a server action or a dynamic page: the gateway client that acts for this shopper, with the
 * visitor of the signed cookie (a first visit gets one) and the shopper's address.
 */
export async function shopperGateway(tenant: Pick<TenantConfig, 'key'>): Promise<GatewayClient> {
  return signingClient({ tenant: tenant.key, ...(await shopper()) });
}

/** In a server action: who is asking (the visitor of the signed cookie, a first visit gets one; the address; the session). */
async function shopper(): Promise<Omit<ShopIdentity, 'tenant'>> {
  const visitor = await visitorId();
  const headers = await requestHeaders();
  return { visitor, clientIp: clientIpOf(headers), token: sessionTokenFromCookies(headers.get('cookie')) };
}

/**
 * In a server action: a REST request to the gateway for this shopper (the visitor of the signed
 * cookie, the address, the session), signed over its method, path, body and idempotency key. For
 * the endpoints GraphQL does not carry (a file's bytes: the contact form's uploads).
 */
export async function shopperRest(
  tenant: Pick<TenantConfig, 'key'>,
  path: string,
  {
    method = 'POST',
    body,
    headers: extra = {},
    idempotencyKey,
    timeoutMs = 20_000,
  }: { method?: string; body?: Uint8Array; headers?: Record<string, string>; idempotencyKey?: string; timeoutMs?: number } = {},
): Promise<Response> {
  const request = gatewayRequest(tenant, path, await shopper(), { method, ...(body ? { body } : {}), ...(idempotencyKey ? { idempotencyKey } : {}) });
  return fetch(request.url, {
    method,
    headers: { ...extra, ...request.headers },
    ...(body ? { body: body as BodyInit } : {}),
    cache: 'no-store',
    signal: AbortSignal.timeout(timeoutMs),
  });
}

/**
 * In a page render: the gateway client of the visitor of the signed cookie, or undefined on a first
 * visit (a render cannot set the cookie; the page shows what a new visitor has: nothing).
 */
export async function knownShopperGateway(tenant: Pick<TenantConfig, 'key'>): Promise<GatewayClient | undefined> {
  const visitor = await knownVisitorId();
  const headers = await requestHeaders();
  return visitor ? signingClient({ tenant: tenant.key, visitor, clientIp: clientIpOf(headers), token: sessionTokenFromCookies(headers.get('cookie')) }) : undefined;
}

/** In a route handler: the gateway client that acts for a known visitor (see `visitorOf`). */
export function visitorGateway(tenant: Pick<TenantConfig, 'key'>, visitor: string, clientIp?: string, token?: string): GatewayClient {
  return signingClient({ tenant: tenant.key, visitor, ...(clientIp ? { clientIp } : {}), ...(token ? { token } : {}) });
}

/** The REST APIs of the gateway (search), for the server: an absolute URL with the headers to send. */
export function gatewayRequest(
  tenant: Pick<TenantConfig, 'key'>,
  path: string,
  shopper: Omit<ShopIdentity, 'tenant'> = {},
  { method = 'GET', body, idempotencyKey }: Omit<GatewayRequestLine, 'path' | 'method'> & { method?: string } = {},
): { url: URL; headers: Record<string, string> } {
  const url = new URL(path, `${gatewayUrl()}/`);
  const headers = identityHeaders({ tenant: tenant.key, ...shopper }, { method, path: `${url.pathname}${url.search}`, body, idempotencyKey });
  return { url, headers: idempotencyKey ? { ...headers, 'idempotency-key': idempotencyKey } : headers };
}

/** A gateway's refusal carried out of the cache's function (so it is not kept). */
class GatewayAnswer extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`gateway answered ${status}`);
  }
}

/**
 * A public GET of the gateway's REST API for the shop's cache (no shopper): the JSON answer and
 * its status, kept by path with Next's time and tags (signed afresh whenever it is asked again).
 */
export function cachedGatewayGet<T = unknown>(
  tenant: Pick<TenantConfig, 'key'>,
  path: string,
  { revalidate, tags, timeoutMs = 10_000 }: { revalidate: number; tags: string[]; timeoutMs?: number },
): Promise<{ status: number; body: T }> {
  const read = async () => {
    const { url, headers } = gatewayRequest(tenant, path);
    const res = await fetch(url, { headers, cache: 'no-store', signal: AbortSignal.timeout(timeoutMs) });
    const body = (await res.json().catch(() => null)) as T;
    // A refusal or a failure is answered but never kept.
    if (!res.ok) throw new GatewayAnswer(res.status, body);
    return { status: res.status, body };
  };
  return unstable_cache(read, ['gateway-rest', tenant.key, path], { revalidate, tags })().catch((error: unknown) => {
    if (error instanceof GatewayAnswer) return { status: error.status, body: error.body as T };
    throw error;
  });
}
