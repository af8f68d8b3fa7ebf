import type { VitalsPayload } from '@vitrine/vitals';
import type { Database } from '../../db/database';

export async function insertVital(db: Pick<Database, 'query'>, tenant: string, metric: VitalsPayload, at: Date): Promise<void> {
  await db.query(
    `insert into web_vitals (tenant, name, value, rating, page_type, device_type, pathname, navigation_type, connection, environment, recorded_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [tenant, metric.name, metric.value, metric.rating, metric.pageType, metric.deviceType, metric.pathname, metric.navigationType, metric.connection, metric.environment, at],
  );
}

export interface P75Point {
  tenant: string;
  pageType: string;
  deviceType: string;
  name: 'INP' | 'LCP' | 'CLS';
  /** Start of the hour. */
  bucket: Date;
  p75: number;
  count: number;
}

/** The 75th percentile per tenant, page type, device, metric and hour since `since`. */
export async function p75ByHour(db: Pick<Database, 'query'>, since: Date): Promise<P75Point[]> {
  const rows = await db.query<{ tenant: string; page_type: string; device_type: string; name: P75Point['name']; bucket: Date | string; p75: number; n: number }>(
    `select tenant, coalesce(page_type, 'other') as page_type, coalesce(device_type, 'unknown') as device_type, name,
            date_trunc('hour', recorded_at) as bucket,
            percentile_cont(0.75) within group (order by value) as p75, count(*)::int as n
     from web_vitals where recorded_at >= $1
     group by 1, 2, 3, 4, 5 order by 5, 1, 2, 3`,
    [since],
  );
  return rows.map((r) => ({ tenant: r.tenant, pageType: r.page_type, deviceType: r.device_type, name: r.name, bucket: new Date(r.bucket), p75: Number(r.p75), count: r.n }));
}

/** Reports older than the retention are deleted (the page shows a week; 90 days are kept). */
export async function pruneVitals(db: Pick<Database, 'query'>, before: Date): Promise<void> {
  await db.query('delete from web_vitals where recorded_at < $1', [before]);
}
