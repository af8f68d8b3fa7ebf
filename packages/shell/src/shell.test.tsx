import { I18nProvider } from '@lingui/react';
import { setupI18n } from '@lingui/core';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { Breadcrumbs, Footer, Header, LocaleSwitcher, OfficeHours, OpenNow, OpenNowStatus } from './index';

const i18n = setupI18n({ locale: 'de-DE', messages: { 'de-DE': {} } });
const render = (node: ReactNode) => renderToStaticMarkup(<I18nProvider i18n={i18n}>{node}</I18nProvider>);

describe('shell kit', () => {
  it('links the brand home and lists the categories it is given', () => {
    const html = render(<Header shopName="Vitrine" homeHref="/fr" navigation={[{ key: 'mode', label: 'Mode', href: '/fr/categorie/mode' }]} />);
    expect(html).toContain('href="/fr"');
    expect(html).toContain('href="/fr/categorie/mode"');
    expect(render(<Header shopName="Vitrine" homeHref="/" />)).not.toContain('<nav');
  });
  it('writes service hours with the locale’s day names', () => {
    const html = render(
      <OfficeHours
        hours={[
          { days: [1, 2, 3, 4, 5], opens: '08:00', closes: '21:00' },
          { days: [6], opens: '08:00', closes: '12:00' },
        ]}
        locale="de-DE"
      />,
    );
    expect(html).toMatch(/Mo\.?–Fr\.? 08:00–21:00/);
    expect(html).toMatch(/Sa\.? 08:00–12:00/);
  });
  it('shows the footer links it is given and nothing else, external ones marked', () => {
    const html = render(
      <Footer
        groups={[{ title: 'Service', links: [{ href: '/klantenservice', label: 'Klantenservice' }] }]}
        legalLinks={[{ href: '/special/algemene-voorwaarden', label: 'Algemene voorwaarden' }]}
        clubLink={{ href: 'https://club.vitrine.example/', label: 'Club', external: true }}
        officeHours={[]}
        locale="nl-NL"
        company="Vitrine"
        year={2026}
      />,
    );
    expect(html.match(/<a /g)).toHaveLength(3);
    expect(html).toContain('target="_blank" rel="noopener"');
    expect(html).toContain('© 2026 Vitrine');
  });
  it('says "open now" in the shop’s time zone, at the moment it is given', () => {
    const hours = [{ days: [1, 2, 3, 4, 5], opens: '08:00', closes: '21:00' }];
    // 07:30 UTC on a Monday is 08:30 in Zurich (winter): open; 20:30 UTC is 21:30: closed.
    expect(render(<OpenNowStatus hours={hours} timeZone="Europe/Zurich" at={new Date('2026-11-23T07:30:00Z')} />)).toContain('data-state="open"');
    expect(render(<OpenNowStatus hours={hours} timeZone="Europe/Zurich" at={new Date('2026-11-23T20:30:00Z')} />)).toContain('data-state="closed"');
  });
  it('renders nothing of "open now" on the server: its code comes when the browser is idle', () => {
    const hours = [{ days: [1, 2, 3, 4, 5], opens: '08:00', closes: '21:00' }];
    expect(render(<OpenNow hours={hours} timeZone="Europe/Zurich" at={new Date('2026-11-23T07:30:00Z')} />)).not.toContain('vt-open-now');
  });
  it('marks the current locale and hides the switcher for one locale', () => {
    const links = [
      { locale: 'de-CH', href: '/' },
      { locale: 'fr-CH', href: '/fr' },
    ];
    expect(render(<LocaleSwitcher links={links} current="fr-CH" />)).toMatch(/hrefLang="fr-CH" lang="fr-CH" aria-current="true"/);
    expect(render(<LocaleSwitcher links={links.slice(0, 1)} current="de-CH" />)).toBe('');
  });
  it('ends the trail with the current page, not linked', () => {
    const html = render(<Breadcrumbs home="/" trail={[{ label: 'Möbel', href: '/kategorie/moebel' }, { label: 'Sofas' }]} current="Ecksofa" />);
    expect(html).toContain('<li aria-current="page">Ecksofa</li>');
    expect(html).toContain('<li>Sofas</li>');
  });
});
