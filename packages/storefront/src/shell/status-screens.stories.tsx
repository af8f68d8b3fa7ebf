import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ErrorScreen } from './error-screen';
import { NotFoundScreen } from './not-found-screen';

const meta = { title: 'Screens/Status screens', component: NotFoundScreen } satisfies Meta<typeof NotFoundScreen>;
export default meta;

export const NotFound: StoryObj<typeof meta> = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getAllByRole('link')).toHaveLength(2);
  },
};

/** An account page the shop switches off (the base's orders, invoices, …): it says so and leads to the account's start. */
export const AccountPageSwitchedOff: StoryObj<typeof meta> = {
  args: { area: 'account' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(2);
    await expect(links[0]!.getAttribute('href')).toMatch(/\/(mein-konto|mon-compte|mijn-account)$/);
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
