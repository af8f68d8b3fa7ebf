import { describe, expect, it } from 'vitest';
import { startTestGateway } from './harness';

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
