import { parseVitalsPayload } from '@vitrine/vitals';
import { BodyTooLarge, readBody } from '../../http/body';
import { type Route, sendJson } from '../../http/router';
import { insertVital } from './repository';

/** A report is a few hundred bytes. */
const MAX_REPORT_BYTES = 4096;

/**
 * `POST /api/vitals`: one web-vitals report of a shopper's browser, forwarded by the shop's
 * `/api/vitals` (spec §7 payload), checked with @vitrine/vitals' rule, kept for the operations page.
 */
export const vitalsRoutes: Route[] = [
  {
    path: /^\/api\/vitals$/,
    limit: (method) => (method === 'POST' ? 'beacon' : undefined),
    fuzz: {
      requests: [
        {
          method: 'POST',
          path: '/api/vitals',
          body: [
            'id',
            'name',
            'value',
            'delta',
            'rating',
            'pathname',
            'interactionType',
            'target',
            'navigationType',
            'userAgent',
            'pageType',
            'connection',
            'deviceType',
            'loadState',
            'environment',
          ],
        },
      ],
    },
    async handle({ db, tenant, clock }, req, res) {
      if (req.method !== 'POST') {
        res.setHeader('allow', 'POST');
        return sendJson(res, 405, { error: { code: 'method-not-allowed', message: 'Reports are POSTed' } });
      }
      let body: unknown;
      try {
        body = JSON.parse((await readBody(req, MAX_REPORT_BYTES)).toString('utf8'));
      } catch (error) {
        if (error instanceof BodyTooLarge) return sendJson(res, 413, { error: { code: 'body-too-large', message: `At most ${MAX_REPORT_BYTES} bytes` } });
        return sendJson(res, 400, { error: { code: 'bad-report', message: 'The body must be a JSON object' } });
      }
      const metric = parseVitalsPayload(body);
      if (!metric) return sendJson(res, 400, { error: { code: 'bad-report', message: 'Not a web-vitals report of INP, LCP or CLS' } });
      await insertVital(db, tenant.key, metric, clock.now());
      res.writeHead(204, { 'cache-control': 'no-store' }).end();
    },
  },
];
