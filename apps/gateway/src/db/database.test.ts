import { describe, expect, it } from 'vitest';
import { DatabaseBusy, openDatabase } from './database';

describe('PGlite queue', () => {
  it('refuses work beyond its length at once, and work that waited past its bound when its turn comes', async () => {
    const db = await openDatabase({ dataDir: 'memory://', timeouts: { queueLength: 2, queueWaitMs: 20 } });
    try {
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      // A transaction holds the one connection until released.
      const holder = db.transaction(async (tx) => {
        await held;
        return tx.query<{ one: number }>('select 1 as one');
      });
      const waiting = db.query('select 2');
      await expect(db.query('select 3')).rejects.toBeInstanceOf(DatabaseBusy);
      await new Promise((r) => setTimeout(r, 40));
      release();
      expect(await holder).toEqual([{ one: 1 }]);
      await expect(waiting).rejects.toThrow(/waited more than 20 ms/);
      // Once the queue is free, work runs again.
      expect(await db.query<{ four: number }>('select 4 as four')).toEqual([{ four: 4 }]);
    } finally {
      await db.close();
    }
  });
});
