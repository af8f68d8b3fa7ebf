import type { Database } from './db/database';

export interface GatewayContext {
  db: Database;
}
