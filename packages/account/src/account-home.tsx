import { Trans, useLingui } from '@lingui/react/macro';
import { type AccountPageKey, useAccountPageLabels } from './account-navigation';

export interface AccountHomeProps {
  /** The pages this shop serves, in the order shown. */
  items: readonly { key: AccountPageKey; href: string }[];
}

/** What each account page is for, in a line (the start page's tiles). */
function useDescriptions(): Record<AccountPageKey, string> {
  const { t } = useLingui();
  return {
    overview: t`Sendungen unterwegs, offene Rücksendungen und Zahlungen auf einen Blick.`,
    personalData: t`Name, E-Mail-Adresse, Telefon, Passwort und Bankverbindung.`,
    orders: t`Ihre Bestellungen, ihre Pakete und Rücksendungen.`,
    bookings: t`Rechnungen, Zahlungen und Gutschriften mit Ihrem Kontostand.`,
    invoices: t`Ihre Rechnungen zum Herunterladen.`,
    addressBook: t`Liefer- und Rechnungsadressen verwalten.`,
    payback: t`Ihre PAYBACK-Punkte aus Ihren Einkäufen.`,
    paymentDates: t`Wann welche Rate oder Rechnung fällig wird.`,
    wishlist: t`Artikel, die Sie sich gemerkt haben.`,
  };
}

/** The account's start: a tile per page the shop serves, each with what it is for. */
export function AccountHome({ items }: AccountHomeProps) {
  const labels = useAccountPageLabels();
  const descriptions = useDescriptions();
  return (
    <section className="vt-account-home" aria-labelledby="account-home-title">
      <h2 id="account-home-title" className="vt-visually-hidden">
        <Trans>Bereiche Ihres Kundenkontos</Trans>
      </h2>
      <ul className="vt-account-home__tiles">
        {items.map(({ key, href }) => (
          <li key={key}>
            <a href={href} className="vt-account-home__tile">
              <span className="vt-account-home__label">{labels[key]}</span>
              <span className="vt-account-home__text">{descriptions[key]}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
