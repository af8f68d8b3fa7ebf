import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, userEvent, within } from 'storybook/test';
import { type PaybackEntryView, PaybackView } from './payback';

const entries: PaybackEntryView[] = [
  { bookedOn: '2026-11-10', kind: 'takenBack', points: -12, invoiceNumber: '70000005', returnId: 'RT-39000105' },
  { bookedOn: '2026-11-02', kind: 'collected', points: 37, invoiceNumber: '70000005' },
  { bookedOn: '2026-10-13', kind: 'collected', points: 1250, invoiceNumber: '70000001' },
];

const meta = {
  title: 'Account/PAYBACK',
  component: PaybackView,
  args: {
    cardNumber: '••••••1501',
    linkedOn: '2025-10-22',
    points: 1275,
    entries,
    linkAction: async () => ({ values: {}, errors: {}, done: 'linked' }),
    unlinkAction: '#',
  },
} satisfies Meta<typeof PaybackView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A linked card, the points and their history (a return's points taken back). */
export const Linked: Story = {};
/** No card yet: what PAYBACK brings, and the form. */
export const NoCard: Story = { args: { cardNumber: null, linkedOn: null, points: 0, entries: [] } };
/** A number whose check digit does not fit: the spec's kind of message, what was typed kept. */
export const InvalidNumber: Story = {
  args: { cardNumber: null, linkedOn: null, points: 0, entries: [], initialState: { values: { number: '4711081509' }, errors: { number: 'payback-invalid' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('textbox')).toHaveValue('4711081509');
  },
};
/** Linked after pressing the button. */
export const JustLinked: Story = {
  args: { cardNumber: null, linkedOn: null, points: 0, entries: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox'), '4711081501');
    await userEvent.click(canvas.getByRole('button'));
    await expect(await canvas.findByRole('status')).toBeInTheDocument();
  },
};
/** Unlinked: the points stay. */
export const Unlinked: Story = { args: { cardNumber: null, linkedOn: null, notice: 'unlinked' } };
/** The gateway could not be reached. */
export const Failed: Story = { args: { notice: 'failed' } };
