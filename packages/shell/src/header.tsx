import { useLingui } from '@lingui/react/macro';
import { SkipLink } from '@vitrine/ui';
import type { ReactNode } from 'react';

/** A category of the header's navigation, with the address of its listing. */
export interface NavigationLink {
  key: string;
  label: string;
  href: string;
}

export interface HeaderProps {
  /** The shop's name, shown as the brand that leads home. */
  shopName: string;
  /** The storefront's address in the page's locale. */
  homeHref: string;
  /** The search (a form or combobox); the header only places it. */
  search?: ReactNode;
  /** Tools at the end of the bar: locale switcher, theme choice, basket, account. */
  tools?: ReactNode;
  /** The departments of the category navigation; none: no navigation bar. */
  navigation?: readonly NavigationLink[];
}

/** The page header: skip link, brand, search, tools, and the category navigation. */
export function Header({ shopName, homeHref, search, tools, navigation = [] }: HeaderProps) {
  const { t } = useLingui();
  return (
    <header className="vt-header">
      <SkipLink />
      <div className="vt-container vt-header__bar">
        <a href={homeHref} className="vt-header__brand" aria-label={t`${shopName} – zur Startseite`}>
          {shopName}
        </a>
        {search}
        {tools ? <div className="vt-header__tools">{tools}</div> : null}
      </div>
      {navigation.length ? (
        <nav aria-label={t`Kategorien`} className="vt-nav">
          <ul className="vt-container vt-nav__list">
            {navigation.map((item) => (
              <li key={item.key}>
                <a href={item.href} className="vt-nav__link">
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </header>
  );
}
