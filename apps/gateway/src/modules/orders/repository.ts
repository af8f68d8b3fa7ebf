import type { GatewayContext } from '../../http/context';
import type { OrderModel } from '../checkout/orders';
import { type CarrierEnum, type DeliveryEventModel, type DeliveryModel, trackingUrl } from './model';

interface DeliveryRow {
  id: string;
  order_number: string;
  carrier: 'dhl' | 'swiss-post' | 'postnl';
  tracking_number: string;
  status: 'shipped' | 'delivered';
  shipped_at: Date | string;
  delivered_at: Date | string | null;
  events: { at: string; kind: string; place: string }[];
}

const CARRIER: Record<DeliveryRow['carrier'], CarrierEnum> = { dhl: 'DHL', 'swiss-post': 'SWISS_POST', postnl: 'POSTNL' };
const EVENT: Record<string, DeliveryEventModel['kind']> = {
  'handed-over': 'HANDED_OVER',
  'in-transit': 'IN_TRANSIT',
  'out-for-delivery': 'OUT_FOR_DELIVERY',
  delivered: 'DELIVERED',
};
const iso = (value: Date | string) => new Date(value).toISOString();

/** The parcels of these orders (all of one customer's, read by the caller), by order number, oldest first. */
export async function deliveriesOf(context: Pick<GatewayContext, 'db'>, orders: readonly OrderModel[]): Promise<Map<string, DeliveryModel[]>> {
  const byOrder = new Map<string, DeliveryModel[]>(orders.map((o) => [o.number, []]));
  if (!orders.length) return byOrder;
  const rows = await context.db.query<DeliveryRow>(
    'select id, order_number, carrier, tracking_number, status, shipped_at, delivered_at, events from deliveries where order_number = any($1::text[]) order by shipped_at, id',
    [orders.map((o) => o.number)],
  );
  if (!rows.length) return byOrder;
  const parts = await context.db.query<{ delivery_id: string; line_position: number; quantity: number }>(
    'select delivery_id, line_position, quantity from delivery_lines where delivery_id = any($1::text[]) order by delivery_id, line_position',
    [rows.map((r) => r.id)],
  );
  const orderOf = new Map(orders.map((o) => [o.number, o]));
  for (const row of rows) {
    const order = orderOf.get(row.order_number)!;
    byOrder.get(row.order_number)!.push({
      id: row.id,
      status: row.status === 'delivered' ? 'DELIVERED' : 'SHIPPED',
      carrier: CARRIER[row.carrier],
      trackingNumber: row.tracking_number,
      trackingUrl: trackingUrl(CARRIER[row.carrier], row.tracking_number, order.address.postalCode),
      shippedAt: iso(row.shipped_at),
      deliveredAt: row.delivered_at === null ? null : iso(row.delivered_at),
      lines: parts
        .filter((p) => p.delivery_id === row.id)
        .flatMap((p) => {
          const line = order.lines.find((l) => l.position === p.line_position);
          return line
            ? [
                {
                  position: line.position,
                  variantSku: line.variantSku,
                  productSku: line.productSku,
                  productName: line.productName,
                  variantLabel: line.variantLabel,
                  quantity: p.quantity,
                },
              ]
            : [];
        }),
      events: row.events.flatMap((e) => (EVENT[e.kind] ? [{ at: iso(e.at), kind: EVENT[e.kind]!, place: e.place }] : [])),
    });
  }
  return byOrder;
}
