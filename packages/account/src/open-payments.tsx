import { Trans, useLingui } from '@lingui/react/macro';
import { type Currency, formatMoney, type PriceFormat } from '@vitrine/pricing';
import { longDay } from './dates';

export type MaturityKindKey = 'INVOICE' | 'INSTALMENT' | 'PREPAYMENT';
export type MaturityStateKey = 'PAID' | 'OPEN' | 'OVERDUE';

/** A payment due on a day: an invoice, an instalment of a plan, or a prepayment. */
export interface MaturityView {
  kind: MaturityKindKey;
  orderNumber: string;
  invoiceNumber?: string | null | undefined;
  instalment?: { number: number; count: number } | null | undefined;
  /** `YYYY-MM-DD` */
  due: string;
  amount: number;
  /** What of the amount is still to pay. */
  open: number;
  state: MaturityStateKey;
}

export interface OpenPaymentsProps {
  /** By due day (the gateway's order). Undefined: they could not be loaded (the spec's reload message). */
  payments: readonly MaturityView[] | undefined;
  /** What is open in all. */
  open: number;
  currency: Currency;
  format: PriceFormat;
  /** Paid instalments of a plan too (the bookings page); only what is still to pay when false (the payment dates). */
  showPaid?: boolean;
  /** This page's address: the reload link when the payments could not be loaded. */
  reloadHref: string;
  /** The heading's level (the page's title is h1). */
  headingLevel?: 2 | 3;
}

/**
 * The maturities (spec §2): what the customer still pays and when, by due day: invoices on account,
 * every instalment of a plan (paid or open), prepayments awaiting their transfer; what is overdue
 * said in words, not by colour alone. When they cannot be loaded, the spec's reload message.
 */
export function OpenPayments({ payments, open, currency, format, showPaid = true, reloadHref, headingLevel = 2 }: OpenPaymentsProps) {
  const { i18n } = useLingui();
  const Heading = `h${headingLevel}` as const;
  const money = (amount: number) => formatMoney(amount, currency, format);
  const title = (
    <Heading id="open-payments-title">
      <Trans>Offene Zahlungen</Trans>
    </Heading>
  );
  if (!payments) {
    return (
      <section className="vt-maturities" aria-labelledby="open-payments-title">
        {title}
        <p role="alert" className="vt-maturities__failed">
          <Trans>Ihre offenen Zahlungen konnten gerade nicht geladen werden.</Trans>{' '}
          <a href={reloadHref}>
            <Trans>Bitte laden Sie die Seite neu.</Trans>
          </a>
        </p>
      </section>
    );
  }
  const shown = showPaid ? payments : payments.filter((p) => p.state !== 'PAID');
  const total = money(open);
  return (
    <section className="vt-maturities" aria-labelledby="open-payments-title">
      {title}
      {shown.length === 0 ? (
        <p className="vt-maturities__none">
          <Trans>Sie haben keine offenen Zahlungen.</Trans>
        </p>
      ) : (
        <>
          <p className="vt-maturities__total">
            <Trans>Noch zu zahlen: {total}</Trans>
          </p>
          <div className="vt-table-scroll">
            <table className="vt-maturities__table">
              <caption className="vt-visually-hidden">
                <Trans>Ihre Zahlungen nach Fälligkeit</Trans>
              </caption>
              <thead>
                <tr>
                  <th scope="col">
                    <Trans>Fällig am</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Wofür</Trans>
                  </th>
                  <th scope="col" className="vt-amount">
                    <Trans>Betrag</Trans>
                  </th>
                  <th scope="col" className="vt-amount">
                    <Trans>Offen</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Stand</Trans>
                  </th>
                </tr>
              </thead>
              <tbody>
                {shown.map((p) => (
                  <tr key={`${p.kind}-${p.orderNumber}-${p.invoiceNumber ?? ''}-${p.instalment?.number ?? ''}`} className={`vt-maturity vt-maturity--${p.state.toLowerCase()}`}>
                    <th scope="row">{longDay(i18n.locale, p.due)}</th>
                    <td>
                      <What payment={p} />
                    </td>
                    <td className="vt-amount">{money(p.amount)}</td>
                    <td className="vt-amount">{money(p.open)}</td>
                    <td>
                      <State state={p.state} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}

function What({ payment }: { payment: MaturityView }) {
  const order = payment.orderNumber;
  if (payment.kind === 'INSTALMENT' && payment.instalment) {
    const { number, count } = payment.instalment;
    return (
      <Trans>
        Rate {number} von {count} zu Bestellung {order}
      </Trans>
    );
  }
  if (payment.kind === 'PREPAYMENT') return <Trans>Vorkasse für Bestellung {order}</Trans>;
  const invoice = payment.invoiceNumber ?? '';
  return (
    <Trans>
      Rechnung {invoice} zu Bestellung {order}
    </Trans>
  );
}

function State({ state }: { state: MaturityStateKey }) {
  if (state === 'PAID') return <Trans>bezahlt</Trans>;
  if (state === 'OVERDUE') return <strong className="vt-maturity__overdue">{<Trans>überfällig</Trans>}</strong>;
  return <Trans>offen</Trans>;
}
