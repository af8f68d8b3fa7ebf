import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { ThemeSwitch } from '@vitrine/ui';
import { Breadcrumbs } from './breadcrumbs';
import { Footer } from './footer';
import { Header } from './header';
import { HeaderActions } from './header-actions';
import { LocaleSwitcher } from './locale-switcher';
import { OpenNow } from './open-now';

const navigation = [
  { key: 'mode', label: 'Mode', href: '/kategorie/mode' },
  { key: 'moebel', label: 'Möbel', href: '/kategorie/moebel' },
  { key: 'elektro', label: 'Elektro', href: '/kategorie/elektro' },
];

const meta = {
  title: 'Shell/Header',
  component: Header,
  args: { shopName: 'Vitrine', homeHref: '/', navigation },
} satisfies Meta<typeof Header>;
export default meta;

export const WithNavigation: StoryObj<typeof meta> = {};
/** Before the navigation file has loaded (or when it failed): no navigation bar. */
export const WithoutNavigation: StoryObj<typeof meta> = { args: { navigation: [] } };
export const SwissWithSwitcher: StoryObj<typeof meta> = {
  globals: { locale: 'de-CH', variant: 'dark' },
  args: {
    localeSwitcher: (
      <LocaleSwitcher
        links={[
          { locale: 'de-CH', href: '/' },
          { locale: 'fr-CH', href: '/fr' },
        ]}
        current="de-CH"
      />
    ),
  },
};
const withChildren = navigation.map((item) => ({ ...item, children: [{ key: `${item.key}-neu`, label: `${item.label}: Neuheiten`, href: `${item.href}-neu` }] }));
/** The settings menu open: theme and colour scheme (the locale switcher too on small screens). */
export const SettingsOpen: StoryObj<typeof meta> = { args: { settings: <ThemeSwitch />, open: 'settings' } };
/** A phone (390 px): one row; the categories in the drawer, here open. */
export const SmallScreenMenuOpen: StoryObj<typeof meta> = {
  args: { navigation: withChildren, drawerLinks: [{ key: 'service', label: 'Hilfe und Kontakt', href: '/service-hilfe' }], settings: <ThemeSwitch />, open: 'menu' },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  globals: { viewport: { value: 'mobile1' } },
};

const entries = [
  { kind: 'account', href: '/mein-konto' },
  { kind: 'wishlist', href: '/merkzettel' },
  { kind: 'basket', href: '/warenkorb' },
] as const;
/** The entry points before the counts island has answered: links without counts. */
export const EntryPoints: StoryObj<typeof meta> = { args: { actions: <HeaderActions entries={entries} />, settings: <ThemeSwitch /> } };
/** A logged-in shopper with two pieces in the basket and five items on the wishlist (wide screen: labels shown). */
export const EntryPointsWithCounts: StoryObj<typeof meta> = {
  args: { actions: <HeaderActions entries={entries} counts={{ basket: 2, wishlist: 5 }} loggedIn />, settings: <ThemeSwitch /> },
};
/** A phone: icons with their counts in the one row. */
export const EntryPointsSmallScreen: StoryObj<typeof meta> = {
  args: { actions: <HeaderActions entries={entries} counts={{ basket: 120 }} />, settings: <ThemeSwitch /> },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  globals: { viewport: { value: 'mobile1' }, locale: 'fr-CH', variant: 'dark' },
};

const hours = [
  { days: [1, 2, 3, 4, 5], opens: '08:00', closes: '21:00' },
  { days: [6], opens: '08:00', closes: '12:00' },
];
const legalLinks = [
  { href: '/service-hilfe/ueber-uns/agb/', label: 'AGB' },
  { href: '/service-hilfe/ueber-uns/widerruf/', label: 'Widerrufsrecht' },
  { href: '/service-hilfe/ueber-uns/datenschutz', label: 'Datenschutz' },
  { href: '/service-hilfe/ueber-uns/impressum', label: 'Impressum' },
];
const groups = [
  {
    title: 'Service',
    links: [
      { href: '/service-hilfe', label: 'Hilfe und Kontakt' },
      { href: '/service-hilfe#bestellen', label: 'Bestellen' },
      { href: '/service-hilfe#retourneren-ruilen', label: 'Rücksendung' },
    ],
  },
  { title: 'Über uns', links: [{ href: '/service-hilfe/ueber-uns/karriere', label: 'Karriere' }] },
];
const club = { href: 'https://club.vitrine.example/registrieren', label: 'Jetzt im Vitrine Club anmelden', external: true };

/** Germany on a Tuesday at 10:00 Berlin time: open. */
export const PageFooter: StoryObj<typeof meta> = {
  render: () => (
    <Footer
      groups={groups}
      legalLinks={legalLinks}
      officeHours={hours}
      locale="de-DE"
      clubLink={club}
      company="Vitrine GmbH"
      year={2026}
      openNow={<OpenNow hours={hours} timeZone="Europe/Berlin" at={new Date('2026-11-24T09:00:00Z')} />}
    />
  ),
};
/** Switzerland: call prices in CHF; Sunday, so closed ("open now" is judged in Europe/Zurich). */
export const SwissFooterClosed: StoryObj<typeof meta> = {
  globals: { locale: 'de-CH', variant: 'dark' },
  render: () => (
    <Footer
      groups={groups}
      legalLinks={legalLinks}
      officeHours={hours}
      locale="de-CH"
      phonePrices={{ landline: '0.14 CHF', mobileMax: '0.42 CHF' }}
      clubLink={club}
      company="Vitrine AG"
      year={2026}
      openNow={<OpenNow hours={hours} timeZone="Europe/Zurich" at={new Date('2026-11-22T10:00:00Z')} />}
    />
  ),
};
/** With the shop's customer rating and the survey's invitation. */
export const FooterWithRatings: StoryObj<typeof meta> = {
  render: () => (
    <Footer
      groups={groups}
      legalLinks={legalLinks}
      officeHours={hours}
      locale="de-DE"
      company="Vitrine GmbH"
      year={2026}
      openNow={<OpenNow hours={hours} timeZone="Europe/Berlin" at={new Date('2026-11-24T09:00:00Z')} />}
      customerRatings={{ average: 4.4, count: 1620, href: '/service-hilfe#kundenbewertungen' }}
      survey={<p>Wie gefällt Ihnen unser Shop?</p>}
    />
  ),
};
/** Without a footer menu (the bucket did not answer): the legal line stays. */
export const FooterWithoutMenu: StoryObj<typeof meta> = {
  render: () => <Footer groups={[]} legalLinks={legalLinks} officeHours={hours} locale="de-DE" company="Vitrine GmbH" year={2026} />,
};

export const Trail: StoryObj<typeof meta> = {
  render: () => <Breadcrumbs home="/" trail={[{ label: 'Möbel', href: '/kategorie/moebel' }, { label: 'Sofas' }]} current="Ecksofa Lund" />,
};
