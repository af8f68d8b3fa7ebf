import { returnLabelPdf } from '@vitrine/documents';
import { createI18n, type ProductLocale } from '@vitrine/i18n';
import { documentCustomer, type Route, sendDocument, sendJson } from '../../http/router';

/**
 * `GET /api/account/returns/{id}/label.pdf`: the label of one of the customer's returns (full login;
 * the shop forwards with the customer's identity). Another customer's return answers 404, as one
 * that does not exist.
 */
export const returnRoutes: Route[] = [
  {
    path: /^\/api\/account\/returns\/([^/]+)\/label\.pdf$/,
    fuzz: { requests: [{ method: 'GET', path: '/api/account/returns/RT-00000000/label.pdf' }] },
    async handle(context, req, res, match) {
      const customer = documentCustomer(context, req, res);
      if (!customer) return;
      const id = decodeURIComponent(match[1] ?? '');
      const [row] = /^RT-[0-9A-F]{8}$/.test(id)
        ? await context.db.query<{
            order_number: string;
            pickup_on: string | null;
            locale: ProductLocale;
            address: { firstName: string; lastName: string; street: string; houseNumber: string; postalCode: string; city: string; country: string };
          }>(
            `select r.order_number, r.pickup_on::text as pickup_on, o.locale, o.address from returns r join orders o on o.number = r.order_number
              where r.id = $1 and r.customer_id = $2 and r.tenant = $3`,
            [id, customer, context.tenant.key],
          )
        : [];
      if (!row) return sendJson(res, 404, { error: { code: 'not-found', message: 'No such return' } });
      const lines = await context.db.query<{ quantity: number; name: string; variant_label: string | null }>(
        `select r.quantity, l.name, l.variant_label from return_lines r join order_lines l on l.order_number = $2 and l.position = r.line_position
          where r.return_id = $1 order by r.line_position`,
        [id, row.order_number],
      );
      const { legal } = context.tenant.company;
      const a = row.address;
      const bytes = await returnLabelPdf(await createI18n(row.locale), {
        id,
        orderNumber: row.order_number,
        sender: { name: `${a.firstName} ${a.lastName}`, street: `${a.street} ${a.houseNumber}`, postalCode: a.postalCode, city: a.city, country: a.country },
        recipient: { name: context.tenant.company.name, street: legal.street, postalCode: legal.postalCode, city: legal.city, country: legal.country },
        pickupOn: row.pickup_on,
        lines: lines.map((l) => ({ quantity: l.quantity, description: l.variant_label ? `${l.name}, ${l.variant_label}` : l.name })),
      });
      sendDocument(req, res, bytes, { filename: `${id}.pdf`, contentType: 'application/pdf' });
    },
  },
];
