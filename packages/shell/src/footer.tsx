import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

/** Service hours of a group of days (ISO weekdays, 1 = Monday). */
export interface OfficeHoursGroup {
  days: readonly number[];
  opens: string;
  closes: string;
}

/** The service hours, one line per group of days ("Mo.–Fr. 08:00–21:00"), with the locale's day names. */
export function OfficeHours({ hours, locale }: { hours: readonly OfficeHoursGroup[]; locale: string }) {
  const fmt = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  // 2024-01-01 was a Monday: ISO weekday n is that date plus n - 1 days.
  const day = (n: number) => fmt.format(new Date(Date.UTC(2024, 0, n)));
  return (
    <ul className="vt-office-hours">
      {hours.map((h) => {
        const first = day(h.days[0]!);
        const days = h.days.length > 1 ? `${first}–${day(h.days.at(-1)!)}` : first;
        return (
          <li key={h.days.join()}>
            {days} {h.opens}–{h.closes}
          </li>
        );
      })}
    </ul>
  );
}

export interface FooterLink {
  href: string;
  label: ReactNode;
}

export interface FooterProps {
  /** The service links (help and contact, and the legal pages where the shop has them). */
  serviceLinks: readonly FooterLink[];
  /** The service hours and the locale their day names are written in. */
  officeHours: readonly OfficeHoursGroup[];
  locale: string;
  /** The company named in the copyright line. */
  company: string;
  /** The copyright year. */
  year: number;
}

/** The page footer: service links, service hours, company. */
export function Footer({ serviceLinks, officeHours, locale, company, year }: FooterProps) {
  return (
    <footer className="vt-footer">
      <div className="vt-container vt-footer__grid">
        <nav aria-labelledby="footer-service">
          <h2 id="footer-service" className="vt-footer__heading">
            <Trans>Service</Trans>
          </h2>
          <ul>
            {serviceLinks.map((link) => (
              <li key={link.href}>
                <a href={link.href}>{link.label}</a>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-hours">
          <h2 id="footer-hours" className="vt-footer__heading">
            <Trans>Servicezeiten</Trans>
          </h2>
          <OfficeHours hours={officeHours} locale={locale} />
        </section>
      </div>
      <p className="vt-container vt-footer__legal">
        © {year} {company}
      </p>
    </footer>
  );
}
