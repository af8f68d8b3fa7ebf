import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { LoginRequest } from './login-request';
import { WishlistView } from './wishlist-view';

const image = (n: number) => ({
  url: `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 100"><rect width="80" height="100" fill="hsl(${n * 70} 30% 70%)"/></svg>`)}`,
  alt: '',
  width: 80,
  height: 100,
});
const items = [
  {
    variantSku: '10000001',
    productName: 'Hemdblusenkleid mit Gürtel',
    href: '#',
    image: image(1),
    variantLabel: '36',
    available: true,
    price: 4999,
    variants: [
      { sku: '10000001', label: '36', available: true },
      { sku: '10000002', label: '38', available: false },
      { sku: '10000004', label: '42', available: true },
    ],
  },
  {
    variantSku: '10031303',
    productName: 'Ecksofa Lund',
    href: '#',
    image: image(2),
    variantLabel: null,
    available: false,
    price: 89900,
    variants: [{ sku: '10031303', label: 'Grau', available: false }],
  },
];
const euro = { currencyPosition: 'after', grouping: true, decimalSeparator: ',' } as const;

const meta = {
  title: 'Account/Wishlist',
  component: WishlistView,
  args: { items, currency: 'EUR', format: euro, changeAction: '#', removeAction: '#', basketAction: '#', basketHref: '#', continueHref: '#' },
} satisfies Meta<typeof WishlistView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Items: Story = {};
export const Empty: Story = { args: { items: [] } };
/** The editor's "same variant" answer (spec §4). */
export const NoChanges: Story = { args: { notice: 'no-changes' } };
/** A sold-out variant was refused. */
export const SoldOut: Story = { args: { notice: 'sold-out' } };
/** The spec's edit failure. */
export const EditFailed: Story = { args: { notice: 'edit-failed' } };
export const Removed: Story = { args: { notice: 'removed' } };
export const AddedToBasket: Story = { args: { notice: 'added-to-basket' } };

/** What a guest sees where the wishlist needs a login (the page, and the hearts' overlay). */
export const GuestAskedToLogIn: StoryObj<typeof LoginRequest> = {
  render: (args) => <LoginRequest {...args} />,
  args: { loginHref: '#login', registerHref: '#register' },
};
