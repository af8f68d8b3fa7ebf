import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { createChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { CONTACT_SUBJECTS } from '@vitrine/form-rules';
import { expect, userEvent, within } from 'storybook/test';
import { Captcha } from './captcha';
import { ContactForm, type ContactFormState } from './contact-form';

/** The stories' action answers what it was given, as the shop's server action would. */
const answer = (state: Partial<ContactFormState>) => async () => ({ values: {}, errors: {}, attached: [], uploadProblems: [], dropped: 0, attempt: 1, ...state });

const LINKS = {
  orders: '/mein-konto/meine-bestellungen-und-lieferungen',
  orderLookup: '/bestellstatus',
  invoices: '/mein-konto/meine-rechnungen',
  addressBook: '/mein-konto/mein-adressbuch',
  personalData: '/mein-konto/meine-persoenlichen-daten',
  passwordReset: '/password/reset',
  bookings: '/mein-konto/meine-buchungen',
  service: '/service-hilfe',
  lendMoney: '/service-hilfe/geld-leihen',
  jobs: '/service-hilfe/ueber-uns/karriere',
  privacy: '/service-hilfe/ueber-uns/datenschutz',
};

/** A challenge made in the browser for the story (the gateway makes the real ones, with its secret). */
const challenge = async () =>
  JSON.stringify(await createChallenge({ algorithm: 'PBKDF2/SHA-256', cost: 200, counter: 300, deriveKey, hmacSignatureSecret: 'storybook-only-secret' }));

const meta = {
  title: 'Forms/Contact',
  component: ContactForm,
  args: {
    action: answer({ reference: 'KM-3F2A9C01BE' }),
    subjects: [...CONTACT_SUBJECTS],
    path: '/service-hilfe/kontakt',
    links: LINKS,
    postalCountry: 'DE',
    locale: 'de-DE',
  },
} satisfies Meta<typeof ContactForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const filled = {
  salutation: 'female',
  firstName: 'Jana',
  lastName: 'Krüger',
  street: 'Hauptstraße',
  houseNumber: '5a',
  postalCode: '20095',
  city: 'Hamburg',
  email: 'jana@example.de',
};

/** The guide alone: no subject yet, so no answers and no form. */
export const ChooseSubject: Story = {};
/** A subject chosen: its help answers, then the form; the send button waits for the required fields. */
export const AnswersAndForm: Story = {
  args: { topic: 'returns' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Rücksendung und Umtausch' })).toHaveAttribute('href', '/service-hilfe#retourneren-ruilen');
    await expect(canvas.getByRole('button', { name: 'Nachricht senden' })).toBeDisabled();
  },
};
/** Choosing a subject in the select shows its answers at once. */
export const SubjectChanged: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText('Worum geht es?'), 'address');
    await expect(await canvas.findByRole('link', { name: 'Zu meinem Adressbuch' })).toBeVisible();
  },
};
/** Applicants: the jobs page, no form. */
export const Application: Story = { args: { topic: 'application' } };
/** The browser's rules: a wrong e-mail address is said, nothing is sent. */
export const InvalidEmail: Story = {
  args: { topic: 'other', initialState: { values: { ...filled, email: 'jana@', message: 'Hallo' }, errors: {}, attached: [], uploadProblems: [], dropped: 0, attempt: 0 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Nachricht senden' }));
    await expect(await canvas.findAllByText(/Die E-Mail-Adresse ist nicht gültig\./)).not.toHaveLength(0);
  },
};
/** The gateway's answer after a refusal: fields wrong, a file refused by its content, one kept as attached. */
export const RefusedWithFiles: Story = {
  args: {
    topic: 'returns',
    initialState: {
      values: { ...filled, postalCode: '123', message: 'Die Lampe kam mit einem Sprung an.' },
      errors: { postalCode: 'postal-code-invalid' },
      attached: [{ id: 'u1', name: 'riss.png', size: 3000 }],
      uploadProblems: [{ name: 'beleg.jpg', code: 'unsupported-format' }],
      dropped: 1,
      attempt: 1,
    },
  },
};
/** Spec §8: "An error occurred. Please try again later." */
export const ServerError: Story = {
  args: { topic: 'other', initialState: { values: { ...filled, message: 'Hallo' }, errors: {}, attached: [], uploadProblems: [], dropped: 0, failed: 'error', attempt: 1 } },
};
/** Spec §8: an upload failed ("Unexpected error: {errorMsg}"). */
export const UploadError: Story = {
  args: {
    topic: 'other',
    initialState: { values: { ...filled, message: 'Hallo' }, errors: {}, attached: [], uploadProblems: [], dropped: 0, failed: 'upload', uploadError: 'HTTP 503', attempt: 1 },
  },
};
/** Sent: the reference, and the mail on its way. */
export const Sent: Story = {
  args: { topic: 'returns', initialState: { values: {}, errors: {}, attached: [], uploadProblems: [], dropped: 0, attempt: 1, reference: 'KM-3F2A9C01BE' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('KM-3F2A9C01BE');
    // The reference alone: the subject's choice and its answers are hidden beside it.
    await expect(canvas.queryByRole('combobox')).toBeNull();
  },
};
/** With the shop's captcha: the browser solves it, then the button waits only for the fields. */
export const WithCaptcha: Story = {
  args: { topic: 'other' },
  loaders: [async () => ({ captcha: await challenge() })],
  render: (args, { loaded }) => <ContactForm {...args} captcha={loaded.captcha as string} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Sicherheitsprüfung abgeschlossen.', {}, { timeout: 15_000 })).toBeVisible();
  },
};
/** The captcha alone, while it works and once done. */
export const CaptchaAlone: StoryObj<typeof Captcha> = {
  loaders: [async () => ({ captcha: await challenge() })],
  render: (_, { loaded }) => <Captcha challenge={loaded.captcha as string} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Sicherheitsprüfung abgeschlossen.', {}, { timeout: 15_000 })).toBeVisible();
  },
};
/** A challenge that cannot be read: the failure is said, with a button to try again. */
export const CaptchaFailed: StoryObj<typeof Captcha> = {
  render: () => <Captcha challenge="not a challenge" />,
};
