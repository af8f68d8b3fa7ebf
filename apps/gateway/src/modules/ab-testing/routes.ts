import { isAbVariant } from '@vitrine/tenant-config';
import { readJsonObject } from '../../http/body';
import { type Route, sendJson } from '../../http/router';

/**
 * `POST /api/ab/exposures` `{ test, variant }`: the visitor (the shop's signed cookie id) saw a
 * variant of one of the tenant's active tests. The first variant a visitor was shown stays theirs;
 * the answer says which it is.
 */
export const abTestingRoutes: Route[] = [
  {
    path: /^\/api\/ab\/exposures$/,
    limit: (method) => (method === 'POST' ? 'beacon' : undefined),
    fuzz: {
      requests: [
        { method: 'POST', path: '/api/ab/exposures', body: ['test', 'variant'] },
        { method: 'GET', path: '/api/ab/exposures' },
      ],
    },
    async handle({ db, tenant, visitor, clock }, req, res) {
      if (req.method !== 'POST') {
        res.setHeader('allow', 'POST');
        return sendJson(res, 405, { error: { code: 'method-not-allowed', message: 'Exposures are POSTed' } });
      }
      if (!visitor) return sendJson(res, 400, { error: { code: 'no-visitor', message: 'An exposure needs the visitor' } });
      const body = await readJsonObject(req, 1024);
      if (!body) return sendJson(res, 400, { error: { code: 'bad-exposure', message: 'The body must be a JSON object' } });
      if (typeof body.test !== 'string' || !tenant.abTesting.activeTests.includes(body.test))
        return sendJson(res, 404, { error: { code: 'no-such-test', message: 'Not an active test of this shop' } });
      if (!isAbVariant(body.variant)) return sendJson(res, 400, { error: { code: 'bad-variant', message: 'The variant is A or B' } });
      const now = clock.now();
      const [row] = await db.query<{ variant: string; views: number }>(
        `insert into ab_exposures (tenant, test, visitor, variant, first_seen, last_seen) values ($1, $2, $3, $4, $5, $5)
         on conflict (tenant, test, visitor) do update set last_seen = excluded.last_seen, views = ab_exposures.views + 1
         returning variant, views`,
        [tenant.key, body.test, visitor, body.variant, now],
      );
      return sendJson(res, 200, { test: body.test, variant: row!.variant, views: row!.views });
    },
  },
];

/** Visitors and views per tenant, test and variant (the operations page). */
export async function exposureCounts(db: { query<T>(sql: string, params?: readonly unknown[]): Promise<T[]> }) {
  return db.query<{ tenant: string; test: string; variant: string; visitors: number; views: number }>(
    'select tenant, test, variant, count(*)::int as visitors, sum(views)::int as views from ab_exposures group by 1, 2, 3 order by 1, 2, 3',
  );
}
