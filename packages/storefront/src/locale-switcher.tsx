'use client';
import { useLingui } from '@lingui/react/macro';
import { matchRoute, pathFor, resolvePath, type ProductLocale } from '@vitrine/i18n';
import { usePathname } from 'next/navigation';
import { useShopSettings } from './providers';

const NAMES: Record<ProductLocale, string> = {
  'de-DE': 'Deutsch',
  'de-AT': 'Deutsch',
  'de-CH': 'Deutsch',
  'fr-CH': 'Français',
  'nl-NL': 'Nederlands',
};

/** Links to the same screen in the tenant's other locales (Swiss tenant: de-CH ↔ fr-CH). */
export function LocaleSwitcher() {
  const { t, i18n } = useLingui();
  const settings = useShopSettings();
  const pathname = usePathname() ?? '/';
  if (!settings.localeSwitcher || settings.locales.locales.length < 2) return null;
  const here = resolvePath(pathname, settings.locales);
  const match = matchRoute(here.path, here.locale);
  return (
    <nav aria-label={t`Sprache wählen`} className="vt-locale-switcher">
      <ul>
        {settings.locales.locales.map((locale) => {
          let href: string;
          try {
            href = match ? pathFor(match.screen, locale, settings.locales, match.params) : pathFor('storefront', locale, settings.locales);
          } catch {
            href = pathFor('storefront', locale, settings.locales);
          }
          const current = locale === i18n.locale;
          return (
            <li key={locale}>
              <a href={href} hrefLang={locale} lang={locale} aria-current={current ? 'true' : undefined}>
                <span aria-hidden="true">{locale.slice(0, 2).toUpperCase()}</span>
                <span className="vt-visually-hidden">{NAMES[locale]}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
