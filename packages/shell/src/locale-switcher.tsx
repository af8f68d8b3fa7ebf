import { useLingui } from '@lingui/react/macro';

/** The same page in one of the shop's locales. */
export interface LocaleLink {
  locale: string;
  href: string;
}

const NAMES: Record<string, string> = {
  de: 'Deutsch',
  fr: 'Français',
  nl: 'Nederlands',
};

/**
 * Links to the same page in the shop's other locales (Swiss shop: de-CH ↔ fr-CH), each named in its
 * own language. Nothing is shown for fewer than two locales.
 */
export function LocaleSwitcher({ links, current }: { links: readonly LocaleLink[]; current: string }) {
  const { t } = useLingui();
  if (links.length < 2) return null;
  return (
    <nav aria-label={t`Sprache wählen`} className="vt-locale-switcher">
      <ul>
        {links.map(({ locale, href }) => (
          <li key={locale}>
            <a href={href} hrefLang={locale} lang={locale} aria-current={locale === current ? 'true' : undefined}>
              <span aria-hidden="true">{locale.slice(0, 2).toUpperCase()}</span>
              <span className="vt-visually-hidden">{NAMES[locale.slice(0, 2)] ?? locale}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
