import { AccountNavigation, type AccountPageKey } from '@vitrine/account';
import { ACCOUNT_PAGE_SCREENS, hasRoute, pathFor, type ProductLocale } from '@vitrine/i18n';
import type { MessageDescriptor } from '@lingui/core';
import { initLingui } from '@vitrine/next-adapter';
import type { TenantConfig } from '@vitrine/tenant-config';
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { localeOf } from '../../common/locale';
import { SERVED_SCREENS } from '../../generated/served-screens';

/**
 * The account pages this shop serves in this locale, in the tenant's order: switched on in its
 * configuration, with a screen in this storefront and a path in the locale. The wishlist last.
 */
export function accountItems(tenant: TenantConfig, locale: ProductLocale): { key: AccountPageKey; href: string }[] {
  const settings = { defaultLocale: tenant.i18n.defaultLocale, locales: tenant.i18n.locales };
  const pages = tenant.account.pages.flatMap((page) => {
    const screen = ACCOUNT_PAGE_SCREENS[page];
    return SERVED_SCREENS.has(screen) && hasRoute(screen, locale) ? [{ key: page, href: pathFor(screen, locale, settings) }] : [];
  });
  return SERVED_SCREENS.has('wishlist') ? [...pages, { key: 'wishlist', href: pathFor('wishlist', locale, settings) }] : pages;
}

/** An account page: its heading, the account's navigation (the current page marked) and the page. */
export function AccountFrame({
  tenant,
  locale,
  current,
  title,
  children,
}: {
  tenant: TenantConfig;
  locale: ProductLocale;
  current: AccountPageKey;
  title: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="vt-account-frame">
      <h1>{title}</h1>
      <div className="vt-account-layout">
        <AccountNavigation items={accountItems(tenant, locale)} current={current} />
        <div className="vt-account-layout__page">{children}</div>
      </div>
    </div>
  );
}

/** The login that comes back to `here` once the password was entered (a guest, a soft login). */
export function loginFor(tenant: TenantConfig, locale: ProductLocale, here: string): string {
  const settings = { defaultLocale: tenant.i18n.defaultLocale, locales: tenant.i18n.locales };
  return `${pathFor('login', locale, settings)}?${new URLSearchParams({ next: here })}`;
}

/** An account page's metadata: its title in the page's language, never indexed. */
export async function accountMetadata(tenant: TenantConfig, params: Promise<{ locale: string }>, title: MessageDescriptor): Promise<Metadata> {
  const locale = await localeOf(tenant, params);
  const i18n = await initLingui(locale);
  return { title: i18n._(title), robots: { index: false, follow: false } };
}
