import { createGatewayClient, type GatewayClient } from '@vitrine/graphql-client';
import { TENANT_HEADER, type TenantConfig } from '@vitrine/tenant-config';
import { gatewayUrl } from './env';

const clients = new Map<string, GatewayClient>();

/** The server's typed gateway client of a tenant: GATEWAY_URL in front, the tenant header on every call. */
export function serverGateway(tenant: Pick<TenantConfig, 'key'>): GatewayClient {
  let client = clients.get(tenant.key);
  if (!client) {
    client = createGatewayClient({ serverHost: gatewayUrl(), headers: { [TENANT_HEADER]: tenant.key } });
    clients.set(tenant.key, client);
  }
  return client;
}

/** The REST APIs of the gateway (search), for the server: an absolute URL with the tenant's header to send. */
export function gatewayRequest(tenant: Pick<TenantConfig, 'key'>, path: string): { url: URL; headers: Record<string, string> } {
  return { url: new URL(path, `${gatewayUrl()}/`), headers: { [TENANT_HEADER]: tenant.key } };
}
