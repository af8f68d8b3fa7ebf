import { useLingui } from '@lingui/react/macro';
import { SkipLink } from '@vitrine/ui';
import type { ReactNode } from 'react';
import { HEADER_SEARCH_ID, SearchToggle } from './search-toggle';

/** A category of the header's navigation, with the address of its listing. */
export interface NavigationLink {
  key: string;
  label: string;
  href: string;
  /** Its sub-categories (shown in the drawer on small screens). */
  children?: readonly NavigationLink[];
}

export interface HeaderProps {
  /** The shop's name, shown as the brand that leads home. */
  shopName: string;
  /** The storefront's address in the page's locale. */
  homeHref: string;
  /** The search (a form or combobox); the header only places it. */
  search?: ReactNode;
  /** Entry points at the end of the bar (account, wishlist, basket), each a link with its count island. */
  actions?: ReactNode;
  /** The settings menu's content: theme choice and, on small screens, the locale switcher. */
  settings?: ReactNode;
  /** Shown in the bar on wide screens and in the settings menu on small ones (the Swiss shop's locale switcher). */
  localeSwitcher?: ReactNode;
  /** The departments of the category navigation; none: no navigation bar and no menu. */
  navigation?: readonly NavigationLink[];
  /** The drawer's categories (the navigation file's mobile variant); default `navigation`. */
  drawerNavigation?: readonly NavigationLink[];
  /** More links at the end of the drawer (help and contact). */
  drawerLinks?: readonly NavigationLink[];
  /** Which disclosure starts open (stories, tests). Default: none. */
  open?: 'menu' | 'settings';
}

const MenuIcon = () => (
  <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
    <path d="M4 7h16M4 12h16M4 17h16" />
  </svg>
);
const SettingsIcon = () => (
  <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
    <circle cx="12" cy="12" r="3" />
    <path d="M12 2.5v3M12 18.5v3M2.5 12h3M18.5 12h3M5.3 5.3l2.1 2.1M16.6 16.6l2.1 2.1M5.3 18.7l2.1-2.1M16.6 7.4l2.1-2.1" />
  </svg>
);

/**
 * The page header, one row on every screen: menu (small screens), brand, search, entry points,
 * settings. The category navigation is a bar on wide screens and a drawer on small ones; the theme
 * and colour-scheme choices live in the settings menu. Menu and settings are disclosure widgets
 * (`<details>`): they open with the keyboard and without JavaScript.
 */
export function Header({ shopName, homeHref, search, actions, settings, localeSwitcher, navigation = [], drawerNavigation = navigation, drawerLinks = [], open }: HeaderProps) {
  const { t } = useLingui();
  return (
    <header className="vt-header">
      <SkipLink />
      <div className="vt-container vt-header__bar">
        {drawerNavigation.length ? (
          <details className="vt-drawer" open={open === 'menu'}>
            <summary className="vt-icon-button" aria-label={t`Menü`}>
              <MenuIcon />
            </summary>
            <nav aria-label={t`Kategorien`} className="vt-drawer__panel">
              <ul className="vt-drawer__list">
                {drawerNavigation.map((item) => (
                  <li key={item.key}>
                    <a href={item.href} className="vt-drawer__link">
                      {item.label}
                    </a>
                    {item.children?.length ? (
                      <ul>
                        {item.children.map((child) => (
                          <li key={child.key}>
                            <a href={child.href} className="vt-drawer__link" data-level="2">
                              {child.label}
                            </a>
                          </li>
                        ))}
                      </ul>
                    ) : null}
                  </li>
                ))}
                {drawerLinks.map((link) => (
                  <li key={link.key} className="vt-drawer__extra">
                    <a href={link.href} className="vt-drawer__link">
                      {link.label}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          </details>
        ) : null}
        <a href={homeHref} className="vt-header__brand" aria-label={t`${shopName} – zur Startseite`}>
          {shopName}
        </a>
        {search ? <SearchToggle /> : null}
        {search ? (
          <div className="vt-header__search" id={HEADER_SEARCH_ID}>
            {search}
          </div>
        ) : null}
        {localeSwitcher ? <div className="vt-header__locales">{localeSwitcher}</div> : null}
        {actions ? <div className="vt-header__actions">{actions}</div> : null}
        {settings || localeSwitcher ? (
          <details className="vt-settings" open={open === 'settings'}>
            <summary className="vt-icon-button" aria-label={t`Einstellungen`}>
              <SettingsIcon />
            </summary>
            <div className="vt-settings__panel">
              {localeSwitcher ? <div className="vt-settings__locales">{localeSwitcher}</div> : null}
              {settings}
            </div>
          </details>
        ) : null}
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
