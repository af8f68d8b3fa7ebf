import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, userEvent } from 'storybook/test';
import { SkipLink } from './skip-link';

const meta = {
  title: 'Design system/Skip link',
  component: SkipLink,
  render: () => (
    <>
      <SkipLink />
      <div id="main" tabIndex={-1}>
        Inhalt
      </div>
    </>
  ),
} satisfies Meta<typeof SkipLink>;
export default meta;

export const Focused: StoryObj<typeof meta> = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link')).toHaveFocus();
    await expect(canvas.getByRole('link')).toHaveAttribute('href', '#main');
  },
};
