import type { AccountOrderView, CarrierKey, DeliveryEventKey, OrderProgressKey } from '@vitrine/account';
import { AccountOrdersPageDocument } from '@vitrine/graphql-client';
import type { ProductLocale } from '@vitrine/i18n';
import { knownShopperGateway } from '@vitrine/next-adapter';
import type { TenantConfig } from '@vitrine/tenant-config';

const PROGRESS: Record<string, OrderProgressKey> = {
  IN_PREPARATION: 'inPreparation',
  PARTLY_SHIPPED: 'partlyShipped',
  SHIPPED: 'shipped',
  DELIVERED: 'delivered',
  CANCELLED: 'cancelled',
};
const CARRIER: Record<string, CarrierKey> = { DHL: 'dhl', SWISS_POST: 'swissPost', POSTNL: 'postnl' };
const EVENT: Record<string, DeliveryEventKey> = { HANDED_OVER: 'handedOver', IN_TRANSIT: 'inTransit', OUT_FOR_DELIVERY: 'outForDelivery', DELIVERED: 'delivered' };

/** How many orders one page of the list shows. */
export const ORDERS_PER_PAGE = 5;

export interface AccountOrdersData {
  orders: AccountOrderView[];
  /** The number to ask for the older ones, or null. */
  next: string | null;
}

/** The customer's orders in the kit's shapes; null for a guest and a soft login (the gateway answers them null). */
export async function loadAccountOrders(tenant: TenantConfig, locale: ProductLocale, after: string | undefined): Promise<AccountOrdersData | null> {
  const gateway = await knownShopperGateway(tenant);
  if (!gateway) return null;
  const { accountOrders } = await gateway.request(AccountOrdersPageDocument, { locale, first: ORDERS_PER_PAGE, after: after ?? null }, { init: { cache: 'no-store' } });
  if (!accountOrders) return null;
  return {
    next: accountOrders.next ?? null,
    orders: accountOrders.orders.map(({ order, progress, deliveries, inPreparation }) => ({
      number: order.number,
      createdAt: order.createdAt,
      total: order.totals.total,
      progress: PROGRESS[progress] ?? 'inPreparation',
      lines: order.lines,
      inPreparation,
      deliveries: deliveries.map((parcel) => ({
        ...parcel,
        status: parcel.status === 'DELIVERED' ? 'delivered' : 'shipped',
        carrier: CARRIER[parcel.carrier] ?? 'dhl',
        events: parcel.events.flatMap((event) => (EVENT[event.kind] ? [{ ...event, kind: EVENT[event.kind]! }] : [])),
      })),
    })),
  };
}
