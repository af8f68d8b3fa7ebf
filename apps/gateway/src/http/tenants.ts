import { deTenant } from '@vitrine/tenant-de';
import { chTenant } from '@vitrine/tenant-ch';
import { nlTenant } from '@vitrine/tenant-nl';
import type { TenantConfig } from '@vitrine/tenant-config';

/** The tenants this gateway serves, by key; a shop names its own in the `x-vitrine-tenant` header. */
export const TENANTS: Readonly<Record<string, TenantConfig>> = Object.fromEntries([deTenant, chTenant, nlTenant].map((t) => [t.key, t]));

/** The tenant a request names (no header: shop-de's, the base configuration with its account on), or undefined for an unknown key. */
export function tenantOf(header: string | string[] | undefined): TenantConfig | undefined {
  if (header === undefined) return TENANTS.base;
  return typeof header === 'string' ? TENANTS[header] : undefined;
}

/** The tenant whose navigation file a client id names (`navigation-{clientId}-…`). */
export function tenantOfClient(clientId: string): TenantConfig | undefined {
  return Object.values(TENANTS).find((t) => t.clientId === clientId);
}
