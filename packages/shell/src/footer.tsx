import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';

import { CustomerRatingsBadge } from './customer-ratings-badge';
import type { OfficeHoursGroup } from './office-hours';

export type { OfficeHoursGroup };

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
  /** Another site (opens in a new tab, marked as such). */
  external?: boolean;
}

export interface FooterGroup {
  title: string;
  links: readonly FooterLink[];
}

export interface FooterProps {
  /** Groups of links (the footer menu of the content bucket); the first is headed "Service" when none are given. */
  groups: readonly FooterGroup[];
  /** The legal pages (terms, revocation, privacy, imprint): always in the bottom line. */
  legalLinks: readonly FooterLink[];
  /** The service hours and the locale their day names are written in. */
  officeHours: readonly OfficeHoursGroup[];
  locale: string;
  /** What a call costs, already formatted (Swiss shop): per minute from a landline, at most from a mobile. */
  phonePrices?: { landline: string; mobileMax: string } | undefined;
  /** The customer club's registration (another site). */
  clubLink?: FooterLink | undefined;
  /** The company named in the copyright line. */
  company: string;
  /** The copyright year. */
  year: number;
  /**
   * Under the heading of the service hours: what says whether the service is open now, judged in the
   * browser (the footer is part of cached pages): `<OpenNow hours timeZone schedule />`, or an empty
   * slot a shop renders its `OpenNowStatus` into once its islands have come (the storefront's way: no
   * page's first load carries it). Nothing when left out.
   */
  openNow?: ReactNode;
  /** More in the legal line, after its links (the consent settings button). */
  legalExtra?: ReactNode;
  /** The shop's customer rating and where the ratings are listed; left out when unknown. */
  customerRatings?: { average: number; count: number; href: string } | undefined;
  /** Under the customer rating: the survey's invitation (an island of the shop). */
  survey?: ReactNode;
}

function FooterAnchor({ link }: { link: FooterLink }) {
  const { t } = useLingui();
  return link.external ? (
    <a href={link.href} target="_blank" rel="noopener">
      {link.label}
      <span className="vt-visually-hidden"> {t`(öffnet in einem neuen Tab)`}</span>
    </a>
  ) : (
    <a href={link.href}>{link.label}</a>
  );
}

/** The page footer: link groups, service hours with "open now" and call prices, the club, the legal line. */
export function Footer({ groups, legalLinks, officeHours, locale, phonePrices, clubLink, company, year, openNow, legalExtra, customerRatings, survey }: FooterProps) {
  const { t } = useLingui();
  const landline = phonePrices?.landline;
  const mobile = phonePrices?.mobileMax;
  return (
    <footer className="vt-footer">
      <div className="vt-container vt-footer__grid">
        {groups.map((group, i) => (
          <nav key={group.title} aria-labelledby={`footer-group-${i}`}>
            <h2 id={`footer-group-${i}`} className="vt-footer__heading">
              {group.title}
            </h2>
            <ul>
              {group.links.map((link) => (
                <li key={link.href}>
                  <FooterAnchor link={link} />
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <section aria-labelledby="footer-hours">
          <h2 id="footer-hours" className="vt-footer__heading">
            <Trans>Servicezeiten</Trans>
          </h2>
          {/* The time zone's offsets from the render on: the browser reads the shop's time without Intl. */}
          {openNow}
          <OfficeHours hours={officeHours} locale={locale} />
          {phonePrices ? <p className="vt-footer__note">{t`Anrufe kosten ${landline} pro Minute aus dem Festnetz, aus Mobilnetzen höchstens ${mobile} pro Minute.`}</p> : null}
          {clubLink ? (
            <p>
              <FooterAnchor link={clubLink} />
            </p>
          ) : null}
        </section>
        {customerRatings || survey ? (
          <section aria-labelledby="footer-ratings">
            <h2 id="footer-ratings" className="vt-footer__heading">
              <Trans>Ihre Meinung</Trans>
            </h2>
            {customerRatings ? (
              <p>
                <CustomerRatingsBadge summary={customerRatings} href={customerRatings.href} />
              </p>
            ) : null}
            {survey}
          </section>
        ) : null}
      </div>
      <div className="vt-container vt-footer__legal">
        <nav aria-label={t`Rechtliches`}>
          <ul className="vt-footer__legal-links">
            {legalLinks.map((link) => (
              <li key={link.href}>
                <FooterAnchor link={link} />
              </li>
            ))}
            {legalExtra ? <li>{legalExtra}</li> : null}
          </ul>
        </nav>
        <p>
          © {year} {company}
        </p>
      </div>
    </footer>
  );
}
