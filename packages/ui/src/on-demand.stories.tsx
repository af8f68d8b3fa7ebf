import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { Alert } from './alert';
import { Button } from './button';
import { onDemand } from './on-demand';

/** The story holds the code back until its play lets it come: the wait a slow network makes. */
let release: () => void = () => undefined;
const arrived = new Promise<void>((resolve) => (release = resolve));

const Refusal = onDemand(
  () => arrived.then(() => (props: { text?: string | undefined }) => <Alert role="alert">{props.text}</Alert>),
  (props: { text?: string | undefined }) => props.text !== undefined,
);

/** A form whose refusal is a component on demand (what the error summary and the refusal alerts are). */
function RefusedForm() {
  const [refusal, setRefusal] = useState<string | undefined>(undefined);
  const [copies, setCopies] = useState(1);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setRefusal('Bitte geben Sie Ihre E-Mail-Adresse ein.');
      }}
    >
      <Refusal text={refusal} />
      <p>Exemplare: {copies}</p>
      <Button variant="secondary" onClick={() => setCopies((n) => n + 1)}>
        Ein Exemplar mehr
      </Button>
      <Button type="submit">Absenden</Button>
    </form>
  );
}

const meta = { title: 'Design system/On demand', component: RefusedForm } satisfies Meta<typeof RefusedForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Refused before the refusal's code has come: the form stays as it is and goes on answering (no
 * update waits for the code, nothing is replaced by a fallback); the refusal shows once the code is there.
 */
export const RefusedBeforeTheCodeCame: Story = {
  play: async ({ canvas }) => {
    const submit = canvas.getByRole('button', { name: 'Absenden' });
    await userEvent.click(submit);
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(submit).toBeVisible();
    // The page goes on meanwhile: another update is rendered at once.
    await userEvent.click(canvas.getByRole('button', { name: 'Ein Exemplar mehr' }));
    await expect(canvas.getByText('Exemplare: 2')).toBeVisible();
    release();
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Bitte geben Sie Ihre E-Mail-Adresse ein.');
    await expect(canvas.getByRole('button', { name: 'Absenden' })).toBe(submit);
  },
};
