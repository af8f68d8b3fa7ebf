import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, within } from 'storybook/test';
import { VOUCHERS } from './account-overview.fixtures';
import { VoucherList } from './voucher-list';

const meta = {
  title: 'Account/Vouchers',
  component: VoucherList,
  args: {
    ...VOUCHERS,
    tab: 'active',
    tabHref: { active: '?', expired: '?gutscheine=abgelaufen' },
    currency: 'EUR',
    format: { currencyPosition: 'after', grouping: true, decimalSeparator: ',' },
    timeZone: 'Europe/Berlin',
  },
} satisfies Meta<typeof VoucherList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The active tab: a code for everyone and the customer's own welcome voucher with its minimum. */
export const Active: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { current: 'page' })).toHaveTextContent(/2/);
    await expect(canvas.getAllByRole('listitem').filter((li) => li.classList.contains('vt-voucher-card'))).toHaveLength(2);
  },
};

/** The expired tab. */
export const Expired: Story = { args: { tab: 'expired' } };

/** A newsletter voucher once redeemed. */
export const Used: Story = { args: { tab: 'expired', expired: [{ ...VOUCHERS.active[1]!, standing: 'used' }] } };

/** No active voucher: the spec's "no content" text. */
export const NoActive: Story = {
  args: { active: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/keine aktiven Gutscheine/)).toBeVisible();
  },
};

/** No expired voucher. */
export const NoExpired: Story = { args: { tab: 'expired', expired: [] } };
