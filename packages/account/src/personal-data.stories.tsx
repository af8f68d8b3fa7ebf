import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PersonalDataPage } from './personal-data';
import type { FormState } from './state';

/** The stories' actions answer what they were given, as the shop's server actions would. */
const answer =
  <F extends string>(state: FormState<F>) =>
  async () =>
    state;

const data = {
  customerNumber: '10000001',
  email: 'anna.schmidt@example.de',
  firstName: 'Anna',
  lastName: 'Schmidt',
  dateOfBirth: '1985-04-12',
  phone: '+49 30 1234567',
  iban: 'DE89 •••• •••• •••• ••30 00',
};

const meta = {
  title: 'Account/Personal data',
  component: PersonalDataPage,
  args: {
    data,
    saveAction: answer({ values: {}, errors: {}, done: 'saved' }),
    emailAction: answer({ values: {}, errors: {}, done: 'anna.neu@example.de' }),
    passwordAction: answer({ values: {}, errors: {}, done: 'changed' }),
    erasureAction: answer({ values: {}, errors: {}, done: 'anna.schmidt@example.de' }),
    exportHref: '/api/account/data-export',
  },
} satisfies Meta<typeof PersonalDataPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Names, birth date, phone, the IBAN masked; the e-mail, password, and the data to take away or erase. */
export const Filled: Story = {};
/** A customer without phone and IBAN: the IBAN field is optional, nothing to remove. */
export const WithoutIbanAndPhone: Story = { args: { data: { ...data, phone: null, iban: null } } };
/** A new e-mail waits for its link: the page says which address counts until then. */
export const EmailPending: Story = { args: { data: { ...data, pendingEmail: 'anna.neu@example.de' } } };
/** Saved: the page says so. */
export const Saved: Story = { args: { initial: { save: { values: {}, errors: {}, done: 'saved' } } } };
/** Refused by the rules: the summary, each field's message, what was typed kept. */
export const FieldErrors: Story = {
  args: {
    initial: {
      save: {
        values: { firstName: 'Anna', lastName: 'Schm1dt', dateOfBirth: '1985-04-12', phone: 'call me', iban: 'DE00 1234' },
        errors: { lastName: 'no-special-characters-or-numbers', phone: 'phone-invalid', iban: 'iban-invalid' },
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /Telefon|téléphone|Telefoon/i })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('textbox', { name: /Telefon|téléphone|Telefoon/i })).toHaveValue('call me');
  },
};
/** The e-mail's link was sent (after pressing the button). */
export const EmailLinkSent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Neue E-Mail|Nouvelle adresse|Nieuw e-mailadres/ }), 'anna.neu@example.de');
    await userEvent.type(canvasElement.querySelector<HTMLInputElement>('#field-email-password')!, 'Kirschbaum-im-Garten');
    await userEvent.click(canvas.getByRole('button', { name: /E-Mail-Adresse ändern|Modifier l’adresse|E-mailadres wijzigen/ }));
    await expect(await canvas.findByText(/anna\.neu@example\.de/)).toBeInTheDocument();
  },
};
/** The current password was wrong. */
export const WrongPassword: Story = { args: { initial: { password: { values: {}, errors: { currentPassword: 'password-wrong' } } } } };
/** Too many wrong passwords in a short time. */
export const TooManyAttempts: Story = { args: { initial: { password: { values: {}, errors: {}, refused: 'too-many-attempts', retryAfterSeconds: 600 } } } };
/** The password was changed: the other devices are logged out. */
export const PasswordChanged: Story = { args: { initial: { password: { values: {}, errors: {}, done: 'changed' } } } };
/** The erasure's link was sent to the account's address. */
export const ErasureRequested: Story = { args: { initial: { erasure: { values: {}, errors: {}, done: 'anna.schmidt@example.de' } } } };
/** The gateway could not be reached: the spec's message, nothing typed lost. */
export const Unavailable: Story = {
  args: { initial: { save: { values: { firstName: 'Anna', lastName: 'Schmidt', dateOfBirth: '1985-04-12' }, errors: {}, refused: 'unavailable' } } },
};
