import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database';
import { createJobQueue } from '../src/jobs/queue';
import { openTestDatabase, startTestGateway } from './harness';

describe('the timed jobs', () => {
  it('are scheduled on the job queue (once per period across every gateway): payments every minute, housekeeping every hour', async () => {
    const gateway = await startTestGateway({ products: 3, schedules: true });
    try {
      const rows = await gateway.db.query<{ name: string; cron: string }>('select name, cron from pgboss.schedule order by name');
      expect(rows).toEqual([
        { name: 'payments-every-minute', cron: '* * * * *' },
        { name: 'purge-every-hour', cron: '0 * * * *' },
      ]);
      const queues = await gateway.db.query<{ name: string; policy: string }>(
        `select name, policy from pgboss.queue where name in ('payments-every-minute', 'purge-every-hour') order by name`,
      );
      expect(queues).toEqual([
        { name: 'payments-every-minute', policy: 'singleton' },
        { name: 'purge-every-hour', policy: 'singleton' },
      ]);
    } finally {
      await gateway.close();
    }
  });
});

describe('jobs across gateways', () => {
  it('runs each job once when several gateways work the same queue', async () => {
    const { db, close, url } = await openTestDatabase();
    // A second gateway: its own connection pool to the same database on a server; on PGlite (one process) the same database.
    const other = url ? await openDatabase({ databaseUrl: url }) : db;
    const runs = new Map<string, string[]>();
    const queues = ['gateway-1', 'gateway-2'].map((name) => {
      const queue = createJobQueue(name === 'gateway-1' ? db : other, { pollingIntervalSeconds: 0.5, schedules: false, log: () => undefined });
      queue.work('test-once', async (data) => {
        const id = String(data.id);
        runs.set(id, [...(runs.get(id) ?? []), name]);
      });
      return queue;
    });
    try {
      expect(await Promise.all(queues.map((q) => q.start()))).toEqual([true, true]);
      const ids = Array.from({ length: 40 }, (_, i) => `job-${i}`);
      // Sent through either gateway.
      for (const [i, id] of ids.entries()) await queues[i % 2]!.send('test-once', { id });
      const deadline = Date.now() + 20_000;
      while (runs.size < ids.length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      // A moment more: a job run twice would show up now.
      await new Promise((r) => setTimeout(r, 1500));
      expect([...runs.keys()].sort()).toEqual([...ids].sort());
      expect([...runs.values()].every((by) => by.length === 1)).toBe(true);
      // On a server, both gateways worked (each polls; neither holds the queue for itself).
      if (url) expect(new Set([...runs.values()].flat())).toEqual(new Set(['gateway-1', 'gateway-2']));
    } finally {
      await Promise.all(queues.map((q) => q.stop()));
      if (other !== db) await other.close();
      await close();
    }
  });
});
