import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect } from 'storybook/test';
import { ProductCard, type ProductCardData } from './product-card';

const de = { currencyPosition: 'after', grouping: true, decimalSeparator: ',' } as const;
const image = (hue: number) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="800" height="1000"><rect width="800" height="1000" fill="hsl(${hue} 40% 80%)"/></svg>`)}`;
const product: ProductCardData = {
  sku: '100001',
  productName: 'Sommerkleid mit Gürtel',
  brand: 'Linea',
  rating: 4.4,
  reviewCount: 37,
  available: true,
  variationDimension: 'Größe',
  colours: [
    { name: 'Marine', hex: '#1d2f5a' },
    { name: 'Rot', hex: '#b3261e' },
  ],
  price: { currency: 'EUR', amount: 4_999, originalAmount: null, discountPercent: null, unitPrice: null, installmentCount: null, installmentAmount: null },
  images: [{ url: image(200), alt: '', width: 800, height: 1000 }],
};

const meta = {
  title: 'Catalog/Product card',
  component: ProductCard,
  args: { product, href: '#product', format: de },
  decorators: [(Story) => <div style={{ maxWidth: 260 }}>{Story()}</div>],
} satisfies Meta<typeof ProductCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /Sommerkleid mit Gürtel/ })).toHaveAttribute('href', '#product');
    await expect(canvas.getByText('(37 Bewertungen)', { exact: false })).toBeVisible();
  },
};
export const Sale: Story = {
  args: { product: { ...product, price: { ...product.price, amount: 3_999, originalAmount: 4_999, discountPercent: 20 } } },
};
export const WithInstalments: Story = {
  args: { product: { ...product, productName: 'Ecksofa mit Bettfunktion', price: { ...product.price, amount: 129_900, installmentCount: 12, installmentAmount: 10_825 } } },
};
export const SoldOut: Story = { args: { product: { ...product, available: false } } };
export const NoRatingYet: Story = { args: { product: { ...product, rating: null, reviewCount: 0, colours: [product.colours[0]!], variationDimension: null } } };
