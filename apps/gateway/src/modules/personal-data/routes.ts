import { fullLoginOf } from '../../http/context';
import { type Route, sendJson } from '../../http/router';
import { customerDataExport } from './export';

/**
 * `GET /api/account/data-export`: everything stored about the customer as one JSON file to keep
 * (GDPR articles 15 and 20; full login: the shop forwards the request with the customer's identity).
 */
export const personalDataRoutes: Route[] = [
  {
    path: /^\/api\/account\/data-export$/,
    fuzz: { requests: [{ method: 'GET', path: '/api/account/data-export' }] },
    async handle(context, req, res) {
      if (req.method !== 'GET' && req.method !== 'HEAD') return sendJson(res, 405, { error: { code: 'method-not-allowed', message: 'GET only' } });
      const customer = fullLoginOf(context);
      if (!customer) return sendJson(res, 401, { error: { code: 'login-required', message: 'This needs a customer who logged in with the password' } });
      const data = await customerDataExport(context, customer);
      if (!data) return sendJson(res, 404, { error: { code: 'not-found', message: 'No such customer' } });
      const body = Buffer.from(`${JSON.stringify(data, null, 2)}\n`);
      const day = context.clock.now().toISOString().slice(0, 10);
      res.writeHead(200, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': String(body.byteLength),
        'content-disposition': `attachment; filename="vitrine-${context.tenant.key}-${(data.account as { customer_no: string }).customer_no}-${day}.json"`,
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
      });
      res.end(req.method === 'HEAD' ? undefined : body);
    },
  },
];
