import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { DeliveryOptionKey, PaymentMethodKey } from './types';

/** A day of the shop's time zone (`YYYY-MM-DD`) in the page's language: "Mi., 25. November". */
export function formatDay(locale: string, day: string): string {
  return new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

/** A day (`YYYY-MM-DD`) written out in the page's language: "23. November 2027". */
export function formatLongDay(locale: string, day: string): string {
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

/** A VAT rate in basis points as the page's language writes a percentage ("19 %", "8,1 %"). */
export function formatRate(locale: string, basisPoints: number): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(basisPoints / 10_000);
}

/** The names of the delivery options. */
export function useDeliveryName(): (option: DeliveryOptionKey) => string {
  const { t } = useLingui();
  return (option) =>
    ({
      standard: t`Standardversand`,
      express: t`Expressversand`,
      parcelShop: t`Lieferung an einen Paketshop`,
      freight: t`Speditionslieferung`,
    })[option];
}

/** The names of the payment methods. */
export function usePaymentName(): (method: PaymentMethodKey) => string {
  const { t } = useLingui();
  return (method) =>
    ({
      invoice: t`Rechnung`,
      instalments: t`Ratenzahlung`,
      prepayment: t`Vorauskasse`,
      creditCard: t`Kreditkarte`,
      ideal: 'iDEAL',
    })[method];
}

/** The expected delivery: one day, or from … to …. */
export function DeliveryDates({ earliest, latest }: { earliest: string; latest: string }) {
  const { i18n } = useLingui();
  const from = formatDay(i18n.locale, earliest);
  const until = formatDay(i18n.locale, latest);
  return earliest === latest ? (
    <Trans>Lieferung voraussichtlich am {from}</Trans>
  ) : (
    <Trans>
      Lieferung voraussichtlich zwischen {from} und {until}
    </Trans>
  );
}

/** What to transfer and the reference (the prepayment hint of spec §3): the confirmation's and the payment link's. */
export function BankTransferHint({ amount, reference, id, children }: { amount: string; reference: string; id: string; children?: ReactNode }) {
  return (
    <section className="vt-order-confirmation__prepayment" aria-labelledby={id}>
      <h2 id={id}>
        <Trans>Bitte überweisen Sie den Betrag</Trans>
      </h2>
      <dl>
        <div>
          <dt>
            <Trans>Betrag</Trans>
          </dt>
          <dd>{amount}</dd>
        </div>
        <div>
          <dt>
            <Trans>Verwendungszweck</Trans>
          </dt>
          <dd>{reference}</dd>
        </div>
      </dl>
      {children}
    </section>
  );
}
