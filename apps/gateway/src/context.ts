import type { TenantConfig } from '@vitrine/tenant-config';
import type { Database } from './db/database';

export interface GatewayContext {
  db: Database;
  /** The tenant the shop named in `x-vitrine-tenant` (no header: the base configuration). */
  tenant: TenantConfig;
  /** The shop's visitor id (header x-vitrine-visitor), set by the shop's server from its HttpOnly cookie. */
  visitor?: string | undefined;
}
