import { addDays } from '@vitrine/calendar';

/** The sandbox warehouse's and carrier's pace: minutes from the order to the parcel, from the parcel to the door. */
export interface FulfilmentPace {
  shipMinutes: number;
  deliverMinutes: number;
}

/** Spec §9: a return is booked back about 14 days after it was sent; the warehouse receives a drop-off in 2. */
export const DROP_OFF_RECEIVED_DAYS = 2;
export const REFUND_DAYS_AFTER_RECEIPT = 12;

/** The pace from the environment (`VITRINE_SANDBOX_SHIP_MINUTES`, `VITRINE_SANDBOX_DELIVER_MINUTES`): an hour to ship, a day to deliver. */
export function paceOf(env: Record<string, string | undefined> = process.env): FulfilmentPace {
  const minutes = (value: string | undefined, fallback: number) => {
    const n = Number(value);
    return value !== undefined && Number.isFinite(n) && n >= 0 ? n : fallback;
  };
  return { shipMinutes: minutes(env.VITRINE_SANDBOX_SHIP_MINUTES, 60), deliverMinutes: minutes(env.VITRINE_SANDBOX_DELIVER_MINUTES, 24 * 60) };
}

/** The due of a new order's shipment (written with the order). */
export const shipDueOf = (placed: Date, pace: FulfilmentPace = paceOf()) => new Date(placed.getTime() + pace.shipMinutes * 60_000);

export type Carrier = 'dhl' | 'swiss-post' | 'postnl';

/** The carrier of a delivery country (the shops' carriers: DHL, Swiss Post, PostNL). */
export function carrierOf(country: string): Carrier {
  return country === 'CH' || country === 'LI' ? 'swiss-post' : country === 'NL' ? 'postnl' : 'dhl';
}

/** Where each carrier sorts the parcels on their way. */
const HUB: Record<Carrier, string> = { dhl: 'Paketzentrum Bornitz', 'swiss-post': 'Paketzentrum Härkingen', postnl: 'Sorteercentrum Nieuwegein' };
const TRACKING_PREFIX: Record<Carrier, string> = { dhl: '00340434161', 'swiss-post': '99.60.', postnl: '3SVTR' };

/** A parcel's tracking number: the carrier's prefix, the order number and the parcel's place in it. */
export const trackingNumberOf = (carrier: Carrier, orderNumber: string, index: number) => `${TRACKING_PREFIX[carrier]}${orderNumber}${index}`;

export interface Scan {
  at: string;
  kind: 'handed-over' | 'in-transit' | 'out-for-delivery' | 'delivered';
  place: string;
}

/**
 * The carrier's scans of a parcel handed over at `shipped` and delivered at `delivered`: handed over
 * at the warehouse, sorted at the hub a quarter of the way, out for delivery at nine tenths, delivered.
 */
export function scansOf(carrier: Carrier, warehouse: string, city: string, shipped: Date, delivered: Date | null): Scan[] {
  const span = (delivered ?? shipped).getTime() - shipped.getTime();
  const at = (share: number) => new Date(shipped.getTime() + span * share).toISOString();
  const handed: Scan = { at: shipped.toISOString(), kind: 'handed-over', place: warehouse };
  if (!delivered) return [handed];
  return [handed, { at: at(0.25), kind: 'in-transit', place: HUB[carrier] }, { at: at(0.9), kind: 'out-for-delivery', place: city }, { at: at(1), kind: 'delivered', place: city }];
}

/**
 * When the warehouse receives a return: a pickup at the end of its day (18:00 in the shop's time
 * zone, as UTC here: the day is what counts), a drop-off `DROP_OFF_RECEIVED_DAYS` after it was
 * registered; booked back `REFUND_DAYS_AFTER_RECEIPT` after that (about 14 days in all, spec §9).
 */
export function returnDues(registered: Date, pickupOn: string | null): { receiveDue: Date; refundDue: Date } {
  const receiveDue = pickupOn ? new Date(`${pickupOn}T18:00:00Z`) : new Date(registered.getTime() + DROP_OFF_RECEIVED_DAYS * 86_400_000);
  const refundDue = new Date(`${addDays(receiveDue.toISOString().slice(0, 10), REFUND_DAYS_AFTER_RECEIPT)}T${receiveDue.toISOString().slice(11)}`);
  return { receiveDue, refundDue };
}
