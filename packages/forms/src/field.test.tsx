import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { ErrorSummary, Field, Fieldset, RuleMessage, UploadField } from './index';

const i18n = setupI18n({ locale: 'de-DE', messages: { 'de-DE': {} } });
const render = (node: ReactNode) => renderToStaticMarkup(<I18nProvider i18n={i18n}>{node}</I18nProvider>);

describe('forms kit', () => {
  // The summary's code comes on demand (it shows only after a refusal): a synchronous render needs it first.
  beforeAll(() => Promise.all([ErrorSummary.preload(), RuleMessage.preload()]).then(() => undefined));
  it('wires label, hint and error to the control', () => {
    const html = render(
      <Field name="email" label="E-Mail" hint="Für die Bestätigung" error="Ungültig">
        {(c) => <input {...c} />}
      </Field>,
    );
    expect(html).toContain('<label for="field-email"');
    expect(html).toContain('id="field-email-hint"');
    expect(html).toContain('aria-describedby="field-email-hint field-email-error"');
    expect(html).toContain('aria-invalid="true"');
    const plain = render(
      <Field name="email" label="E-Mail">
        {(c) => <input {...c} />}
      </Field>,
    );
    expect(plain).not.toContain('aria-invalid');
    expect(plain).not.toContain('aria-describedby');
  });
  it('gives a group its legend, error and the id its summary entry links to', () => {
    const html = render(
      <Fieldset name="stars" legend="Sterne" error="1 bis 5">
        {({ firstId }) => <input type="radio" id={firstId} />}
      </Fieldset>,
    );
    expect(html).toContain('<legend>Sterne</legend>');
    expect(html).toContain('id="field-stars"');
    expect(html).toContain('aria-describedby="field-stars-error"');
  });
  it('links each summary entry to its field, and shows nothing without errors', () => {
    const html = render(<ErrorSummary title="Bitte prüfen" errors={[{ field: 'email', message: 'Ungültig' }]} />);
    expect(html).toContain('role="alert"');
    expect(html).toContain('href="#field-email"');
    expect(render(<ErrorSummary title="Bitte prüfen" errors={[]} />)).toBe('');
  });
  it('renders a plain multiple file input that accepts the upload formats', () => {
    const html = render(<UploadField name="files" label="Fotos" locale="de-DE" />);
    expect(html).toContain('type="file"');
    expect(html).toContain('multiple');
    expect(html).toContain('accept=".jpg,.jpeg,.png,.gif,.webp,.bmp,.heic,.heif"');
    expect(html).toContain('Keine Datei ausgewählt.');
  });
});
