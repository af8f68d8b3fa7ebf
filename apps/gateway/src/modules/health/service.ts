import type { Database } from '../../db/database';

export async function productCount(db: Pick<Database, 'query'>): Promise<number> {
  const [row] = await db.query<{ count: number }>('select count(*)::int as count from products');
  return row?.count ?? 0;
}

/** The gateway's state, answered by GET /health and the GraphQL `health` query alike. */
export async function health(db: Database): Promise<{ ok: true; database: Database['kind']; products: number }> {
  return { ok: true, database: db.kind, products: await productCount(db) };
}
