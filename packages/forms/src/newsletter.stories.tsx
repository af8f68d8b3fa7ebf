import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, userEvent, within } from 'storybook/test';
import { NewsletterForm, type NewsletterFormState, NewsletterResend, type NewsletterResendState, VoucherTermsDialog } from './newsletter';
import { NewsletterSettingsForm, type NewsletterSettingsState } from './newsletter-settings';

const TERMS = { value: '30.00 CHF', minimumOrder: '90.00 CHF', validDays: 30 };
const answer = (state: NewsletterFormState) => async () => state;

const meta = {
  title: 'Forms/Newsletter',
  component: NewsletterForm,
  args: { action: answer({ values: {}, errors: {} }), terms: TERMS, doubleOptIn: true, privacyHref: '/service-hilfe/ueber-uns/datenschutz' },
} satisfies Meta<typeof NewsletterForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The sign-up with double opt-in (the base shop). */
export const SignUp: Story = {};
/** Without double opt-in (shop-ch): no word on a confirmation mail. */
export const WithoutDoubleOptIn: Story = { args: { doubleOptIn: false } };
/** The browser's rule: a wrong address is said, nothing is sent. */
export const InvalidEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('E-Mail-Adresse'), 'jana@');
    await userEvent.click(canvas.getByRole('button', { name: 'Jetzt anmelden' }));
    await expect(await canvas.findAllByText('Die E-Mail-Adresse ist nicht gültig.')).not.toHaveLength(0);
  },
};
/** Too many mails to the address for now. */
export const TryLater: Story = { args: { initialState: { values: { email: 'jana@example.de' }, errors: {}, failed: 'try-later' } } };
/** Spec §8: "An error occurred. Please try again later." */
export const ServerError: Story = { args: { initialState: { values: { email: 'jana@example.de' }, errors: {}, failed: 'error' } } };
/** The voucher's terms (spec §9) in their dialog. */
export const VoucherTerms: Story = {
  render: () => <VoucherTermsDialog terms={TERMS} />,
  play: async ({ canvasElement }) => {
    // The button once the page's code runs (before, a native disclosure).
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Gutscheinbedingungen' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Gutscheinbedingungen' });
    await expect(dialog).toHaveTextContent('Ab einem Bestellwert von 90.00 CHF der Ware, die Sie behalten.');
  },
};

const resend = (state: NewsletterResendState) => async () => state;
/** The pending page's sheet: a new confirmation mail. */
export const ResendSheet: StoryObj<typeof NewsletterResend> = {
  render: () => <NewsletterResend action={resend({ outcome: 'sent' })} />,
  play: async ({ canvasElement }) => {
    // The button once the page's code runs (before, a native disclosure).
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Keine E-Mail bekommen?' }));
    const sheet = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Keine E-Mail bekommen?' });
    await userEvent.click(within(sheet).getByRole('button', { name: 'Neue Bestätigungs-E-Mail senden' }));
    await expect(await within(sheet).findByRole('status')).toHaveTextContent('Wir haben Ihnen eine neue E-Mail geschickt.');
  },
};
/** The hour's mails are used. */
export const ResendTryLater: StoryObj<typeof NewsletterResend> = { render: () => <NewsletterResend action={resend({})} initialState={{ outcome: 'try-later' }} /> };

const settings = (state: NewsletterSettingsState) => async () => state;
/** The unsubscribe form: the send button waits; a pause asks for its days. */
export const Settings: StoryObj<typeof NewsletterSettingsForm> = {
  render: () => <NewsletterSettingsForm action={settings({ values: {} })} frequencies={[0, 1, 2, 3]} pauseDays={[7, 14, 21, 30]} locale="de-DE" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Speichern' })).toBeDisabled();
    await userEvent.selectOptions(canvas.getByLabelText('Was möchten Sie tun?'), 'pause|-100');
    await expect(canvas.getByRole('button', { name: 'Speichern' })).toBeDisabled();
    await userEvent.selectOptions(canvas.getByLabelText('Wie lange pausieren?'), '14');
    await expect(canvas.getByRole('button', { name: 'Speichern' })).toBeEnabled();
  },
};
/** Saved: a pause until a date. */
export const SettingsPaused: StoryObj<typeof NewsletterSettingsForm> = {
  render: () => (
    <NewsletterSettingsForm
      action={settings({ values: {} })}
      initialState={{
        values: { option: 'pause|-100', pauseDays: '14' },
        saved: { subscribed: true, frequency: 1, pausedUntil: '2026-12-11T10:00:00.000Z', shopNewsletter: true, secondBrand: true },
      }}
      frequencies={[0, 1]}
      pauseDays={[7, 14, 21, 30]}
      locale="de-DE"
    />
  ),
};
/** Spec §8: the link's address is not (or no longer) subscribed. */
export const SettingsNotSubscribed: StoryObj<typeof NewsletterSettingsForm> = {
  render: () => (
    <NewsletterSettingsForm action={settings({ values: {} })} initialState={{ values: {}, refused: 'not-subscribed' }} frequencies={[0, 1]} pauseDays={[7]} locale="de-DE" />
  ),
};
