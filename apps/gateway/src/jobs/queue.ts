import { type Db, type Job, PgBoss } from 'pg-boss';
import type { Database } from '../db/database';
import type { JobQueue } from '../http/context';

/**
 * The gateway's job queue: pg-boss (PostgreSQL's `SKIP LOCKED` queue, well kept, with a PGlite
 * backend) on the gateway's own database, embedded PGlite or a server. A job is stored in the
 * database before the request that asked for it answers, runs once across every gateway of the
 * deployment, and is retried when its gateway died holding it. pg-boss's statements go through the
 * gateway's `Database`, so on PGlite they wait their turn in its one queue and never land inside a
 * request's transaction.
 */

export interface QueueOptions {
  /** Seconds between two looks for new jobs (default 1; pg-boss's floor is 0.5). */
  pollingIntervalSeconds?: number;
  /** Runs the timed work (default true; a test gateway that runs it by hand turns it off). */
  schedules?: boolean;
  log: (line: string) => void;
}

/** pg-boss's database door over the gateway's (parameters: one statement; none: a script whose rows are all answered). */
function adapterOf(db: Database): Db {
  return {
    executeSql: async (text, values) => ({ rows: values?.length ? await db.query(text, values) : await db.script(text) }),
  };
}

type Handler = (data: Record<string, unknown>) => Promise<void>;

/**
 * The queue of one gateway: `send` stores a job (after `start`), `work` names what runs it. Starting
 * creates or migrates pg-boss's schema (`pgboss`) under its own advisory lock; a database that cannot
 * take it leaves the gateway up and says so in the log, and `send` refuses.
 */
export function createJobQueue(
  db: Database,
  { pollingIntervalSeconds = 1, schedules: timed = true, log }: QueueOptions,
): JobQueue & {
  /** What runs the jobs of a queue (named by the module that sends them); register before `start`. */
  work(name: string, handler: Handler): void;
  /**
   * Work on a clock (`cron`, UTC, a minute at the finest): each time it is due it runs once across
   * every gateway of the deployment, never beside its previous run; register before `start`.
   */
  schedule(name: string, cron: string, handler: () => Promise<void>): void;
  start(): Promise<boolean>;
  stop(): Promise<void>;
} {
  const boss = new PgBoss({ db: adapterOf(db), backend: db.kind === 'pglite' ? 'pglite' : 'postgres', schema: 'pgboss', schedule: timed });
  boss.on('error', (error: Error) => log(`jobs: ${error.message}`));
  const handlers = new Map<string, Handler>();
  const schedules = new Map<string, { cron: string; handler: () => Promise<void> }>();
  let started: Promise<boolean> | undefined;
  let stopped = false;
  return {
    work(name, handler) {
      handlers.set(name, handler);
    },
    schedule(name, cron, handler) {
      if (timed) schedules.set(name, { cron, handler });
    },
    start() {
      started ??= (async () => {
        try {
          await boss.start();
          for (const [name, handler] of handlers) {
            // Retried with growing waits; a job that still fails after its retries stays failed in the table, for the operator.
            if (!(await boss.getQueue(name))) await boss.createQueue(name, { retryLimit: 5, retryDelay: 10, retryBackoff: true, expireInSeconds: 300 });
            await boss.work<Record<string, unknown>>(name, { pollingIntervalSeconds, batchSize: 5 }, async (jobs: Job<Record<string, unknown>>[]) => {
              for (const job of jobs) await handler(job.data);
            });
          }
          for (const [name, { cron, handler }] of schedules) {
            // `singleton`: at most one run active; a run that takes longer than its period is not doubled.
            if (!(await boss.getQueue(name))) await boss.createQueue(name, { policy: 'singleton', retryLimit: 0, expireInSeconds: 600 });
            await boss.schedule(name, cron);
            await boss.work(name, { pollingIntervalSeconds, batchSize: 1 }, async () => handler());
          }
          return true;
        } catch (error) {
          log(`jobs: the queue did not start: ${error instanceof Error ? error.message : String(error)}`);
          return false;
        }
      })();
      return started;
    },
    async send(name, data, options) {
      if (stopped || !(await (started ?? Promise.resolve(false)))) throw new Error('the job queue is not running');
      const within = options?.within;
      const id = await boss.send(name, data, {
        ...(options?.startAfter ? { startAfter: options.startAfter } : {}),
        // In the caller's transaction: pg-boss's insert goes through it.
        ...(within ? { db: { executeSql: async (text: string, values?: unknown[]) => ({ rows: await within.query(text, values ?? []) }) } } : {}),
      });
      if (!id) throw new Error(`the job queue took no job for ${name}`);
      return id;
    },
    async cancel(name, id) {
      await boss.cancel(name, id);
    },
    async stop() {
      stopped = true;
      if (started && (await started)) await boss.stop({ graceful: true, timeout: 5_000 }).catch((error: unknown) => log(`jobs: ${String(error)}`));
    },
  };
}
