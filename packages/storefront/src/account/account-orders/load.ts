import type { AccountOrderView, CarrierKey, DeliveryEventKey, OrderProgressKey, ParcelLineView, ParcelView, ReturnView } from '@vitrine/account';
import { type AccountParcelFragment, type AccountReturnFragment, AccountOrderReturnDocument, AccountOrdersPageDocument } from '@vitrine/graphql-client';
import type { ProductLocale } from '@vitrine/i18n';
import { knownShopperGateway } from '@vitrine/next-adapter';
import type { TenantConfig } from '@vitrine/tenant-config';

/** The gateway's order progress in the kit's words. */
export const PROGRESS: Record<string, OrderProgressKey> = {
  IN_PREPARATION: 'inPreparation',
  PARTLY_SHIPPED: 'partlyShipped',
  SHIPPED: 'shipped',
  DELIVERED: 'delivered',
  CANCELLED: 'cancelled',
};
const CARRIER: Record<string, CarrierKey> = { DHL: 'dhl', SWISS_POST: 'swissPost', POSTNL: 'postnl' };
const EVENT: Record<string, DeliveryEventKey> = { HANDED_OVER: 'handedOver', IN_TRANSIT: 'inTransit', OUT_FOR_DELIVERY: 'outForDelivery', DELIVERED: 'delivered' };

const RETURN_STATUS: Record<string, ReturnView['status']> = { REGISTERED: 'registered', RECEIVED: 'received', REFUNDED: 'refunded' };

/** The shop's address of a delivered parcel's proof of delivery (forwarded to the gateway with the customer's identity). */
export const deliveryStatementPath = (id: string) => `/api/account/deliveries/${encodeURIComponent(id)}/statement.pdf`;

/** A parcel of the gateway's answer in the kit's shape. */
export function parcelView(parcel: AccountParcelFragment): ParcelView {
  return {
    ...parcel,
    status: parcel.status === 'DELIVERED' ? 'delivered' : 'shipped',
    carrier: CARRIER[parcel.carrier] ?? 'dhl',
    events: parcel.events.flatMap((event) => (EVENT[event.kind] ? [{ ...event, kind: EVENT[event.kind]! }] : [])),
  };
}

/** A return of the gateway's answer in the kit's shape. */
export function returnView(back: AccountReturnFragment): ReturnView {
  return {
    id: back.id,
    method: back.method === 'PICKUP' ? 'pickup' : 'dropOff',
    pickupOn: back.pickupOn,
    status: RETURN_STATUS[back.status] ?? 'registered',
    label: back.label,
  };
}

/** How many orders one page of the list shows. */
export const ORDERS_PER_PAGE = 5;

export interface AccountOrdersData {
  orders: AccountOrderView[];
  /** The number to ask for the older ones, or null. */
  next: string | null;
}

/** The customer's orders in the kit's shapes; null for a guest and a soft login (the gateway answers them null). */
export async function loadAccountOrders(
  tenant: TenantConfig,
  locale: ProductLocale,
  after: string | undefined,
  returnHref: (number: string) => string,
): Promise<AccountOrdersData | null> {
  const gateway = await knownShopperGateway(tenant);
  if (!gateway) return null;
  const { accountOrders } = await gateway.request(AccountOrdersPageDocument, { locale, first: ORDERS_PER_PAGE, after: after ?? null }, { init: { cache: 'no-store' } });
  if (!accountOrders) return null;
  return {
    next: accountOrders.next ?? null,
    orders: accountOrders.orders.map(({ order, progress, deliveries, inPreparation, returns, returnable }) => ({
      number: order.number,
      createdAt: order.createdAt,
      total: order.totals.total,
      progress: PROGRESS[progress] ?? 'inPreparation',
      lines: order.lines,
      inPreparation,
      returns: returns.map(returnView),
      returnHref: returnable.length ? returnHref(order.number) : undefined,
      deliveries: deliveries.map((parcel) => ({ ...parcelView(parcel), statementHref: deliveryStatementPath(parcel.id) })),
    })),
  };
}

export interface ReturnData {
  number: string;
  /** The order address's country (whose holidays count for a pickup). */
  country: string;
  lines: ParcelLineView[];
  pickupDays: string[];
}

/** One order's return form data; null for an order that is not the customer's or has nothing to send back. */
export async function loadReturn(tenant: TenantConfig, locale: ProductLocale, number: string): Promise<ReturnData | null> {
  const gateway = await knownShopperGateway(tenant);
  if (!gateway) return null;
  const { accountOrder } = await gateway.request(AccountOrderReturnDocument, { number, locale }, { init: { cache: 'no-store' } });
  if (!accountOrder?.returnable.length) return null;
  return { number: accountOrder.order.number, country: accountOrder.order.address.country, lines: accountOrder.returnable, pickupDays: accountOrder.pickupDays };
}
