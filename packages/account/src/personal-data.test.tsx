import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ErrorSummary, RuleMessage } from '@vitrine/forms';
import { beforeAll, describe, expect, it } from 'vitest';
import { RefusalAlert } from './form-parts';
import { LinkConfirmation, OrderLookup, PersonalDataPage, type PersonalDataPageProps } from './index';

const i18n = setupI18n({ locale: 'de-DE', messages: { 'de-DE': {} } });
const render = (node: ReactNode) => renderToStaticMarkup(<I18nProvider i18n={i18n}>{node}</I18nProvider>);
const noop = async <S,>(state: S) => state;
const data = {
  customerNumber: '10000001',
  email: 'anna@example.de',
  firstName: 'Anna',
  lastName: 'Schmidt',
  dateOfBirth: '1985-04-12',
  phone: null,
  iban: 'DE89 •••• •••• •••• ••30 00',
};
const props = (over: Partial<PersonalDataPageProps> = {}): PersonalDataPageProps => ({
  data,
  saveAction: noop,
  emailAction: noop,
  passwordAction: noop,
  erasureAction: noop,
  exportHref: '/api/account/data-export',
  ...over,
});

// A refusal's alert, the error summary and the rules' messages come on demand (they show only after a refusal): a synchronous render needs them first.
beforeAll(() => Promise.all([ErrorSummary.preload(), RuleMessage.preload(), RefusalAlert.preload()]).then(() => undefined));

describe('PersonalDataPage', () => {
  it('fills the form with the stored data, shows the IBAN only masked and never fills it in, and offers the download', () => {
    const html = render(<PersonalDataPage {...props()} />);
    expect(html).toContain('value="Anna"');
    expect(html).toContain('value="1985-04-12"');
    expect(html).toContain('Hinterlegt: DE89 •••• •••• •••• ••30 00');
    expect(html).toMatch(/<input[^>]*name="iban"[^>]*value=""/);
    expect(html).toContain('name="removeIban"');
    expect(html).toContain('href="/api/account/data-export"');
    expect(html).toContain('Kundennummer: 10000001');
  });

  it('keeps what was typed after a refusal, marks the fields, and never shows a password again', () => {
    const html = render(
      <PersonalDataPage
        {...props({
          initial: {
            save: { values: { firstName: 'Anna', lastName: 'Schm1dt', phone: 'call me' }, errors: { lastName: 'no-special-characters-or-numbers', phone: 'phone-invalid' } },
            password: { values: {}, errors: { currentPassword: 'password-wrong' } },
          },
        })}
      />,
    );
    expect(html).toContain('value="Schm1dt"');
    expect(html).toContain('Die Telefonnummer ist nicht gültig.');
    expect(html).toContain('Das Passwort ist nicht korrekt.');
    expect(html).not.toMatch(/type="password"[^>]*value=/);
  });

  it('says where the e-mail link and the erasure link went', () => {
    const html = render(
      <PersonalDataPage {...props({ data: { ...data, pendingEmail: 'neu@example.de' }, initial: { erasure: { values: {}, errors: {}, done: 'anna@example.de' } } })} />,
    );
    expect(html).toContain('Wir haben einen Link an neu@example.de geschickt');
    expect(html).toContain('Wir haben Ihnen einen Link an anna@example.de geschickt');
    expect(html).not.toContain('id="field-erasure-password"');
  });
});

describe('LinkConfirmation', () => {
  it('asks before it confirms, and says when a link is no good', () => {
    const form = render(<LinkConfirmation kind="erasure" token={'t'.repeat(43)} action={noop} nextHref="/" />);
    expect(form).toContain(`<input type="hidden" name="token" value="${'t'.repeat(43)}"/>`);
    expect(form).toContain('Kundenkonto endgültig löschen');
    const invalid = render(<LinkConfirmation kind="email" token="" invalid action={noop} nextHref="/mein-konto" />);
    expect(invalid).toContain('Der Link ist ungültig oder abgelaufen.');
    expect(invalid).not.toContain('<form');
  });
});

describe('OrderLookup', () => {
  it('answers a wrong combination as a missing order and keeps what was typed', () => {
    const html = render(
      <OrderLookup
        action={noop}
        timeZone="Europe/Berlin"
        loginHref="/login"
        initialState={{ values: { orderNumber: '39000004', email: 'anna@example.de', postalCode: '99999' }, errors: {}, notFound: true }}
      />,
    );
    expect(html).toContain('Zu diesen Angaben haben wir keine Bestellung gefunden.');
    expect(html).toContain('value="39000004"');
    expect(html).toContain('value="99999"');
  });
});

describe('PaybackView', () => {
  it('shows the masked card, the total and each entry, and takes back points with a minus sign', async () => {
    const { PaybackView } = await import('./index');
    const html = render(
      <PaybackView
        cardNumber="••••••1501"
        linkedOn="2025-10-22"
        points={1275}
        entries={[
          { bookedOn: '2026-11-10', kind: 'takenBack', points: -12, returnId: 'RT-39000105' },
          { bookedOn: '2026-10-13', kind: 'collected', points: 1287, invoiceNumber: '70000001' },
        ]}
        linkAction={noop}
        unlinkAction="/unlink"
      />,
    );
    expect(html).toContain('Verknüpft ist die Karte ••••••1501 seit dem 22. Oktober 2025.');
    expect(html).toContain('In diesem Shop gesammelt: 1.275 Punkte');
    expect(html).toContain('Zurückgebucht für die Rücksendung RT-39000105');
    expect(html).toContain('−12');
    expect(html).toContain('+1.287');
    expect(html).toContain('Andere PAYBACK Karte verknüpfen');
  });
});
