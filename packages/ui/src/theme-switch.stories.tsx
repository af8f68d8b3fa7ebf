import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, userEvent } from 'storybook/test';
import { ThemeSwitch } from './theme-switch';

const meta = { title: 'Design system/Theme switch', component: ThemeSwitch } satisfies Meta<typeof ThemeSwitch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SystemDefault: Story = {};
export const ChoosingDark: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Dunkel' }));
    await expect(document.documentElement).toHaveAttribute('data-mode', 'dark');
    await expect(localStorage.getItem('vitrine:mode')).toBe('dark');
    await userEvent.click(canvas.getByRole('radio', { name: 'Hell' }));
    await expect(document.documentElement).toHaveAttribute('data-mode', 'light');
    localStorage.removeItem('vitrine:mode');
  },
};
export const BlackAndYellow: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Schwarz-Gelb' }));
    await expect(document.documentElement).toHaveAttribute('data-theme', 'alt');
    await userEvent.click(canvas.getByRole('radio', { name: 'Standard' }));
    localStorage.removeItem('vitrine:theme');
  },
};
