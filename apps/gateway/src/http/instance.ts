import { randomUUID } from 'node:crypto';
import type { Database } from '../db/database';

/** This gateway process among all of the deployment (a new one at every start). */
export const INSTANCE_ID = randomUUID();
/** How often a serving gateway says it is alive. */
export const HEARTBEAT_SECONDS = 1;
/**
 * A gateway silent this long is dead: what it left running is taken over. Five heartbeats: a
 * busy gateway still writes one within it; and even a wrong guess runs a write twice at most, never
 * orders twice (an order is one per attempt in its own transaction).
 */
export const SILENT_SECONDS = 5;

/**
 * Writes this gateway's heartbeat every {@link HEARTBEAT_SECONDS} until `stop()`, which removes it
 * (a gateway stopped on purpose has finished its requests first). Rows of gateways gone for a day
 * are dropped at start.
 */
export function startHeartbeat(db: Pick<Database, 'query'>, log: (line: string) => void): { stop(): Promise<void> } {
  let failing = false;
  const beat = async () => {
    try {
      await db.query('insert into gateway_instances (id, seen_at) values ($1, now()) on conflict (id) do update set seen_at = excluded.seen_at', [INSTANCE_ID]);
      if (failing) log('heartbeat: written again');
      failing = false;
    } catch (error) {
      if (!failing) log(`heartbeat: ${error instanceof Error ? error.message : String(error)}`);
      failing = true;
    }
  };
  const started = (async () => {
    await db.query(`delete from gateway_instances where seen_at < now() - interval '1 day'`).catch(() => undefined);
    await beat();
  })();
  const timer = setInterval(() => void beat(), HEARTBEAT_SECONDS * 1000);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await started;
      await db.query('delete from gateway_instances where id = $1', [INSTANCE_ID]).catch(() => undefined);
    },
  };
}
