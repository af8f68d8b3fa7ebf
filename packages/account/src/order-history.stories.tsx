import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ORDERS } from './order-history.fixtures';
import { OrderHistory } from './order-history';

const meta = {
  title: 'Account/Orders and deliveries',
  component: OrderHistory,
  args: {
    orders: ORDERS,
    currency: 'EUR',
    format: { currencyPosition: 'after', grouping: true, decimalSeparator: ',' },
    timeZone: 'Europe/Berlin',
    shopHref: '/',
  },
} satisfies Meta<typeof OrderHistory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Partly shipped (a parcel on its way, a line still prepared), cancelled, delivered; the scans open on demand. */
export const Orders: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
    await expect(canvas.getAllByRole('heading', { level: 2 })[0]).toHaveTextContent('39000102');
    const tracking = canvas.getAllByRole('link').filter((link) => link.getAttribute('target') === '_blank');
    await expect(tracking).toHaveLength(2);
    for (const link of tracking) await expect(link.getAttribute('rel')).toContain('noopener');
    const summary = canvasElement.querySelector('summary')!;
    await userEvent.click(summary);
    await expect(summary.parentElement).toHaveProperty('open', true);
    await expect(canvasElement.querySelectorAll('details[open] li')).toHaveLength(2);
  },
};

/** Older orders follow on another page (a link: no JavaScript needed). */
export const WithOlderOrders: Story = {
  args: { moreHref: '?after=39000101' },
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    await expect(links.at(-1)!.getAttribute('href')).toBe('?after=39000101');
  },
};

/** Swiss francs, Swiss Post and Zurich time. */
export const SwissShop: Story = {
  args: {
    currency: 'CHF',
    format: { currencyPosition: 'after', grouping: false, decimalSeparator: '.' },
    timeZone: 'Europe/Zurich',
    orders: ORDERS.map((order) => ({
      ...order,
      deliveries: order.deliveries.map((parcel) => ({
        ...parcel,
        carrier: 'swissPost' as const,
        trackingUrl: `https://service.post.ch/ekp-web/ui/entry/search/${parcel.trackingNumber}`,
      })),
    })),
  },
};

/** Nothing ordered yet: where to start. */
export const Empty: Story = {
  args: { orders: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('article')).toBeNull();
    await expect(within(canvasElement).getByRole('link').getAttribute('href')).toBe('/');
  },
};
