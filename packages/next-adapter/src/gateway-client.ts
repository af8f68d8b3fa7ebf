import { createGatewayClient, type GatewayClient } from '@vitrine/graphql-client';
import { VISITOR_HEADER } from '@vitrine/session';
import { CLIENT_IP_HEADER, SIGNATURE_HEADER, signIdentity } from '@vitrine/session/server';
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

/**
 * The headers that tell the gateway who asks, with the shop's HMAC over them (valid for five
 * minutes). Without a visitor and an address the shop asks for itself (a page for its cache).
 */
export function identityHeaders({ tenant, visitor, clientIp, token }: ShopIdentity): Record<string, string> {
  const out: Record<string, string> = { [TENANT_HEADER]: tenant };
  if (visitor) out[VISITOR_HEADER] = visitor;
  if (clientIp) out[CLIENT_IP_HEADER] = clientIp;
  const authorization = token ? `Bearer ${token}` : undefined;
  if (authorization) out.authorization = authorization;
  // The time in whole minutes: a shop's own reads keep the same headers for a minute, so Next's
  // fetch cache (whose key includes the headers) still hits; the gateway accepts five minutes.
  out[SIGNATURE_HEADER] = signIdentity({ tenant, visitor, clientIp, authorization }, secret('gateway'), Math.floor(Date.now() / 60_000) * 60);
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

function signingClient(identity: ShopIdentity): GatewayClient {
  const client = baseClient(identity.tenant);
  return {
    request: (document, variables, options = {}) => client.request(document, variables, { ...options, headers: { ...options.headers, ...identityHeaders(identity) } }),
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
  const visitor = await visitorId();
  const headers = await requestHeaders();
  return signingClient({ tenant: tenant.key, visitor, clientIp: clientIpOf(headers), token: sessionTokenFromCookies(headers.get('cookie')) });
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
export function gatewayRequest(tenant: Pick<TenantConfig, 'key'>, path: string, shopper: Omit<ShopIdentity, 'tenant'> = {}): { url: URL; headers: Record<string, string> } {
  return { url: new URL(path, `${gatewayUrl()}/`), headers: identityHeaders({ tenant: tenant.key, ...shopper }) };
}
