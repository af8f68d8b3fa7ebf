'use client';
import { useLingui } from '@lingui/react/macro';
import { matchRoute, pathFor, resolvePath, type ProductLocale } from '@vitrine/i18n';
import { LocaleSwitcher } from '@vitrine/shell';
import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { useShopSettings } from '../common/providers';

/** The page's own language versions, from its `<link rel="alternate" hreflang>` (content pages have localized slugs). */
function pageAlternates(): Partial<Record<string, string>> {
  const out: Partial<Record<string, string>> = {};
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]')) {
    try {
      const url = new URL(link.href);
      out[link.hreflang] = `${url.pathname}${url.search}`;
    } catch {
      // a malformed link is no alternate
    }
  }
  return out;
}

/**
 * The shell kit's locale switcher on the current page: the same page in each of the tenant's
 * locales. Screens of the route table map by the table; after hydration the page's hreflang links
 * win (the localized slug of a content page, `/magazin/…` ↔ `/fr/magazine/…`).
 */
export function LocaleLinks() {
  const { i18n } = useLingui();
  const settings = useShopSettings();
  const pathname = usePathname() ?? '/';
  const [alternates, setAlternates] = useState<Partial<Record<string, string>>>({});
  useEffect(() => setAlternates(pageAlternates()), [pathname]);
  if (!settings.localeSwitcher) return null;
  const here = resolvePath(pathname, settings.locales);
  const match = matchRoute(here.path, here.locale);
  const links = settings.locales.locales.map((locale: ProductLocale) => {
    let href = alternates[locale];
    if (!href) {
      try {
        href = match ? pathFor(match.screen, locale, settings.locales, match.params) : pathFor('storefront', locale, settings.locales);
      } catch {
        href = pathFor('storefront', locale, settings.locales);
      }
    }
    return { locale, href };
  });
  return <LocaleSwitcher links={links} current={i18n.locale} />;
}
