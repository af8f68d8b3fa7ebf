import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from './button';
import { Dialog } from './dialog';

const meta = {
  title: 'Design system/Dialog',
  component: Dialog,
  args: {
    title: 'Bitte melden Sie sich an',
    description: 'Ihren Merkzettel sehen Sie, wenn Sie angemeldet sind.',
    trigger: <Button>Merkzettel öffnen</Button>,
    children: <Button variant="outline">Zur Anmeldung</Button>,
  },
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const OpensAndClosesWithTheKeyboard: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Merkzettel öffnen' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Bitte melden Sie sich an' });
    await expect(dialog).toHaveAccessibleDescription('Ihren Merkzettel sehen Sie, wenn Sie angemeldet sind.');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};
export const Open: Story = { args: { open: true } };
export const SideSheet: Story = { args: { open: true, placement: 'side', title: 'Warenkorb', description: undefined } };
