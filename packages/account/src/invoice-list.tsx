import { Trans, useLingui } from '@lingui/react/macro';
import { type Currency, formatMoney, type PriceFormat } from '@vitrine/pricing';
import { longDay as day } from './dates';

export interface InvoiceView {
  number: string;
  orderNumber: string;
  /** `YYYY-MM-DD` */
  issuedOn: string;
  total: number;
  /** `YYYY-MM-DD`: due then (payment on invoice); none when paid with the order. */
  dueOn?: string | null | undefined;
  /** The PDF's address. */
  pdf: string;
}

export interface InvoiceListProps {
  invoices: readonly InvoiceView[];
  currency: Currency;
  format: PriceFormat;
  /** The older invoices (a link). */
  moreHref?: string | undefined;
}

/**
 * The customer's invoices, newest first, as a table: number, date, order, amount, when it is due,
 * and the PDF to download (its link names the invoice, for screen readers too).
 */
export function InvoiceList({ invoices, currency, format, moreHref }: InvoiceListProps) {
  const { i18n } = useLingui();
  if (!invoices.length) {
    return (
      <p className="vt-invoices vt-invoices--empty">
        <Trans>Sie haben noch keine Rechnungen. Eine Rechnung kommt mit jedem Paket, sobald es versandt ist.</Trans>
      </p>
    );
  }
  return (
    <div className="vt-invoices">
      <table className="vt-invoices__table">
        <caption className="vt-visually-hidden">
          <Trans>Ihre Rechnungen, die neueste zuerst</Trans>
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Rechnung</Trans>
            </th>
            <th scope="col">
              <Trans>Datum</Trans>
            </th>
            <th scope="col">
              <Trans>Bestellung</Trans>
            </th>
            <th scope="col" className="vt-invoices__amount">
              <Trans>Betrag</Trans>
            </th>
            <th scope="col">
              <Trans>Zahlung</Trans>
            </th>
            <th scope="col">
              <Trans>Dokument</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {invoices.map((invoice) => {
            const number = invoice.number;
            const due = invoice.dueOn ? day(i18n.locale, invoice.dueOn) : '';
            return (
              <tr key={invoice.number}>
                <th scope="row">{invoice.number}</th>
                <td>{day(i18n.locale, invoice.issuedOn)}</td>
                <td>{invoice.orderNumber}</td>
                <td className="vt-invoices__amount">{formatMoney(invoice.total, currency, format)}</td>
                <td>{invoice.dueOn ? <Trans>fällig am {due}</Trans> : <Trans>bezahlt</Trans>}</td>
                <td>
                  <a href={invoice.pdf} download>
                    <Trans>Rechnung {number} als PDF herunterladen</Trans>
                  </a>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {moreHref ? (
        <p>
          <a href={moreHref}>
            <Trans>Ältere Rechnungen</Trans>
          </a>
        </p>
      ) : null}
    </div>
  );
}
