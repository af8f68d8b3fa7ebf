import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, within } from 'storybook/test';
import { InvoiceList } from './invoice-list';

const meta = {
  title: 'Account/Invoices',
  component: InvoiceList,
  args: {
    currency: 'EUR',
    format: { currencyPosition: 'after', grouping: true, decimalSeparator: ',' },
    invoices: [
      { number: '70000004', orderNumber: '39000102', issuedOn: '2026-11-25', total: 5_594, dueOn: '2026-12-09', pdf: '/api/account/invoices/70000004.pdf' },
      { number: '70000001', orderNumber: '39000101', issuedOn: '2026-10-13', total: 8_094, dueOn: null, pdf: '/api/account/invoices/70000001.pdf' },
    ],
  },
} satisfies Meta<typeof InvoiceList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One open (due on a day), one paid; each PDF a download link that names its invoice. */
export const Invoices: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('row')).toHaveLength(3);
    const links = canvas.getAllByRole('link');
    await expect(links[0]!.getAttribute('href')).toBe('/api/account/invoices/70000004.pdf');
    await expect(links[0]!.hasAttribute('download')).toBe(true);
    await expect(links[0]).toHaveAccessibleName(/70000004/);
  },
};

/** Swiss francs. */
export const SwissShop: Story = { args: { currency: 'CHF', format: { currencyPosition: 'after', grouping: false, decimalSeparator: '.' } } };

/** Older invoices on another page. */
export const WithOlderInvoices: Story = { args: { moreHref: '?after=70000001' } };

/** No parcel has left yet: when invoices come. */
export const Empty: Story = {
  args: { invoices: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('table')).toBeNull();
  },
};
