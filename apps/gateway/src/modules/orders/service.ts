import { fullLoginOf, type GatewayContext } from '../../http/context';
import { badInput } from '../../http/input';
import { assertLocale } from '../../http/input';
import { orderOf, type OrderModel, readOrders } from '../checkout/orders';
import { type DeliveryLineModel, type DeliveryModel, inPreparation, type OrderProgressEnum, progressOf } from './model';
import { deliveriesOf } from './repository';

export interface AccountOrderModel {
  order: OrderModel;
  progress: OrderProgressEnum;
  deliveries: DeliveryModel[];
  inPreparation: DeliveryLineModel[];
}

export interface AccountOrderListModel {
  orders: AccountOrderModel[];
  next: string | null;
}

const ORDER_NUMBER = /^\d{8,12}$/;
/** The most orders one page of the list holds. */
export const ORDERS_PAGE_LIMIT = 20;

/** Orders with their parcels, progress and what is still being prepared. */
export async function withDeliveries(context: GatewayContext, orders: OrderModel[]): Promise<AccountOrderModel[]> {
  const deliveries = await deliveriesOf(context, orders);
  return orders.map((order) => {
    const parcels = deliveries.get(order.number) ?? [];
    return {
      order,
      progress: progressOf(order.status, order.lines, parcels),
      deliveries: parcels,
      inPreparation: order.status === 'CANCELLED' ? [] : inPreparation(order.lines, parcels),
    };
  });
}

/** The customer's orders, newest first (full login: http/access.ts; null otherwise). */
export async function accountOrders(
  context: GatewayContext,
  locale: string,
  first: number | null | undefined,
  after: string | null | undefined,
): Promise<AccountOrderListModel | null> {
  assertLocale(locale);
  const count = first ?? 5;
  if (!Number.isInteger(count) || count < 1 || count > ORDERS_PAGE_LIMIT) throw badInput('first', 'range', `first must be a whole number from 1 to ${ORDERS_PAGE_LIMIT}`);
  if (after != null && !ORDER_NUMBER.test(after)) throw badInput('after', 'format', 'after must be an order number');
  const customer = fullLoginOf(context);
  if (!customer) return null;
  const orders = await readOrders(context, customer, { first: count + 1, after: after ?? undefined });
  const page = orders.slice(0, count);
  return { orders: await withDeliveries(context, page), next: orders.length > count ? page.at(-1)!.number : null };
}

/** One of the customer's orders with its parcels; another customer's number is null as an unknown one. */
export async function accountOrder(context: GatewayContext, number: string, locale: string): Promise<AccountOrderModel | null> {
  const order = await orderOf(context, number, locale);
  return order ? (await withDeliveries(context, [order]))[0]! : null;
}
