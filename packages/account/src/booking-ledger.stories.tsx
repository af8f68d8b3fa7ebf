import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, within } from 'storybook/test';
import { BookingLedger } from './booking-ledger';
import { BOOKINGS } from './bookings.fixtures';

const meta = {
  title: 'Account/Bookings',
  component: BookingLedger,
  args: {
    entries: BOOKINGS,
    balance: BOOKINGS[0]!.balance,
    count: BOOKINGS.length,
    currency: 'EUR',
    format: { currencyPosition: 'after', grouping: true, decimalSeparator: ',' },
  },
} satisfies Meta<typeof BookingLedger>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Invoices, a charge, payments and a return booked back, newest first, each with the balance after it. */
export const Ledger: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('row')).toHaveLength(BOOKINGS.length + 1);
    await expect(canvas.getAllByRole('rowheader')).toHaveLength(BOOKINGS.length);
  },
};

/** Only the newest shown: a link to all of them. */
export const MoreThanShown: Story = {
  args: { entries: BOOKINGS.slice(0, 3), count: 120, allHref: '?alle=1' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link').getAttribute('href')).toBe('?alle=1');
  },
};

/** Paid more than owed: a credit in the customer's favour. */
export const InCredit: Story = { args: { entries: BOOKINGS.slice(-1), balance: -2_680, count: 1 } };

/** Everything paid. */
export const Balanced: Story = { args: { entries: [], balance: 0, count: 0 } };

/** Swiss francs. */
export const SwissShop: Story = { args: { currency: 'CHF', format: { currencyPosition: 'after', grouping: false, decimalSeparator: '.' } } };
