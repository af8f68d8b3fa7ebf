import { Trans, useLingui } from '@lingui/react/macro';

/** The pages of the customer account (the tenant's switch decides which it serves). */
export type AccountPageKey = 'overview' | 'personalData' | 'orders' | 'bookings' | 'invoices' | 'addressBook' | 'payback' | 'paymentDates' | 'wishlist';

export interface AccountNavigationProps {
  /** The pages this shop serves, in the order shown. */
  items: readonly { key: AccountPageKey; href: string }[];
  /** The page shown now (`aria-current`). */
  current?: AccountPageKey | undefined;
}

/** The account pages' names (the navigation's and the start page's). */
export function useAccountPageLabels(): Record<AccountPageKey, string> {
  const { t } = useLingui();
  return {
    overview: t`Übersicht`,
    personalData: t`Persönliche Daten`,
    orders: t`Bestellungen und Lieferungen`,
    bookings: t`Buchungen`,
    invoices: t`Rechnungen`,
    addressBook: t`Adressbuch`,
    payback: t`PAYBACK`,
    paymentDates: t`Zahltermine`,
    wishlist: t`Merkzettel`,
  };
}

/** The account's navigation: every page the shop serves, the current one marked. */
export function AccountNavigation({ items, current }: AccountNavigationProps) {
  const { t } = useLingui();
  const label = useAccountPageLabels();
  return (
    <nav className="vt-account-nav" aria-label={t`Ihr Kundenkonto`}>
      <h2 className="vt-account-nav__title">
        <Trans>Ihr Kundenkonto</Trans>
      </h2>
      <ul>
        {items.map(({ key, href }) => (
          <li key={key}>
            <a href={href} aria-current={key === current ? 'page' : undefined}>
              {label[key]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
