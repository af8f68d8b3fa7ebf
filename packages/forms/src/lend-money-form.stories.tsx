import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, userEvent, within } from 'storybook/test';
import { LendMoneyForm, type LendMoneyState } from './lend-money-form';

/** The stories' action answers what it was given, as the shop's server action would. */
const answer = (state: LendMoneyState) => async () => state;

const meta = {
  title: 'Forms/Lend money',
  component: LendMoneyForm,
  args: {
    action: answer({ values: {}, errors: {}, reference: 'LM-3F2A9C01BE' }),
    accountHolder: 'Eva Hartmann',
    iban: 'DE89 •••• •••• •••• ••30 00',
    phone: '+49 30 5550100',
    minAmount: 100,
    maxAmount: 5000,
    serviceHref: '/service-hilfe',
  },
} satisfies Meta<typeof LendMoneyForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The form with the customer's name and phone filled in, the IBAN shown. */
export const Empty: Story = {};
/** The browser checks with the shared rules first: an amount out of range is said, nothing is sent. */
export const AmountOutOfRange: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Gewünschter Betrag in Euro'), '99');
    await userEvent.click(canvas.getByRole('button', { name: 'Anfrage senden' }));
    await expect(await canvas.findAllByText('Bitte geben Sie einen Betrag von 100 bis 5000 Euro ein.')).not.toHaveLength(0);
  },
};
/** The gateway's field problems after a post without JavaScript: what was typed stays. */
export const FieldErrors: Story = {
  args: { initialState: { values: { accountHolder: '', amount: '12.5', phone: 'abc' }, errors: { accountHolder: 'required', amount: 'digits-only', phone: 'phone-invalid' } } },
};
/** The conditions in their dialog. */
export const ConditionsDialog: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Bedingungen ansehen' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Bedingungen' });
    await expect(dialog).toBeVisible();
  },
};
/** Sent: the reference, and the mail on its way. */
export const Requested: Story = { args: { initialState: { values: {}, errors: {}, reference: 'LM-3F2A9C01BE' } } };
/** The failed page: a condition is not met. */
export const Failed: Story = { args: { initialState: { values: {}, errors: {}, refused: 'failed' } } };
/** The credit bureau did not answer (spec §8: "status check failed"). */
export const StatusCheckFailed: Story = { args: { initialState: { values: { amount: '500' }, errors: {}, refused: 'status-check-failed' } } };
/** Spec §8: cannot be processed (contact the service). */
export const CannotBeProcessed: Story = { args: { initialState: { values: { amount: '500' }, errors: {}, refused: 'cannot-be-processed' } } };
/** Spec §8: a technical error. */
export const TechnicalError: Story = { args: { initialState: { values: { amount: '500' }, errors: {}, refused: 'technical-error' } } };
