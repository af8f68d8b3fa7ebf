import type { AddressInfo } from 'node:net';
import { openDatabase, type Database } from '../src/db/database';
import { migrate } from '../src/db/migrations';
import { seed } from '../src/db/seed';
import { createGateway } from '../src/server';

export interface TestGateway {
  db: Database;
  /** http://127.0.0.1:<port> */
  base: string;
  close(): Promise<void>;
}

/**
 * A gateway over HTTP on a real PostgreSQL: embedded PGlite in memory, or TEST_DATABASE_URL;
 * migrated and seeded with `products` demo products.
 */
export async function startTestGateway({ products }: { products?: number } = {}): Promise<TestGateway> {
  const db = await openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL, dataDir: 'memory://' });
  await migrate(db);
  await seed(db, products === undefined ? {} : { products });
  const { server } = createGateway({ db });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    db,
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await db.close();
    },
  };
}
