import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { ErrorSummary } from './error-summary';
import { Field, Fieldset } from './field';
import { UploadField } from './upload-field';

const meta = {
  title: 'Forms/Field',
  component: Field,
  args: { name: 'email', label: 'E-Mail-Adresse', children: (control) => <input className="vt-input" type="email" autoComplete="email" {...control} /> },
} satisfies Meta<typeof Field>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithHint: Story = { args: { hint: 'Wir schicken Ihnen die Bestätigung an diese Adresse.' } };
export const WithError: Story = {
  args: { error: 'Die E-Mail-Adresse ist nicht gültig.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'E-Mail-Adresse' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Die E-Mail-Adresse ist nicht gültig.');
  },
};

export const RadioGroup: Story = {
  render: () => (
    <Fieldset name="salutation" legend="Anrede" error="Dies ist ein Pflichtfeld.">
      {({ firstId, name }) => (
        <>
          {['Frau', 'Herr', 'Keine Angabe'].map((label, i) => (
            <label key={label} className="vt-check">
              <input type="radio" name={name} value={label} id={i === 0 ? firstId : undefined} /> {label}
            </label>
          ))}
        </>
      )}
    </Fieldset>
  ),
};

/** After a refused submission: focus on the summary, each entry leads to its field. */
export const Summary: Story = {
  render: () => (
    <form>
      <ErrorSummary
        title="Bitte prüfen Sie Ihre Eingaben."
        errors={[
          { field: 'firstname', message: 'Bitte geben Sie Ihren Vornamen ein.' },
          { field: 'postalcode', message: 'Nur Zahlen sind erlaubt' },
        ]}
      />
      <Field name="firstname" label="Vorname" error="Bitte geben Sie Ihren Vornamen ein.">
        {(control) => <input className="vt-input" autoComplete="given-name" {...control} />}
      </Field>
      <Field name="postalcode" label="Postleitzahl" error="Nur Zahlen sind erlaubt">
        {(control) => <input className="vt-input" inputMode="numeric" autoComplete="postal-code" {...control} />}
      </Field>
    </form>
  ),
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveFocus());
    await userEvent.click(canvas.getByRole('link', { name: 'Nur Zahlen sind erlaubt' }));
    await expect(canvas.getByRole('textbox', { name: 'Postleitzahl' })).toHaveFocus();
  },
};

const changed = fn();
const jpeg = (name: string, bytes: number) => new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' });

/** Two photos kept, a PDF and a duplicate refused with their reasons; one removed again. */
export const Upload: Story = {
  render: () => <UploadField name="attachments" label="Fotos (optional)" hint="Bis zu 10 Bilder, zusammen höchstens 5 MB." locale="de-DE" onFilesChange={changed} />,
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Fotos (optional)');
    // Dropped files are not filtered by the input's accept list: the rules must refuse a PDF themselves.
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(input, [jpeg('beleg.jpg', 2_000), jpeg('paket.png', 3_000)]);
    await expect(canvas.getByRole('list', { name: 'Ausgewählte Dateien' }).querySelectorAll('li')).toHaveLength(2);
    await user.upload(input, [jpeg('beleg.jpg', 10), new File(['%PDF'], 'rechnung.pdf', { type: 'application/pdf' })]);
    await expect(canvas.getByRole('alert')).toHaveTextContent('beleg.jpg: Eine Datei mit diesem Namen haben Sie schon ausgewählt.');
    await expect(canvas.getByRole('alert')).toHaveTextContent('rechnung.pdf: Dieses Dateiformat wird nicht unterstützt.');
    await expect(canvas.getByRole('list', { name: 'Ausgewählte Dateien' }).querySelectorAll('li')).toHaveLength(2);
    await user.click(canvas.getByRole('button', { name: 'beleg.jpg entfernen' }));
    await expect(canvas.getByRole('list', { name: 'Ausgewählte Dateien' }).querySelectorAll('li')).toHaveLength(1);
    await expect(changed).toHaveBeenLastCalledWith([expect.objectContaining({ name: 'paket.png' })]);
  },
};

/** Over 5 MB together: the first files that fit are kept and the others counted (spec §5). */
export const UploadOverTotal: Story = {
  render: () => <UploadField name="attachments" label="Fotos (optional)" locale="de-DE" />,
  play: async ({ canvas }) => {
    await userEvent.upload(canvas.getByLabelText('Fotos (optional)'), [jpeg('a.jpg', 3 * 1024 * 1024), jpeg('b.jpg', 3 * 1024 * 1024), jpeg('c.jpg', 3 * 1024 * 1024)]);
    await expect(canvas.getByRole('alert')).toHaveTextContent('2 Dateien wurden nicht übernommen: zusammen sind höchstens 5 MB erlaubt.');
  },
};
