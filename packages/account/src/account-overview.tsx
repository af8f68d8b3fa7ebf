import { Trans, useLingui } from '@lingui/react/macro';
import { type Currency, formatMoney, type PriceFormat } from '@vitrine/pricing';
import type { ReactNode } from 'react';
import { longDay } from './dates';
import type { MaturityView } from './open-payments';
import { Parcel, type ParcelView, ReturnItems, type ReturnView, useFormats } from './order-history';

export interface AccountOverviewProps {
  /** Parcels on their way, the most recently shipped first, each with its order. */
  shipments: readonly { orderNumber: string; parcel: ParcelView }[];
  /** Returns not yet booked back, newest first. */
  openReturns: readonly { orderNumber: string; back: ReturnView }[];
  /** What is still to pay; undefined when it could not be loaded (the spec's reload message). */
  payments: { open: number; payments: readonly MaturityView[] } | undefined;
  /** The premium membership's end (`YYYY-MM-DD`), null for no membership; leave it out where the shop offers none. */
  premiumUntil?: string | null | undefined;
  /** The vouchers (the kit's VoucherList). */
  vouchers: ReactNode;
  currency: Currency;
  format: PriceFormat;
  timeZone: string;
  /** Links: the orders page, where open payments are listed in full (bookings or payment dates), this page (reload). */
  ordersHref: string;
  paymentsHref?: string | undefined;
  reloadHref: string;
}

/**
 * The account's overview (spec §2): parcels on their way with their tracking, returns still open,
 * what is still to pay and when next, the premium membership (where the shop offers it) and the
 * vouchers. Each part says when there is nothing to show.
 */
export function AccountOverview({
  shipments,
  openReturns,
  payments,
  premiumUntil,
  vouchers,
  currency,
  format,
  timeZone,
  ordersHref,
  paymentsHref,
  reloadHref,
}: AccountOverviewProps) {
  const { i18n } = useLingui();
  const formats = useFormats(timeZone);
  const byOrder = <T,>(items: readonly ({ orderNumber: string } & T)[]) => {
    const groups = new Map<string, ({ orderNumber: string } & T)[]>();
    for (const item of items) groups.set(item.orderNumber, [...(groups.get(item.orderNumber) ?? []), item]);
    return [...groups];
  };
  const next = payments?.payments.find((p) => p.state !== 'PAID');
  const total = payments ? formatMoney(payments.open, currency, format) : '';
  const nextAmount = next ? formatMoney(next.open, currency, format) : '';
  const nextDay = next ? longDay(i18n.locale, next.due) : '';
  const memberUntil = premiumUntil ? longDay(i18n.locale, premiumUntil) : '';
  return (
    <div className="vt-account-overview">
      <section aria-labelledby="overview-shipments">
        <h2 id="overview-shipments">
          <Trans>Sendungen unterwegs</Trans>
        </h2>
        {shipments.length === 0 ? (
          <p>
            <Trans>Gerade ist kein Paket zu Ihnen unterwegs.</Trans>
          </p>
        ) : (
          byOrder(shipments).map(([number, parcels]) => (
            <div key={number} className="vt-account-overview__order">
              <h3>
                <Trans>Bestellung {number}</Trans>
              </h3>
              <ol>
                {parcels.map(({ parcel }, index) => (
                  <Parcel key={parcel.id} parcel={parcel} index={index} formats={formats} />
                ))}
              </ol>
            </div>
          ))
        )}
        <p>
          <a href={ordersHref}>
            <Trans>Alle Bestellungen und Lieferungen</Trans>
          </a>
        </p>
      </section>

      <section aria-labelledby="overview-returns">
        <h2 id="overview-returns">
          <Trans>Offene Rücksendungen</Trans>
        </h2>
        {openReturns.length === 0 ? (
          <p>
            <Trans>Sie haben keine offenen Rücksendungen.</Trans>
          </p>
        ) : (
          byOrder(openReturns).map(([number, returns]) => (
            <div key={number} className="vt-account-overview__order">
              <h3>
                <Trans>Bestellung {number}</Trans>
              </h3>
              <ReturnItems returns={returns.map((r) => r.back)} formats={formats} />
            </div>
          ))
        )}
      </section>

      <section aria-labelledby="overview-payments">
        <h2 id="overview-payments">
          <Trans>Offene Zahlungen</Trans>
        </h2>
        {!payments ? (
          <p role="alert">
            <Trans>Ihre offenen Zahlungen konnten gerade nicht geladen werden.</Trans>{' '}
            <a href={reloadHref}>
              <Trans>Bitte laden Sie die Seite neu.</Trans>
            </a>
          </p>
        ) : !next ? (
          <p>
            <Trans>Sie haben keine offenen Zahlungen.</Trans>
          </p>
        ) : (
          <p className="vt-account-overview__payments">
            <Trans>Noch zu zahlen: {total}</Trans>{' '}
            <Trans>
              Als Nächstes fällig am {nextDay}: {nextAmount}
            </Trans>
          </p>
        )}
        {paymentsHref && payments?.payments.length ? (
          <p>
            <a href={paymentsHref}>
              <Trans>Alle Zahlungen und Buchungen</Trans>
            </a>
          </p>
        ) : null}
      </section>

      {premiumUntil !== undefined ? (
        <section aria-labelledby="overview-premium">
          <h2 id="overview-premium">
            <Trans>Premium-Mitgliedschaft</Trans>
          </h2>
          <p>
            {premiumUntil ? (
              <Trans>Sie sind Premium-Mitglied bis {memberUntil}. Mit einer Bestellung vor diesem Tag verlängern Sie Ihre Mitgliedschaft.</Trans>
            ) : (
              <Trans>Sie sind kein Premium-Mitglied. Sie können die Mitgliedschaft mit Ihrer nächsten Bestellung abschließen.</Trans>
            )}
          </p>
        </section>
      ) : null}

      {vouchers}
    </div>
  );
}
