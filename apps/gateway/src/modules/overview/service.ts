import { fullLoginOf, type GatewayContext } from '../../http/context';
import { assertLocale } from '../../http/input';
import { orderOf, type OrderModel } from '../checkout/orders';
import type { DeliveryModel } from '../orders/model';
import { deliveriesOf } from '../orders/repository';
import { type OrderReturnModel, returnsOfOrder } from '../returns/service';

export interface AccountOverviewModel {
  /** Parcels on their way, the most recently shipped first, each with its order's number. */
  shipments: { orderNumber: string; delivery: DeliveryModel }[];
  /** Returns registered or received and not yet booked back, newest first. */
  openReturns: { orderNumber: string; return: OrderReturnModel }[];
}

/** At most this many orders are read for the overview (those with a parcel on its way or a return open). */
const OVERVIEW_ORDERS = 20;

/**
 * The account's overview (full login; null otherwise): what is on its way and which returns are
 * still open. Open payments, vouchers and premium come from their own fields.
 */
export async function accountOverview(context: GatewayContext, locale: string): Promise<AccountOverviewModel | null> {
  assertLocale(locale);
  const customer = fullLoginOf(context);
  if (!customer) return null;
  const numbers = await context.db.query<{ number: string }>(
    `select o.number from orders o
      where o.customer_id = $1 and o.tenant = $2
        and (exists (select 1 from deliveries d where d.order_number = o.number and d.status = 'shipped')
             or exists (select 1 from returns r where r.order_number = o.number and r.status <> 'refunded'))
      order by o.created_at desc limit $3`,
    [customer, context.tenant.key, OVERVIEW_ORDERS],
  );
  const orders = (await Promise.all(numbers.map(({ number }) => orderOf(context, number, locale)))).filter((o): o is OrderModel => o !== null);
  const parcels = await deliveriesOf(context, orders);
  const shipments = orders
    .flatMap((order) => (parcels.get(order.number) ?? []).filter((d) => d.status === 'SHIPPED').map((delivery) => ({ orderNumber: order.number, delivery })))
    .sort((a, b) => (a.delivery.shippedAt < b.delivery.shippedAt ? 1 : -1));
  const openReturns = (
    await Promise.all(
      orders.map(async (order) => (await returnsOfOrder(context.db, order)).filter((r) => r.status !== 'REFUNDED').map((r) => ({ orderNumber: order.number, return: r }))),
    )
  )
    .flat()
    .sort((a, b) => (a.return.createdAt < b.return.createdAt ? 1 : -1));
  return { shipments, openReturns };
}
