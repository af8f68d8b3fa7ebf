import { Trans, useLingui } from '@lingui/react/macro';
import { type Currency, formatMoney, type PriceFormat } from '@vitrine/pricing';
import { formatRate } from './formats';
import type { OrderLineView, TotalsView } from './types';

export interface OrderSummaryProps {
  lines: readonly OrderLineView[];
  totals: TotalsView;
  currency: Currency;
  format: PriceFormat;
  /** The heading's level in its page. Default 2. */
  headingLevel?: 2 | 3 | undefined;
  /** A link to change the lines (the basket). */
  changeHref?: string | undefined;
  /** The label of the payment surcharge (the payment pause, or the instalments' interest). */
  surchargeLabel?: string | undefined;
  /** The label of the discount (default "Gutschein"). */
  discountLabel?: string | undefined;
}

/** The lines and everything that will be charged: goods, shipping, surcharges, discount, the total and the VAT it contains per rate. */
export function OrderSummary({ lines, totals, currency, format, headingLevel = 2, changeHref, surchargeLabel, discountLabel }: OrderSummaryProps) {
  const { t, i18n } = useLingui();
  const money = (amount: number) => formatMoney(amount, currency, format);
  const Heading = `h${headingLevel}` as const;
  return (
    <section className="vt-order-summary" aria-labelledby="order-summary-title">
      <Heading id="order-summary-title">
        <Trans>Ihre Artikel</Trans>
      </Heading>
      {changeHref ? (
        <p className="vt-order-summary__change">
          <a href={changeHref} aria-label={t`Artikel im Warenkorb ändern`}>
            <Trans>Ändern</Trans>
          </a>
        </p>
      ) : null}
      <ul className="vt-order-summary__lines">
        {lines.map((line) => {
          const quantity = line.quantity;
          return (
            <li key={line.variantSku}>
              {line.image ? <img src={line.image.url} alt="" width={64} height={Math.round((64 * line.image.height) / line.image.width)} loading="lazy" decoding="async" /> : null}
              <span className="vt-order-summary__name">
                {line.productName}
                {line.variantLabel ? <span className="vt-order-summary__variant">{line.variantLabel}</span> : null}
                <span className="vt-order-summary__quantity">{t`Menge: ${quantity}`}</span>
              </span>
              <span className="vt-order-summary__amount">{money(line.lineTotal)}</span>
            </li>
          );
        })}
      </ul>
      <dl className="vt-order-summary__totals">
        <div>
          <dt>
            <Trans>Warenwert</Trans>
          </dt>
          <dd>{money(totals.goods)}</dd>
        </div>
        {totals.discount > 0 ? (
          <div>
            <dt>{discountLabel ?? t`Gutschein`}</dt>
            <dd>−{money(totals.discount)}</dd>
          </div>
        ) : null}
        <div>
          <dt>
            <Trans>Versand</Trans>
          </dt>
          <dd>{totals.shipping === 0 ? t`kostenlos` : money(totals.shipping)}</dd>
        </div>
        {totals.fees ? (
          <div>
            <dt>
              <Trans>Premium-Mitgliedschaft</Trans>
            </dt>
            <dd>{money(totals.fees)}</dd>
          </div>
        ) : null}
        {totals.paymentSurcharge > 0 ? (
          <div>
            <dt>{surchargeLabel ?? t`Zahlungsaufschlag`}</dt>
            <dd>{money(totals.paymentSurcharge)}</dd>
          </div>
        ) : null}
        <div className="vt-order-summary__total">
          <dt>
            <Trans>Gesamtbetrag</Trans>
          </dt>
          <dd>{money(totals.total)}</dd>
        </div>
        {totals.vat.map((vat) => {
          const rate = formatRate(i18n.locale, vat.rate);
          return (
            <div key={vat.rate} className="vt-order-summary__vat">
              <dt>{t`darin enthaltene MwSt. (${rate})`}</dt>
              <dd>{money(vat.amount)}</dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
