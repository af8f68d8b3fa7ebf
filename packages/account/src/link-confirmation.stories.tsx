import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, userEvent, within } from 'storybook/test';
import { LinkConfirmation } from './link-confirmation';

const meta = {
  title: 'Account/Mailed link confirmation',
  component: LinkConfirmation,
  args: { kind: 'email', token: 'x'.repeat(43), action: async () => ({ values: {}, errors: {}, done: 'anna.neu@example.de' }), nextHref: '/mein-konto' },
} satisfies Meta<typeof LinkConfirmation>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The new e-mail's link: nothing happens until the button is pressed. */
export const ConfirmEmail: Story = {};
/** Pressed: the new address counts. */
export const EmailConfirmed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button'));
    await expect(await canvas.findByText(/anna\.neu@example\.de/)).toBeInTheDocument();
  },
};
/** Another account took the address meanwhile. */
export const EmailTaken: Story = { args: { initialState: { values: {}, errors: {}, refused: 'email-taken' } } };
/** The erasure's link: the warning and the button. */
export const ConfirmErasure: Story = { args: { kind: 'erasure', nextHref: '/' } };
/** Erased. */
export const Erased: Story = { args: { kind: 'erasure', nextHref: '/', initialState: { values: {}, errors: {}, done: '2026-11-26T17:00:00.000Z' } } };
/** A used, expired or malformed link. */
export const InvalidLink: Story = { args: { invalid: true } };
/** A registration's link: the button opens the account (and logs in; the shop then goes on). */
export const ConfirmRegistration: Story = { args: { kind: 'registration', nextHref: '/kasse/registrieren' } };
/** A registration's link that was used, expired or never valid. */
export const RegistrationLinkInvalid: Story = { args: { kind: 'registration', nextHref: '/kasse/registrieren', invalid: true } };
/** An account with the registration's e-mail was opened meanwhile. */
export const RegistrationEmailTaken: Story = {
  args: { kind: 'registration', nextHref: '/kasse/registrieren', initialState: { values: {}, errors: {}, refused: 'email-taken' } },
};
