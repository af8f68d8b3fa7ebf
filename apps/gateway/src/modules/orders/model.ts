/**
 * Where an order stands, from its lines and its parcels: one rule for every shop (the account's
 * list, its overview and the guest lookup all read it from here).
 */
export type OrderProgressEnum = 'IN_PREPARATION' | 'PARTLY_SHIPPED' | 'SHIPPED' | 'DELIVERED' | 'CANCELLED';
export type CarrierEnum = 'DHL' | 'SWISS_POST' | 'POSTNL';

export interface OrderedLine {
  position: number;
  variantSku: string;
  productSku: string;
  productName: string;
  variantLabel: string | null;
  quantity: number;
}

export type DeliveryLineModel = OrderedLine;

export interface DeliveryEventModel {
  at: string;
  kind: 'HANDED_OVER' | 'IN_TRANSIT' | 'OUT_FOR_DELIVERY' | 'DELIVERED';
  place: string;
}

export interface DeliveryModel {
  id: string;
  status: 'SHIPPED' | 'DELIVERED';
  carrier: CarrierEnum;
  trackingNumber: string;
  trackingUrl: string;
  shippedAt: string;
  deliveredAt: string | null;
  lines: DeliveryLineModel[];
  events: DeliveryEventModel[];
}

/** What of each line is in no parcel yet (a line split over parcels counts each part). */
export function inPreparation(lines: readonly OrderedLine[], deliveries: readonly Pick<DeliveryModel, 'lines'>[]): DeliveryLineModel[] {
  const sent = new Map<number, number>();
  for (const delivery of deliveries) for (const line of delivery.lines) sent.set(line.position, (sent.get(line.position) ?? 0) + line.quantity);
  return lines.flatMap((line) => {
    const left = line.quantity - (sent.get(line.position) ?? 0);
    return left > 0 ? [{ ...line, quantity: left }] : [];
  });
}

/** Where the order stands: cancelled, or by what is still prepared and what is on its way. */
export function progressOf(
  status: 'PLACED' | 'AWAITING_PAYMENT' | 'PAID' | 'CANCELLED',
  lines: readonly OrderedLine[],
  deliveries: readonly Pick<DeliveryModel, 'lines' | 'status'>[],
): OrderProgressEnum {
  if (status === 'CANCELLED') return 'CANCELLED';
  if (!deliveries.length) return 'IN_PREPARATION';
  if (inPreparation(lines, deliveries).length) return 'PARTLY_SHIPPED';
  return deliveries.every((d) => d.status === 'DELIVERED') ? 'DELIVERED' : 'SHIPPED';
}

/** The carriers' own tracking pages (their public addresses for a parcel number). */
export function trackingUrl(carrier: CarrierEnum, trackingNumber: string, postalCode: string): string {
  const number = encodeURIComponent(trackingNumber);
  switch (carrier) {
    case 'DHL':
      return `https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=${number}`;
    case 'SWISS_POST':
      return `https://service.post.ch/ekp-web/ui/entry/search/${number}`;
    case 'POSTNL':
      return `https://jouw.postnl.nl/track-and-trace/${number}-NL-${encodeURIComponent(postalCode.replace(/\s+/g, ''))}`;
  }
}
