import { documentCustomer, type Route, sendDocument, sendJson } from '../../http/router';
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
      const customer = documentCustomer(context, req, res);
      if (!customer) return;
      const data = await customerDataExport(context, customer);
      if (!data) return sendJson(res, 404, { error: { code: 'not-found', message: 'No such customer' } });
      const body = Buffer.from(`${JSON.stringify(data, null, 2)}\n`);
      const day = context.clock.now().toISOString().slice(0, 10);
      sendDocument(req, res, body, {
        filename: `vitrine-${context.tenant.key}-${(data.account as { customer_no: string }).customer_no}-${day}.json`,
        contentType: 'application/json; charset=utf-8',
      });
    },
  },
];
