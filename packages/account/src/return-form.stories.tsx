import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ReturnForm, type ReturnFormState } from './return-form';

/** The stories' action answers what it was given, as the shop's server action would. */
const answer = (state: ReturnFormState) => async () => state;
const lines = [
  { position: 0, productName: 'Strickpullover', variantLabel: '40', quantity: 1 },
  { position: 1, productName: 'Kissenbezug Leinen', variantLabel: null, quantity: 2 },
];
const pickupDays = ['2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-07'];

const meta = {
  title: 'Account/Return form',
  component: ReturnForm,
  args: { orderNumber: '39000101', lines, pickupDays, action: answer({ values: {}, errors: {} }), cancelHref: '#' },
} satisfies Meta<typeof ReturnForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each delivered line with a quantity and a reason; pickup on the earliest day, or drop-off. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('combobox')).toHaveLength(4);
    await expect(canvasElement.querySelector<HTMLInputElement>('input[type="date"]')!.value).toBe('2026-12-01');
  },
};

/** A pickup day too early: the rule in words at the field and in the summary; every choice kept. */
export const PickupTooEarly: Story = {
  args: {
    initialState: {
      values: { 'quantity-1': '1', 'reason-1': 'tooBig', method: 'pickup', pickupOn: '2026-11-30' },
      errors: { pickupOn: 'pickup-too-early' },
      earliest: '2026-12-01',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toBeVisible();
    await expect(canvasElement.querySelector<HTMLInputElement>('input[type="date"]')!.value).toBe('2026-11-30');
    await expect(canvasElement.querySelector<HTMLSelectElement>('select[name="quantity-1"]')!.value).toBe('1');
    await expect(canvasElement.querySelector('#field-pickupOn')!.getAttribute('aria-invalid')).toBe('true');
  },
};

/** A weekend or a public holiday. */
export const PickupNotWorkingDay: Story = {
  args: { initialState: { values: { 'quantity-0': '1', method: 'pickup', pickupOn: '2026-12-25' }, errors: { pickupOn: 'pickup-not-working-day' }, earliest: '2026-12-01' } },
};

/** Nothing chosen: the summary leads to the first quantity. */
export const NothingSelected: Story = {
  args: { action: answer({ values: { method: 'drop-off' }, errors: { lines: 'nothing-selected' } }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button'));
    const summary = await canvas.findByRole('alert');
    await expect(summary.querySelector('a')!.getAttribute('href')).toBe('#field-quantity-0');
  },
};

/** The gateway could not be reached: the spec's error; nothing lost. */
export const Unavailable: Story = { args: { initialState: { values: { 'quantity-0': '1', method: 'drop-off' }, errors: {}, refused: 'unavailable' } } };
