import { Trans, useLingui } from '@lingui/react/macro';
import { type Currency, formatMoney, type PriceFormat } from '@vitrine/pricing';
import { longDay } from './dates';

export type BookingKindKey = 'INVOICE' | 'CHARGE' | 'PAYMENT' | 'CREDIT';

/** One line of the customer's ledger. */
export interface BookingView {
  id: string;
  /** `YYYY-MM-DD` */
  bookedOn: string;
  kind: BookingKindKey;
  /** Always positive: the kind says which way it counts. */
  amount: number;
  /** The balance after this booking (what the customer owes; negative: a credit). */
  balance: number;
  orderNumber?: string | null | undefined;
  invoiceNumber?: string | null | undefined;
  returnId?: string | null | undefined;
}

export interface BookingLedgerProps {
  /** Newest first. */
  entries: readonly BookingView[];
  /** The balance after every booking. */
  balance: number;
  /** How many bookings there are in all (more than shown: `allHref` lists them all). */
  count: number;
  currency: Currency;
  format: PriceFormat;
  /** Every booking (a link), when `count` is more than the entries shown. */
  allHref?: string | undefined;
  headingLevel?: 2 | 3;
}

/**
 * The customer's ledger (spec §2, bookings): invoices and charges owed, payments and returns booked
 * back, newest first, each with the balance after it; the balance in words above ("you owe", "in
 * your favour"). Debits and credits are in two columns and say which they are, not only by a sign.
 */
export function BookingLedger({ entries, balance, count, currency, format, allHref, headingLevel = 2 }: BookingLedgerProps) {
  const { i18n } = useLingui();
  const Heading = `h${headingLevel}` as const;
  const money = (amount: number) => formatMoney(amount, currency, format);
  const owed = money(Math.abs(balance));
  return (
    <section className="vt-ledger" aria-labelledby="ledger-title">
      <Heading id="ledger-title">
        <Trans>Buchungen</Trans>
      </Heading>
      <p className="vt-ledger__balance">
        {balance > 0 ? <Trans>Ihr Kontostand: {owed} offen</Trans> : balance < 0 ? <Trans>Ihr Kontostand: {owed} Guthaben</Trans> : <Trans>Ihr Kontostand ist ausgeglichen.</Trans>}
      </p>
      {entries.length === 0 ? (
        <p className="vt-ledger__none">
          <Trans>Es gibt noch keine Buchungen. Eine Rechnung wird gebucht, sobald ein Paket versandt ist.</Trans>
        </p>
      ) : (
        <div className="vt-table-scroll">
          <table className="vt-ledger__table">
            <caption className="vt-visually-hidden">
              <Trans>Ihre Buchungen, die neueste zuerst, mit dem Kontostand danach</Trans>
            </caption>
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Datum</Trans>
                </th>
                <th scope="col">
                  <Trans>Buchung</Trans>
                </th>
                <th scope="col" className="vt-amount">
                  <Trans>Belastung</Trans>
                </th>
                <th scope="col" className="vt-amount">
                  <Trans>Gutschrift</Trans>
                </th>
                <th scope="col" className="vt-amount">
                  <Trans>Kontostand</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => {
                const debit = entry.kind === 'INVOICE' || entry.kind === 'CHARGE';
                return (
                  <tr key={entry.id}>
                    <td>{longDay(i18n.locale, entry.bookedOn)}</td>
                    <th scope="row">
                      <What entry={entry} />
                    </th>
                    <td className="vt-amount">{debit ? money(entry.amount) : ''}</td>
                    <td className="vt-amount">{debit ? '' : money(entry.amount)}</td>
                    <td className="vt-amount">{money(entry.balance)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {allHref && count > entries.length ? (
        <p>
          <a href={allHref}>
            <Trans>Alle {count} Buchungen anzeigen</Trans>
          </a>
        </p>
      ) : null}
    </section>
  );
}

function What({ entry }: { entry: BookingView }) {
  const order = entry.orderNumber ?? '';
  const invoice = entry.invoiceNumber ?? '';
  const returned = entry.returnId ?? '';
  switch (entry.kind) {
    case 'INVOICE':
      return <Trans>Rechnung {invoice}</Trans>;
    case 'CHARGE':
      return <Trans>Zinsen und Gebühren zu Bestellung {order}</Trans>;
    case 'CREDIT':
      return <Trans>Gutschrift für Rücksendung {returned}</Trans>;
    default:
      return invoice ? <Trans>Zahlung zu Rechnung {invoice}</Trans> : <Trans>Zahlung zu Bestellung {order}</Trans>;
  }
}
