import { Trans, useLingui } from '@lingui/react/macro';
import { type Currency, formatMoney, type PriceFormat } from '@vitrine/pricing';
import { Alert, Button } from '@vitrine/ui';
import type { ReactNode } from 'react';

/** Where an order stands (the gateway's one rule: `OrderProgress`). */
export type OrderProgressKey = 'inPreparation' | 'partlyShipped' | 'shipped' | 'delivered' | 'cancelled';
export type CarrierKey = 'dhl' | 'swissPost' | 'postnl';
export type DeliveryEventKey = 'handedOver' | 'inTransit' | 'outForDelivery' | 'delivered';

/** Part or all of an order line. */
export interface ParcelLineView {
  position: number;
  productName: string;
  variantLabel?: string | null | undefined;
  quantity: number;
}

export interface ParcelView {
  id: string;
  status: 'shipped' | 'delivered';
  carrier: CarrierKey;
  trackingNumber: string;
  /** The carrier's tracking page (another site: it opens there). */
  trackingUrl: string;
  /** ISO date-times. */
  shippedAt: string;
  deliveredAt?: string | null | undefined;
  lines: readonly ParcelLineView[];
  /** The carrier's scans, oldest first. */
  events: readonly { at: string; kind: DeliveryEventKey; place: string }[];
  /** The proof of delivery's PDF, once delivered (the account; none in the guest lookup). */
  statementHref?: string | undefined;
}

/** A return of (part of) an order. */
export interface ReturnView {
  id: string;
  method: 'pickup' | 'dropOff';
  /** `YYYY-MM-DD` (pickup). */
  pickupOn?: string | null | undefined;
  status: 'registered' | 'received' | 'refunded';
  /** What it holds (the list may leave it out: the label names it). */
  lines?: readonly ParcelLineView[] | undefined;
  /** The return label's PDF. */
  label: string;
}

export interface AccountOrderView {
  number: string;
  /** ISO date-time. */
  createdAt: string;
  total: number;
  progress: OrderProgressKey;
  lines: readonly (ParcelLineView & { lineTotal: number })[];
  deliveries: readonly ParcelView[];
  /** What is in no parcel yet. */
  inPreparation: readonly ParcelLineView[];
  /** Its returns, oldest first. */
  returns?: readonly ReturnView[] | undefined;
  /** Where to send something back (only while something delivered can still go back). */
  returnHref?: string | undefined;
}

export interface OrderHistoryProps {
  orders: readonly AccountOrderView[];
  currency: Currency;
  format: PriceFormat;
  /** The shop's time zone: the days and times of orders and scans. */
  timeZone: string;
  /** The older orders (no JavaScript needed). */
  moreHref?: string | undefined;
  /** Where a customer without orders starts shopping. */
  shopHref: string;
  /** The return form, under the order it belongs to. */
  returnForm?: { orderNumber: string; form: ReactNode } | undefined;
  /** A return was just registered (its id): said above the list. */
  registered?: string | undefined;
}

