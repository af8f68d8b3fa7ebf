import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, userEvent } from 'storybook/test';
import { VariantPicker } from './variant-picker';

const meta = {
  title: 'Catalog/Product page/Variant picker',
  component: VariantPicker,
  args: {
    dimension: 'Größe',
    variants: [
      { sku: '10000101', label: '75A', available: true },
      { sku: '10000102', label: '75B', available: false },
      { sku: '10000103', label: '80B', available: true },
    ],
  },
} satisfies Meta<typeof VariantPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NothingChosen: Story = {};
export const Choosing: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: '80B' }));
    await expect(canvas.getByRole('radio', { name: '80B' })).toBeChecked();
    await expect(canvas.getByText('80B', { selector: 'strong' })).toBeVisible();
  },
};
export const SingleVariant: Story = { args: { variants: [{ sku: '10000201', label: 'Standard', available: true }] } };
