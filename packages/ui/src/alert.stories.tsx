import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect } from 'storybook/test';
import { Alert } from './alert';

const meta = { title: 'Design system/Alert', component: Alert, args: { children: 'Bitte wählen Sie zuerst eine Variante.' } } satisfies Meta<typeof Alert>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Status: Story = { play: async ({ canvas }) => expect(canvas.getByRole('status')).toBeVisible() };
export const Interrupting: Story = {
  args: { role: 'alert', children: 'Ihr Artikel konnte leider nicht in den Warenkorb gelegt werden.' },
  play: async ({ canvas }) => expect(canvas.getByRole('alert')).toBeVisible(),
};
