import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { ChoiceGroup, type ChoiceGroupProps } from './choice-group';

const sizes = ['36', '38', '40', '42', '44'].map((s) => ({ value: s, label: s, disabled: s === '42' }));

function Controlled(props: Omit<ChoiceGroupProps, 'value' | 'onValueChange'> & { initial?: string }) {
  const [value, setValue] = useState(props.initial);
  return <ChoiceGroup {...props} value={value} onValueChange={setValue} />;
}

const meta = {
  title: 'Design system/Choice group',
  component: Controlled,
  args: { label: 'Größe', choices: sizes, disabledHint: 'ausverkauft' },
} satisfies Meta<typeof Controlled>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const Chosen: Story = { args: { initial: '38' } };
export const KeyboardChoice: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: '36' }));
    await expect(canvas.getByRole('radio', { name: '36' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight>}');
    await waitFor(() => expect(canvas.getByRole('radio', { name: '38' })).toBeChecked());
    await userEvent.keyboard('{/ArrowRight}');
    await expect(canvas.getByRole('radio', { name: /^42.*ausverkauft/ })).toBeDisabled();
  },
};
export const Invalid: Story = {
  args: { errorId: 'variant-error' },
  render: (args) => (
    <>
      <Controlled {...args} />
      <p id="variant-error">Bitte wählen Sie zuerst eine Variante.</p>
    </>
  ),
};
