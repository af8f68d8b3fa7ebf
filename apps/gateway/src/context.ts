import type { Database } from './db/database';

export interface GatewayContext {
  db: Database;
  /** The shop's visitor id (header x-vitrine-visitor), set by the shop's server from its HttpOnly cookie. */
  visitor?: string | undefined;
}
