import { fullLoginOf } from '../../http/context';
import { type Route, sendJson } from '../../http/router';
import { invoiceDocument } from './service';

/**
 * `GET /api/account/invoices/{number}.pdf`: one of the customer's invoices as a PDF (full login;
 * the shop forwards the request with the customer's identity). Another customer's number answers
 * 404, exactly as a number that does not exist.
 */
export const invoiceRoutes: Route[] = [
  {
    path: /^\/api\/account\/invoices\/([^/]+)\.pdf$/,
    fuzz: { requests: [{ method: 'GET', path: '/api/account/invoices/70000001.pdf' }] },
    async handle(context, req, res, match) {
      if (req.method !== 'GET' && req.method !== 'HEAD') return sendJson(res, 405, { error: { code: 'method-not-allowed', message: 'GET only' } });
      const customer = fullLoginOf(context);
      if (!customer) return sendJson(res, 401, { error: { code: 'login-required', message: 'This needs a customer who logged in with the password' } });
      const document = await invoiceDocument(context, customer, decodeURIComponent(match[1] ?? ''));
      if (!document) return sendJson(res, 404, { error: { code: 'not-found', message: 'No such invoice' } });
      res.writeHead(200, {
        'content-type': 'application/pdf',
        'content-length': String(document.bytes.byteLength),
        'content-disposition': `attachment; filename="${document.filename}"`,
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
      });
      res.end(req.method === 'HEAD' ? undefined : document.bytes);
    },
  },
];
