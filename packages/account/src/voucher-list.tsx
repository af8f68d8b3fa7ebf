import { Trans, useLingui } from '@lingui/react/macro';
import { type Currency, formatMoney, type PriceFormat } from '@vitrine/pricing';

/** A voucher as the account lists it (spec §3: value, valid until, customer group, minimum order value after return). */
export interface VoucherView {
  code: string;
  /** Minor units off, or percent when `percent`. */
  value: number;
  percent: boolean;
  /** The goods must reach this, and still reach it after a return (minor units; 0: none). */
  minimumOrder: number;
  /** ISO date-time: the last moment it can be redeemed. */
  validUntil: string;
  customerGroup: 'allCustomers' | 'personal';
  standing: 'upcoming' | 'active' | 'used' | 'expired';
}

export type VoucherTab = 'active' | 'expired';

export interface VoucherListProps {
  active: readonly VoucherView[];
  expired: readonly VoucherView[];
  /** The tab shown. */
  tab: VoucherTab;
  /** Each tab's address (the page with that tab): works without JavaScript. */
  tabHref: Record<VoucherTab, string>;
  currency: Currency;
  format: PriceFormat;
  /** The shop's time zone: the day a voucher ends there. */
  timeZone: string;
  headingLevel?: 2 | 3;
}

/**
 * The customer's vouchers in two tabs, active and expired (links: the page shows one tab at a time,
 * the current one marked), each with its code, value, the day it ends, who it is for and the minimum
 * order value that must still be reached after a return; the spec's "no content" texts.
 */
export function VoucherList({ active, expired, tab, tabHref, currency, format, timeZone, headingLevel = 2 }: VoucherListProps) {
  const { i18n } = useLingui();
  const Heading = `h${headingLevel}` as const;
  const shown = tab === 'active' ? active : expired;
  const day = new Intl.DateTimeFormat(i18n.locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone });
  const activeCount = active.length;
  const expiredCount = expired.length;
  return (
    <section className="vt-vouchers" aria-labelledby="vouchers-title">
      <Heading id="vouchers-title">
        <Trans>Ihre Gutscheine</Trans>
      </Heading>
      <nav className="vt-vouchers__tabs" aria-labelledby="vouchers-title">
        <ul>
          <li>
            <a href={tabHref.active} aria-current={tab === 'active' ? 'page' : undefined}>
              <Trans>Aktiv ({activeCount})</Trans>
            </a>
          </li>
          <li>
            <a href={tabHref.expired} aria-current={tab === 'expired' ? 'page' : undefined}>
              <Trans>Abgelaufen ({expiredCount})</Trans>
            </a>
          </li>
        </ul>
      </nav>
      {shown.length === 0 ? (
        <p className="vt-vouchers__none">
          {tab === 'active' ? <Trans>Sie haben zurzeit keine aktiven Gutscheine.</Trans> : <Trans>Sie haben keine abgelaufenen Gutscheine.</Trans>}
        </p>
      ) : (
        <ul className="vt-vouchers__list">
          {shown.map((voucher) => {
            const value = voucher.percent ? `${voucher.value} %` : formatMoney(voucher.value, currency, format);
            const until = day.format(new Date(voucher.validUntil));
            const minimum = formatMoney(voucher.minimumOrder, currency, format);
            const code = voucher.code;
            return (
              <li key={voucher.code} className={`vt-voucher-card vt-voucher-card--${voucher.standing}`}>
                <p className="vt-voucher-card__value">
                  <Trans>{value} Rabatt</Trans>
                </p>
                <p className="vt-voucher-card__code">
                  <Trans>
                    Code <code>{code}</code>
                  </Trans>
                </p>
                <p>
                  {voucher.standing === 'used' ? (
                    <Trans>Eingelöst</Trans>
                  ) : voucher.standing === 'expired' ? (
                    <Trans>Abgelaufen am {until}</Trans>
                  ) : voucher.standing === 'upcoming' ? (
                    <Trans>Bald einlösbar, gültig bis {until}</Trans>
                  ) : (
                    <Trans>Gültig bis {until}</Trans>
                  )}
                </p>
                <p>{voucher.customerGroup === 'personal' ? <Trans>Nur für Sie</Trans> : <Trans>Für alle Kundinnen und Kunden</Trans>}</p>
                {voucher.minimumOrder > 0 ? (
                  <p>
                    <Trans>Mindestbestellwert {minimum}, der auch nach einer Rücksendung erreicht sein muss</Trans>
                  </p>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
