import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { braSize } from '@vitrine/sizing';
import { expect, userEvent, waitFor } from 'storybook/test';
import { BraSizeFinder } from './bra-size-finder';

const meta = { title: 'Catalog/Bra-size finder', component: BraSizeFinder, args: { action: '#finder' } } satisfies Meta<typeof BraSizeFinder>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const SizeFound: Story = {
  args: { underbust: '74', bust: '88', result: braSize(74, 88), searchHref: '#s-b75' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('75B');
    await expect(canvas.getByRole('link')).toHaveAttribute('href', '#s-b75');
  },
};
/** The problem names its field: the summary takes focus and leads to the bust measurement. */
export const DifferenceTooSmall: Story = {
  args: { underbust: '80', bust: '90', result: braSize(80, 90) },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveFocus());
    await expect(canvas.getByRole('textbox', { name: 'Brustumfang in cm' })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('textbox', { name: 'Unterbrustumfang in cm' })).not.toHaveAttribute('aria-invalid');
    await userEvent.click(canvas.getByRole('link'));
    await expect(canvas.getByRole('textbox', { name: 'Brustumfang in cm' })).toHaveFocus();
  },
};
export const DifferenceTooLarge: Story = { args: { underbust: '80', bust: '120', result: braSize(80, 120) } };
export const UnderbustOutOfRange: Story = { args: { underbust: '40', bust: '60', result: braSize(40, 60) } };
export const InvalidInput: Story = {
  args: { underbust: 'abc', bust: '', result: braSize(Number.NaN, Number.NaN) },
  play: async ({ canvas }) => expect(canvas.getByRole('alert')).toBeVisible(),
};
