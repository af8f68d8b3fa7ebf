import { documentCustomer, type Route, sendDocument, sendJson } from '../../http/router';
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
      const customer = documentCustomer(context, req, res);
      if (!customer) return;
      const document = await invoiceDocument(context, customer, decodeURIComponent(match[1] ?? ''));
      if (!document) return sendJson(res, 404, { error: { code: 'not-found', message: 'No such invoice' } });
      sendDocument(req, res, document.bytes, { filename: document.filename, contentType: 'application/pdf' });
    },
  },
];
