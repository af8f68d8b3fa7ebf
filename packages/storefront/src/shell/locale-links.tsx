'use client';
import { useLingui } from '@lingui/react/macro';
import { matchRoute, pathFor, resolvePath, type ProductLocale } from '@vitrine/i18n';
import { LocaleSwitcher } from '@vitrine/shell';
import { usePathname } from 'next/navigation';
import { useShopSettings } from '../common/providers';

/** The shell kit's locale switcher on the current page: the same screen's path in each of the tenant's locales. */
export function LocaleLinks() {
  const { i18n } = useLingui();
  const settings = useShopSettings();
  const pathname = usePathname() ?? '/';
  if (!settings.localeSwitcher) return null;
  const here = resolvePath(pathname, settings.locales);
  const match = matchRoute(here.path, here.locale);
  const links = settings.locales.locales.map((locale: ProductLocale) => {
    let href: string;
    try {
      href = match ? pathFor(match.screen, locale, settings.locales, match.params) : pathFor('storefront', locale, settings.locales);
    } catch {
      href = pathFor('storefront', locale, settings.locales);
    }
    return { locale, href };
  });
  return <LocaleSwitcher links={links} current={i18n.locale} />;
}
