import { deliveryStatementPdf } from '@vitrine/documents';
import { createI18n, type ProductLocale } from '@vitrine/i18n';
import { documentCustomer, type Route, sendDocument, sendJson } from '../../http/router';

type Row = {
  order_number: string;
  carrier: 'dhl' | 'swiss-post' | 'postnl';
  tracking_number: string;
  status: 'shipped' | 'delivered';
  shipped_at: Date | string;
  delivered_at: Date | string | null;
  events: { at: string; kind: string; place: string }[];
  locale: ProductLocale;
  address: { firstName: string; lastName: string; street: string; houseNumber: string; postalCode: string; city: string; country: string };
};

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * `GET /api/account/deliveries/{id}/statement.pdf`: the proof of delivery of one of the customer's
 * parcels (full login; the shop forwards with the customer's identity). Another customer's parcel
 * answers 404 as one that does not exist; a parcel still on its way answers 409 `not-delivered`
 * (the account says the statement is unavailable until it arrives).
 */
export const orderRoutes: Route[] = [
  {
    path: /^\/api\/account\/deliveries\/([^/]+)\/statement\.pdf$/,
    fuzz: { requests: [{ method: 'GET', path: '/api/account/deliveries/d-39000101-1/statement.pdf' }] },
    async handle(context, req, res, match) {
      const customer = documentCustomer(context, req, res);
      if (!customer) return;
      const id = decodeURIComponent(match[1] ?? '');
      const [row] = /^[A-Za-z0-9-]{1,60}$/.test(id)
        ? await context.db.query<Row>(
            `select d.order_number, d.carrier, d.tracking_number, d.status, d.shipped_at, d.delivered_at, d.events, o.locale, o.address
               from deliveries d join orders o on o.number = d.order_number
              where d.id = $1 and o.customer_id = $2 and o.tenant = $3`,
            [id, customer, context.tenant.key],
          )
        : [];
      if (!row) return sendJson(res, 404, { error: { code: 'not-found', message: 'No such parcel' } });
      if (row.status !== 'delivered' || !row.delivered_at) return sendJson(res, 409, { error: { code: 'not-delivered', message: 'The parcel has not been delivered yet' } });
      const lines = await context.db.query<{ quantity: number; name: string; variant_label: string | null }>(
        `select p.quantity, l.name, l.variant_label from delivery_lines p join order_lines l on l.order_number = $2 and l.position = p.line_position
          where p.delivery_id = $1 order by p.line_position`,
        [id, row.order_number],
      );
      const i18n = await createI18n(row.locale);
      const { legal, name } = context.tenant.company;
      const a = row.address;
      const bytes = await deliveryStatementPdf(i18n, {
        seller: { name, street: legal.street, postalCode: legal.postalCode, city: legal.city, country: legal.country, vatId: legal.vatId, register: legal.register },
        recipient: { name: `${a.firstName} ${a.lastName}`, street: `${a.street} ${a.houseNumber}`, postalCode: a.postalCode, city: a.city, country: a.country },
        orderNumber: row.order_number,
        carrier: row.carrier,
        trackingNumber: row.tracking_number,
        shippedAt: iso(row.shipped_at),
        deliveredAt: iso(row.delivered_at),
        deliveredFrom: row.events.findLast((event) => event.kind === 'delivered')?.place ?? row.events.at(-1)?.place ?? null,
        lines: lines.map((l) => ({ quantity: l.quantity, description: l.variant_label ? `${l.name}, ${l.variant_label}` : l.name })),
        timeZone: context.tenant.timeZone,
      });
      sendDocument(req, res, bytes, { filename: `${id}.pdf`, contentType: 'application/pdf' });
    },
  },
];
