import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { type Currency, formatMoney, type PriceFormat } from '@vitrine/pricing';
import type { InstalmentPlanView } from './types';

export interface InstalmentPlanTableProps {
  plan: InstalmentPlanView;
  currency: Currency;
  format: PriceFormat;
  /** The id of the list (what a count's choice points at). */
  id?: string | undefined;
}

/**
 * Every figure of an instalment plan (spec §3, EU Consumer Credit Directive): the amount financed,
 * the instalments, the interest in money, all surcharges, the factors, the total amount payable and
 * the effective annual rate with two decimals.
 */
export function InstalmentPlanTable({ plan, currency, format, id }: InstalmentPlanTableProps) {
  const { i18n } = useLingui();
  const money = (amount: number) => formatMoney(amount, currency, format);
  const percent = (value: number, digits = 2) =>
    new Intl.NumberFormat(i18n.locale, { style: 'percent', minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);
  const rows: Array<[ReactNode, string, string]> = [
    [<Trans key="b">Finanzierter Betrag</Trans>, money(plan.basePrice), 'base-price'],
    [<Trans key="n">Anzahl der Raten</Trans>, String(plan.count), 'count'],
    [<Trans key="f">Erste Rate</Trans>, money(plan.firstInstalment), 'first'],
    [<Trans key="m">Monatliche Rate</Trans>, money(plan.monthlyInstalment), 'monthly'],
    [<Trans key="l">Letzte Rate</Trans>, money(plan.lastInstalment), 'last'],
    [<Trans key="z">Zinsen</Trans>, money(plan.interest), 'interest'],
    [<Trans key="s">Zinsen und Aufschläge</Trans>, money(plan.surcharge), 'surcharge'],
    [<Trans key="i">Fester Monatszinsfaktor</Trans>, percent(plan.monthlyInterestFactor), 'interest-factor'],
    [<Trans key="r">Monatlicher Ratenaufschlagsfaktor</Trans>, percent(plan.monthlyRateSurchargeFactor), 'rate-surcharge-factor'],
    [<Trans key="p">Aufschlag der Zahlpause</Trans>, percent(plan.pauseSurchargePercent / 100), 'pause-surcharge'],
    [<Trans key="o">Gesamtbetrag</Trans>, money(plan.overallPrice), 'overall'],
    [<Trans key="e">Effektiver Jahreszins</Trans>, percent(plan.effectiveAnnualRate / 100), 'effective-rate'],
  ];
  return (
    <dl className="vt-instalment-plan" id={id}>
      {rows.map(([label, value, key]) => (
        <div key={key} data-figure={key}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
