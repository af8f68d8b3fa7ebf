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

/** Every figure of an instalment plan (spec §3): the instalments, the surcharge, the factors, the overall price and the effective annual rate. */
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
    [<Trans key="s">Aufschlag</Trans>, money(plan.surcharge), 'surcharge'],
    [<Trans key="i">Fester Monatszinsfaktor</Trans>, percent(plan.monthlyInterestFactor), 'interest-factor'],
    [<Trans key="r">Monatlicher Ratenaufschlagsfaktor</Trans>, percent(plan.monthlyRateSurchargeFactor), 'rate-surcharge-factor'],
    [<Trans key="p">Aufschlag der Zahlpause</Trans>, percent(plan.pauseSurchargePercent / 100), 'pause-surcharge'],
    [<Trans key="o">Gesamtpreis</Trans>, money(plan.overallPrice), 'overall'],
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
