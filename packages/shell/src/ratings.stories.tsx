import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CustomerRatings } from './customer-ratings';
import { CustomerRatingsBadge } from './customer-ratings-badge';
import { SurveyForm } from './survey';
import type { Survey } from '@vitrine/content';

const ratings = [
  { id: '11', stars: 5, text: 'Schnelle Lieferung, alles gut verpackt und genau wie beschrieben.', author: 'Anna K.', date: '2026-11-20', helpful: 4 },
  { id: '12', stars: 4, text: null, author: 'Thomas M.', date: '2026-11-19', helpful: 0 },
  { id: '13', stars: 2, text: 'Paket kam beschädigt an. Der Ersatz wurde zwar geschickt, hat aber lange gedauert.', author: 'Sabine R.', date: '2026-11-18', helpful: 1 },
];
const summary = { average: 4.3, count: 1620, distribution: [65, 65, 130, 356, 1004] as [number, number, number, number, number] };
const noop = () => undefined;

const meta = {
  title: 'Shell/Customer ratings',
  component: CustomerRatings,
  args: { summary, ratings, hasMore: true, state: 'idle', onMore: noop, onHelpful: noop, helpful: new Set<string>(), locale: 'de-DE' },
} satisfies Meta<typeof CustomerRatings>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The mean, how the stars spread, the newest ratings and "more". */
export const List: Story = {};
/** The next ten are on their way. */
export const Loading: Story = { args: { state: 'loading' } };
/** The next page could not be loaded: the shopper can try again. */
export const LoadFailed: Story = { args: { state: 'failed' } };
/** Every rating shown; the shopper found the first one helpful. */
export const AllShownVoted: Story = { args: { hasMore: false, helpful: new Set(['11']) } };
export const ListFrenchDark: Story = {
  globals: { locale: 'fr-CH', variant: 'dark' },
  args: { locale: 'fr-CH', ratings: [{ ...ratings[0]!, text: 'Livraison rapide, article bien emballé.' }] },
};

/** The footer's line: stars, mean and count, a link to the list. */
export const Badge: Story = { render: () => <CustomerRatingsBadge summary={summary} href="/service-hilfe#kundenbewertungen" /> };
export const BadgeDutch: Story = {
  globals: { locale: 'nl-NL' },
  render: () => <CustomerRatingsBadge summary={{ average: 4.6, count: 380 }} href="/klantenservice#kundenbewertungen" />,
};

const survey: Survey = {
  id: 'zufriedenheit-2026',
  locale: 'de-DE',
  title: 'Wie zufrieden sind Sie mit unserem Shop?',
  intro: 'Drei kurze Fragen, keine Minute.',
  invitation: 'Wie gefällt Ihnen unser Shop?',
  thanks: 'Vielen Dank für Ihre Meinung!',
  questions: [
    { id: 'overall', kind: 'stars', label: 'Wie zufrieden sind Sie insgesamt mit uns?', required: true, overall: true },
    {
      id: 'found',
      kind: 'choice',
      label: 'Haben Sie heute gefunden, was Sie gesucht haben?',
      required: false,
      options: [
        { value: 'yes', label: 'Ja' },
        { value: 'partly', label: 'Teilweise' },
        { value: 'no', label: 'Nein' },
      ],
    },
    { id: 'comment', kind: 'text', label: 'Was sollen andere über uns wissen?', required: false, maxLength: 200, public: true },
  ],
};

/** The survey's questions: stars, a choice, a text with its count. */
export const Survey_: Story = { name: 'Survey', render: () => <SurveyForm survey={survey} state="idle" onSubmit={noop} /> };
/** Sent without the required stars: the form says what is missing and keeps the rest. */
export const SurveyMissingStars: Story = {
  render: () => <SurveyForm survey={survey} state="idle" onSubmit={noop} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByLabelText('Ja'));
    await userEvent.click(canvas.getByRole('button', { name: 'Antworten senden' }));
    await expect(canvas.getByText('Bitte beantworten Sie diese Frage.')).toBeVisible();
    await expect(canvas.getByLabelText('Ja')).toBeChecked();
  },
};
/** The gateway found a problem the form had not (it checks again). */
export const SurveyServerProblem: Story = { render: () => <SurveyForm survey={survey} state="idle" onSubmit={noop} problems={{ comment: 'too-long' }} /> };
export const SurveySending: Story = { render: () => <SurveyForm survey={survey} state="sending" onSubmit={noop} /> };
export const SurveyFailed: Story = { render: () => <SurveyForm survey={survey} state="failed" onSubmit={noop} /> };
export const SurveyThanks: Story = { render: () => <SurveyForm survey={survey} state="sent" onSubmit={noop} /> };
export const SurveyAnsweredBefore: Story = {
  globals: { locale: 'fr-CH', variant: 'dark' },
  render: () => <SurveyForm survey={{ ...survey, locale: 'fr-CH' }} state="answered" onSubmit={noop} />,
};