/** Days and moments in the shop's time zone, in the page's language. */
export function useFormats(timeZone: string) {
  const { i18n } = useLingui();
  const day = new Intl.DateTimeFormat(i18n.locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone });
  const moment = new Intl.DateTimeFormat(i18n.locale, { day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit', timeZone });
  return { day: (iso: string) => day.format(new Date(iso)), moment: (iso: string) => moment.format(new Date(iso)) };
}

/** Where an order stands, in words. */
export function ProgressLabel({ progress }: { progress: OrderProgressKey }) {
  switch (progress) {
    case 'inPreparation':
      return <Trans>In Bearbeitung</Trans>;
    case 'partlyShipped':
      return <Trans>Teilweise versandt</Trans>;
    case 'shipped':
      return <Trans>Versandt</Trans>;
    case 'delivered':
      return <Trans>Geliefert</Trans>;
    case 'cancelled':
      return <Trans>Storniert</Trans>;
  }
}

function EventLabel({ kind }: { kind: DeliveryEventKey }) {
  switch (kind) {
    case 'handedOver':
      return <Trans>An den Paketdienst übergeben</Trans>;
    case 'inTransit':
      return <Trans>Unterwegs</Trans>;
    case 'outForDelivery':
      return <Trans>In Zustellung</Trans>;
    case 'delivered':
      return <Trans>Zugestellt</Trans>;
  }
}

/** What a parcel holds, or what is still being prepared. */
export function Lines({ lines }: { lines: readonly ParcelLineView[] }) {
  return (
    <ul className="vt-order__lines">
      {lines.map((line) => (
        <li key={line.position}>
          <span className="vt-order__quantity">{line.quantity} ×</span> {line.productName}
          {line.variantLabel ? <span className="vt-order__variant">, {line.variantLabel}</span> : null}
        </li>
      ))}
    </ul>
  );
}

/** The carrier's name as its customers know it ("Die Post", "La Poste"). */
function useCarrierName(): (carrier: CarrierKey) => string {
  const { t } = useLingui();
  const names: Record<CarrierKey, string> = { dhl: 'DHL', swissPost: t`Die Post`, postnl: 'PostNL' };
  return (carrier) => names[carrier];
}

/** A parcel: carrier, its state, what it holds, the tracking number and page, the scans. */
export function Parcel({ parcel, index, formats }: { parcel: ParcelView; index: number; formats: ReturnType<typeof useFormats> }) {
  const carrier = useCarrierName()(parcel.carrier);
  const number = parcel.trackingNumber;
  const shipped = formats.day(parcel.shippedAt);
  const delivered = parcel.deliveredAt ? formats.day(parcel.deliveredAt) : '';
  const position = index + 1;
  return (
    <li className="vt-parcel">
      <h4 className="vt-parcel__title">
        <Trans>
          Paket {position} mit {carrier}
        </Trans>
      </h4>
      <p className="vt-parcel__status">{parcel.status === 'delivered' ? <Trans>Zugestellt am {delivered}</Trans> : <Trans>Unterwegs, versandt am {shipped}</Trans>}</p>
      <Lines lines={parcel.lines} />
      <p className="vt-parcel__tracking">
        <Trans>Sendungsnummer {number}</Trans>{' '}
        <a href={parcel.trackingUrl} target="_blank" rel="noopener noreferrer">
          <Trans>Sendung bei {carrier} verfolgen</Trans>
          <span className="vt-visually-hidden">
            {' '}
            <Trans>(öffnet sich in einem neuen Fenster)</Trans>
          </span>
        </a>
      </p>
      {parcel.statementHref ? (
        <p className="vt-parcel__statement">
          {parcel.status === 'delivered' ? (
            <a href={parcel.statementHref} download>
              <Trans>Liefernachweis (PDF)</Trans>
              <span className="vt-visually-hidden"> ({number})</span>
            </a>
          ) : (
            <Trans>Der Liefernachweis ist nicht verfügbar, solange die Sendung unterwegs ist.</Trans>
          )}
        </p>
      ) : null}
      {parcel.events.length ? (
        <details className="vt-parcel__events">
          <summary>
            <Trans>Sendungsverlauf</Trans>
          </summary>
          <ol>
            {parcel.events.map((event) => (
              <li key={`${event.at}-${event.kind}`}>
                <time dateTime={event.at}>{formats.moment(event.at)}</time>: <EventLabel kind={event.kind} />, {event.place}
              </li>
            ))}
          </ol>
        </details>
      ) : null}
    </li>
  );
}

/** An order's parcels (each with its scans) and what is still being prepared. */
export function OrderParcels({
  deliveries,
  inPreparation,
  formats,
}: {
  deliveries: readonly ParcelView[];
  inPreparation: readonly ParcelLineView[];
  formats: ReturnType<typeof useFormats>;
}) {
  return (
    <>
      {deliveries.length ? (
        <section className="vt-order__parcels">
          <h3>
            <Trans>Lieferungen</Trans>
          </h3>
          <ol>
            {deliveries.map((parcel, index) => (
              <Parcel key={parcel.id} parcel={parcel} index={index} formats={formats} />
            ))}
          </ol>
        </section>
      ) : null}
      {inPreparation.length ? (
        <section className="vt-order__preparing">
          <h3>
            <Trans>In Vorbereitung</Trans>
          </h3>
          <Lines lines={inPreparation} />
        </section>
      ) : null}
    </>
  );
}

function ReturnStatus({ status }: { status: ReturnView['status'] }) {
  switch (status) {
    case 'registered':
      return <Trans>Angemeldet</Trans>;
    case 'received':
      return <Trans>Eingegangen</Trans>;
    case 'refunded':
      return <Trans>Gutgeschrieben</Trans>;
  }
}

function Returns({ returns, formats }: { returns: readonly ReturnView[]; formats: ReturnType<typeof useFormats> }) {
  return (
    <section className="vt-order__returns">
      <h3>
        <Trans>Rücksendungen</Trans>
      </h3>
      <ReturnItems returns={returns} formats={formats} />
    </section>
  );
}

/** Returns: each with its state, pickup day or drop-off, what it holds and its label. */
export function ReturnItems({ returns, formats }: { returns: readonly ReturnView[]; formats: ReturnType<typeof useFormats> }) {
  return (
    <ol className="vt-returns">
      {returns.map((back) => {
        const id = back.id;
        const pickup = back.pickupOn ? formats.day(`${back.pickupOn}T12:00:00Z`) : '';
        return (
          <li key={back.id} className="vt-return">
            <p>
              <strong>
                <Trans>Rücksendung {id}</Trans>
              </strong>{' '}
              (<ReturnStatus status={back.status} />)
            </p>
            <p>{back.method === 'pickup' ? <Trans>Abholung am {pickup}</Trans> : <Trans>Abgabe in einer Paketannahmestelle</Trans>}</p>
            {back.lines ? <Lines lines={back.lines} /> : null}
            <p>
              <a href={back.label} download>
                <Trans>Rücksendeetikett {id} als PDF herunterladen</Trans>
              </a>
            </p>
          </li>
        );
      })}
    </ol>
  );
}

/**
 * The customer's orders, newest first: each with its date, total and where it stands, its parcels
 * (carrier, tracking number and the carrier's page, the scans) and what is still being prepared.
 * Works without JavaScript (the scans open in a `<details>`; older orders are a link).
 */
export function OrderHistory({ orders, currency, format, timeZone, moreHref, shopHref, returnForm, registered }: OrderHistoryProps) {
  const formats = useFormats(timeZone);
  if (!orders.length) {
    return (
      <div className="vt-orders vt-orders--empty">
        <p>
          <Trans>Sie haben in diesem Shop noch nichts bestellt.</Trans>
        </p>
        <Button asChild>
          <a href={shopHref}>
            <Trans>Jetzt entdecken</Trans>
          </a>
        </Button>
      </div>
    );
  }
  return (
    <div className="vt-orders">
      {registered ? (
        <Alert role="status">
          <Trans>Ihre Rücksendung {registered} ist angemeldet. Das Rücksendeetikett finden Sie bei der Bestellung.</Trans>
        </Alert>
      ) : null}
      <ol className="vt-orders__list">
        {orders.map((order) => {
          const number = order.number;
          const date = formats.day(order.createdAt);
          const total = formatMoney(order.total, currency, format);
          return (
            <li key={order.number} className="vt-order">
              <article aria-labelledby={`order-${order.number}`}>
                <header className="vt-order__header">
                  <h2 id={`order-${order.number}`} className="vt-order__title">
                    <Trans>
                      Bestellung {number} vom {date}
                    </Trans>
                  </h2>
                  <p className={`vt-order__progress vt-order__progress--${order.progress}`}>
                    <ProgressLabel progress={order.progress} />
                  </p>
                  <p className="vt-order__total">
                    <Trans>Gesamtbetrag {total}</Trans>
                  </p>
                </header>
                {order.progress === 'cancelled' ? (
                  <>
                    <p>
                      <Trans>Diese Bestellung wurde storniert. Es wurde nichts versandt.</Trans>
                    </p>
                    <Lines lines={order.lines} />
                  </>
                ) : (
                  <>
                    <OrderParcels deliveries={order.deliveries} inPreparation={order.inPreparation} formats={formats} />
                    {order.returns?.length ? <Returns returns={order.returns} formats={formats} /> : null}
                    {returnForm?.orderNumber === order.number ? (
                      returnForm.form
                    ) : order.returnHref ? (
                      <p>
                        <a href={order.returnHref}>
                          <Trans>Artikel zurücksenden</Trans>
                          <span className="vt-visually-hidden"> ({number})</span>
                        </a>
                      </p>
                    ) : null}
                  </>
                )}
              </article>
            </li>
          );
        })}
      </ol>
      {moreHref ? (
        <p>
          <a href={moreHref}>
            <Trans>Ältere Bestellungen</Trans>
          </a>
        </p>
      ) : null}
    </div>
  );
}
