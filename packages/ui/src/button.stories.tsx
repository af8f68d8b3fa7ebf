import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from './button';

const meta = {
  title: 'Design system/Button',
  component: Button,
  args: { children: 'In den Warenkorb', onClick: fn() },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button'));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};
export const Secondary: Story = { args: { variant: 'secondary', children: 'Jetzt bestellen' } };
export const Outline: Story = { args: { variant: 'outline', children: 'Mehr laden' } };
export const Small: Story = { args: { size: 'small', children: 'Erneut versuchen' } };
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button')).toBeDisabled();
    await userEvent.click(canvas.getByRole('button'));
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};
export const AsLink: Story = {
  args: { asChild: true, children: <a href="#basket">Zum Warenkorb</a> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Zum Warenkorb' })).toHaveClass('vt-button');
  },
};
