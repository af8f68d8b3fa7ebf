import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, within } from 'storybook/test';
import { MATURITIES } from './bookings.fixtures';
import { OpenPayments } from './open-payments';

const meta = {
  title: 'Account/Open payments',
  component: OpenPayments,
  args: {
    payments: MATURITIES,
    open: 22_549,
    currency: 'EUR',
    format: { currencyPosition: 'after', grouping: true, decimalSeparator: ',' },
    reloadHref: '/mein-konto/meine-buchungen',
  },
} satisfies Meta<typeof OpenPayments>;
export default meta;
type Story = StoryObj<typeof meta>;

/** By due day: an instalment plan (two paid), an invoice, a prepayment overdue (said in words). */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('row')).toHaveLength(MATURITIES.length + 1);
    await expect(canvas.getByRole('heading', { level: 2 })).toBeVisible();
    await expect(canvasElement.querySelectorAll('.vt-maturity__overdue')).toHaveLength(1);
  },
};

/** The payment dates: only what is still to pay. */
export const StillToPay: Story = {
  args: { showPaid: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('row')).toHaveLength(MATURITIES.filter((m) => m.state !== 'PAID').length + 1);
  },
};

/** Swiss francs. */
export const SwissShop: Story = { args: { currency: 'CHF', format: { currencyPosition: 'after', grouping: false, decimalSeparator: '.' } } };

/** Nothing to pay. */
export const NothingOpen: Story = {
  args: { payments: [], open: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('table')).toBeNull();
  },
};

/** They could not be loaded: the spec's message, with a reload link. */
export const CouldNotLoad: Story = {
  args: { payments: undefined, open: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toBeVisible();
    await expect(canvas.getByRole('link').getAttribute('href')).toBe('/mein-konto/meine-buchungen');
  },
};
