import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, within } from 'storybook/test';
import { AccountOverview } from './account-overview';
import { OVERVIEW, VOUCHERS } from './account-overview.fixtures';
import { VoucherList } from './voucher-list';

const vouchers = (
  <VoucherList {...VOUCHERS} tab="active" tabHref={{ active: '?', expired: '?gutscheine=abgelaufen' }} currency="EUR" format={OVERVIEW.format} timeZone="Europe/Berlin" />
);

const meta = {
  title: 'Account/Overview',
  component: AccountOverview,
  args: { ...OVERVIEW, vouchers },
} satisfies Meta<typeof AccountOverview>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A parcel on its way, a return registered, what is due next, the vouchers. */
export const Overview: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 2 }).length).toBeGreaterThanOrEqual(4);
    await expect(canvas.getByRole('link', { name: /DHL/ }).getAttribute('target')).toBe('_blank');
  },
};

/** The Swiss shop: the premium membership and its end. */
export const PremiumMember: Story = {
  args: { premiumUntil: '2027-05-31', currency: 'CHF', format: { currencyPosition: 'after', grouping: false, decimalSeparator: '.' }, timeZone: 'Europe/Zurich' },
};

/** Premium offered, not a member. */
export const NotPremium: Story = { args: { premiumUntil: null } };

/** Nothing on its way, nothing open. */
export const NothingOpen: Story = {
  args: { shipments: [], openReturns: [], payments: { open: 0, payments: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link', { name: /DHL/ })).toBeNull();
  },
};

/** Open payments could not be loaded: the spec's reload message. */
export const PaymentsCouldNotLoad: Story = {
  args: { payments: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toBeVisible();
  },
};
