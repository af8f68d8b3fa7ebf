import { useLingui } from '@lingui/react/macro';
import { formatMoney, type Currency, type PriceFormat } from '@vitrine/pricing';

export interface PriceData {
  currency: Currency;
  /** Minor units. */
  amount: number;
  originalAmount: number | null;
  discountPercent: number | null;
  unitPrice: { amount: number; quantity: number; unit: string } | null;
  /** The instalment teaser: how many instalments (null: none). */
  installmentCount: number | null;
  /** The regular monthly instalment, minor units. */
  installmentAmount: number | null;
  /** First and last instalment, which absorb the rounding so that all add up to the price. Default: the regular one. */
  installmentFirstAmount?: number | null;
  installmentLastAmount?: number | null;
  /** The total payable by instalments: the price plus interest. Default: the price (interest-free). */
  installmentTotal?: number | null;
  /** The effective annual rate in percent, two decimals (0: interest-free). */
  installmentEffectiveRate?: number | null;
}

export interface PriceProps {
  price: PriceData;
  /** The tenant's price format. */
  format: PriceFormat;
  /** `card` is compact; `detail` is the product page's block. Default `card`. */
  size?: 'card' | 'detail';
}

/** Price, original price, discount, unit price and instalment teaser (spec §3 product fields). */
export function Price({ price, format, size = 'card' }: PriceProps) {
  const { t } = useLingui();
  const now = formatMoney(price.amount, price.currency, format);
  const was = price.originalAmount ? formatMoney(price.originalAmount, price.currency, format) : null;
  const count = price.installmentCount;
  const rate = price.installmentAmount === null ? null : formatMoney(price.installmentAmount, price.currency, format);
  const firstAmount = price.installmentFirstAmount ?? price.installmentAmount;
  const lastAmount = price.installmentLastAmount ?? price.installmentAmount;
  // Where the rounding makes the first or last instalment differ, the teaser says so: the instalments add up to the price.
  const first = rate !== null && firstAmount !== null && firstAmount !== price.installmentAmount ? formatMoney(firstAmount, price.currency, format) : '';
  const last = rate !== null && lastAmount !== null && lastAmount !== price.installmentAmount ? formatMoney(lastAmount, price.currency, format) : '';
  const rounding = [first ? t`erste Rate ${first}` : '', last ? t`letzte Rate ${last}` : ''].filter(Boolean).join(', ');
  // With interest the teaser states what the credit costs (EU Consumer Credit Directive): the total
  // payable, the interest in money and the effective annual rate with two decimals.
  const total = price.installmentTotal ?? price.amount;
  const interest = count && rate !== null && total > price.amount ? formatMoney(total - price.amount, price.currency, format) : '';
  const totalText = interest ? formatMoney(total, price.currency, format) : '';
  const effective = interest ? (price.installmentEffectiveRate ?? 0).toFixed(2).replace('.', format.decimalSeparator) : '';
  const unit = price.unitPrice;
  const unitText = unit ? formatMoney(unit.amount, price.currency, format) : null;
  const quantity = unit?.quantity;
  const measure = unit?.unit;
  return (
    <div className="vt-price" data-size={size}>
      <p className="vt-price__now" data-sale={was ? 'true' : undefined}>
        {was ? <span className="vt-visually-hidden">{t`Jetzt`} </span> : null}
        {now}
      </p>
      {was ? (
        <p className="vt-price__was">
          <span className="vt-visually-hidden">{t`Statt`} </span>
          <s>{was}</s>
          {price.discountPercent ? <span className="vt-price__discount"> −{price.discountPercent}&#8239;%</span> : null}
        </p>
      ) : null}
      {unit && unitText ? <p className="vt-price__unit">{t`${unitText} pro ${quantity} ${measure}`}</p> : null}
      {count && rate ? (
        <p className="vt-price__instalments">
          {t`oder ${count} × ${rate} monatlich`}
          {rounding ? <span className="vt-price__instalments-detail"> ({rounding})</span> : null}
        </p>
      ) : null}
      {interest ? <p className="vt-price__credit">{t`Gesamtbetrag ${totalText}, davon Zinsen ${interest}; effektiver Jahreszins ${effective} %`}</p> : null}
    </div>
  );
}
