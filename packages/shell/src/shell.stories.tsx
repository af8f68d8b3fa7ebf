import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { Breadcrumbs } from './breadcrumbs';
import { Footer } from './footer';
import { Header } from './header';
import { LocaleSwitcher } from './locale-switcher';

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
    tools: (
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

export const PageFooter: StoryObj<typeof meta> = {
  render: () => (
    <Footer
      serviceLinks={[{ href: '/service-hilfe', label: 'Hilfe und Kontakt' }]}
      officeHours={[
        { days: [1, 2, 3, 4, 5], opens: '08:00', closes: '21:00' },
        { days: [6], opens: '08:00', closes: '12:00' },
      ]}
      locale="de-DE"
      company="Vitrine Versand GmbH"
      year={2026}
    />
  ),
};

export const Trail: StoryObj<typeof meta> = {
  render: () => <Breadcrumbs home="/" trail={[{ label: 'Möbel', href: '/kategorie/moebel' }, { label: 'Sofas' }]} current="Ecksofa Lund" />,
};
