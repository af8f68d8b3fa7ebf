import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { Price } from './price';

const de = { currencyPosition: 'after', grouping: true, decimalSeparator: ',' } as const;
const ch = { currencyPosition: 'after', grouping: false, decimalSeparator: '.' } as const;
const nl = { currencyPosition: 'before', grouping: true, decimalSeparator: ',' } as const;
const base = { currency: 'EUR', amount: 129_990, originalAmount: null, discountPercent: null, unitPrice: null, installmentCount: 12, installmentAmount: 10_833 } as const;

const meta = { title: 'Catalog/Price', component: Price, args: { price: base, format: de } } satisfies Meta<typeof Price>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Regular: Story = {};
export const Sale: Story = { args: { price: { ...base, originalAmount: 159_990, discountPercent: 19 } } };
export const Swiss: Story = { args: { price: { ...base, currency: 'CHF', amount: 134_995, installmentAmount: 11_250 }, format: ch } };
export const Dutch: Story = { args: { format: nl } };
export const UnitPrice: Story = {
  args: { price: { ...base, amount: 1_299, installmentCount: null, installmentAmount: null, unitPrice: { amount: 519, quantity: 1, unit: 'kg' } } },
};
/** shop-de charges interest (0.65 % a month): the teaser states the total payable, the interest and the effective annual rate. */
export const WithInterest: Story = {
  args: {
    size: 'detail',
    price: {
      ...base,
      amount: 70_099,
      installmentCount: 12,
      installmentAmount: 6_297,
      installmentFirstAmount: 6_299,
      installmentLastAmount: 6_298,
      installmentTotal: 75_567,
      installmentEffectiveRate: 15.05,
    },
  },
};
export const Detail: Story = { args: { size: 'detail', price: { ...base, originalAmount: 159_990, discountPercent: 19 } } };
