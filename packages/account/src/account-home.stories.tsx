import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, within } from 'storybook/test';
import { AccountHome } from './account-home';

const meta = {
  title: 'Account/Account start',
  component: AccountHome,
  args: {
    items: [
      { key: 'overview', href: '/mein-konto/uebersicht' },
      { key: 'orders', href: '/mein-konto/meine-bestellungen-und-lieferungen' },
      { key: 'addressBook', href: '/mein-konto/mein-adressbuch' },
      { key: 'personalData', href: '/mein-konto/meine-persoenlichen-daten' },
      { key: 'wishlist', href: '/merkzettel' },
    ],
  },
} satisfies Meta<typeof AccountHome>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A tile per page the shop serves, each saying what it is for. */
export const AllPages: Story = {
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    await expect(links).toHaveLength(5);
    await expect(links[1]!.getAttribute('href')).toBe('/mein-konto/meine-bestellungen-und-lieferungen');
  },
};

/** The base configuration: only personal data and the address book (and the wishlist). */
export const BasePages: Story = {
  args: {
    items: [
      { key: 'personalData', href: '/mein-konto/meine-persoenlichen-daten' },
      { key: 'addressBook', href: '/mein-konto/mein-adressbuch' },
      { key: 'wishlist', href: '/merkzettel' },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('link')).toHaveLength(3);
  },
};
