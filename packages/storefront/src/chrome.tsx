import { Trans, useLingui } from '@lingui/react/macro';
import { pathFor, type ProductLocale } from '@vitrine/i18n';
import type { TenantConfig } from '@vitrine/tenant-config';
import { SkipLink, ThemeSwitch } from '@vitrine/ui';
import Link from 'next/link';
import type { Navigation } from './data/navigation';
import { LocaleSwitcher } from './locale-switcher';
import { SearchForm } from './search-form';
import { shopSettings } from './settings';

/** The page header: skip link, brand, locale switcher where the tenant has one, theme choice. */
export function Header({ tenant, locale, navigation }: { tenant: TenantConfig; locale: ProductLocale; navigation: Pick<Navigation, 'items'> }) {
  const { t } = useLingui();
  const settings = shopSettings(tenant).locales;
  const shopName = tenant.host.name;
  return (
    <header className="vt-header">
      <SkipLink />
      <div className="vt-container vt-header__bar">
        <Link href={pathFor('storefront', locale, settings)} className="vt-header__brand" aria-label={t`${shopName} – zur Startseite`}>
          {tenant.host.name}
        </Link>
        <SearchForm />
        <div className="vt-header__tools">
          <LocaleSwitcher />
          <ThemeSwitch />
        </div>
      </div>
      {navigation.items.length ? (
        <nav aria-label={t`Kategorien`} className="vt-nav">
          <ul className="vt-container vt-nav__list">
            {navigation.items.map((item) => (
              <li key={item.key}>
                <Link href={pathFor('category', locale, settings, { slug: item.slug })} className="vt-nav__link">
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </header>
  );
}

const DAY_NAMES = (locale: string) => {
  const fmt = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  // 2024-01-01 was a Monday: ISO weekday n is that date plus n - 1 days.
  return (n: number) => fmt.format(new Date(Date.UTC(2024, 0, n)));
};

/** The service hours of the tenant, one line per group of days (Mo–Fr 08:00–21:00). */
export function OfficeHours({ tenant, locale }: { tenant: TenantConfig; locale: ProductLocale }) {
  const day = DAY_NAMES(locale);
  return (
    <ul className="vt-office-hours">
      {tenant.officeTimes.hours.map((h) => {
        const first = day(h.days[0]!);
        const last = day(h.days.at(-1)!);
        const days = h.days.length > 1 ? `${first}–${last}` : first;
        return (
          <li key={h.days.join()}>
            {days} {h.opens}–{h.closes}
          </li>
        );
      })}
    </ul>
  );
}

/** The page footer: service, terms, opening hours, company. */
export function Footer({ tenant, locale }: { tenant: TenantConfig; locale: ProductLocale }) {
  const settings = shopSettings(tenant).locales;
  const company = tenant.company.name;
  const year = new Date().getFullYear();
  return (
    <footer className="vt-footer">
      <div className="vt-container vt-footer__grid">
        <nav aria-labelledby="footer-service">
          <h2 id="footer-service" className="vt-footer__heading">
            <Trans>Service</Trans>
          </h2>
          <ul>
            <li>
              <a href={pathFor('service', locale, settings)}>
                <Trans>Hilfe und Kontakt</Trans>
              </a>
            </li>
            <li>
              <a href={pathFor('terms', locale, settings)}>
                <Trans>AGB</Trans>
              </a>
            </li>
            <li>
              <a href={pathFor('revocation', locale, settings)}>
                <Trans>Widerrufsrecht</Trans>
              </a>
            </li>
          </ul>
        </nav>
        <section aria-labelledby="footer-hours">
          <h2 id="footer-hours" className="vt-footer__heading">
            <Trans>Servicezeiten</Trans>
          </h2>
          <OfficeHours tenant={tenant} locale={locale} />
        </section>
      </div>
      <p className="vt-container vt-footer__legal">
        © {year} {company}
      </p>
    </footer>
  );
}
