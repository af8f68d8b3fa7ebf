import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ErrorScreen, NotFoundScreen } from './status-screens';

const meta = { title: 'Screens/Status screens', component: NotFoundScreen } satisfies Meta<typeof NotFoundScreen>;
export default meta;

export const NotFound: StoryObj<typeof meta> = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getAllByRole('link')).toHaveLength(2);
  },
};

const reset = fn();
export const RenderError: StoryObj<typeof meta> = {
  render: () => <ErrorScreen error={new Error('Gateway down')} reset={reset} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button'));
    await expect(reset).toHaveBeenCalled();
  },
};
