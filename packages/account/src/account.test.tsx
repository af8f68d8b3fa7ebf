import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ErrorSummary, RuleMessage } from '@vitrine/forms';
import { beforeAll, describe, expect, it } from 'vitest';
import { RefusalAlert } from './form-parts';
import { ForgotPasswordForm, LoggedInPanel, LoginForm, RegistrationForm, ResetPasswordForm } from './index';

const i18n = setupI18n({ locale: 'de-DE', messages: { 'de-DE': {} } });
const render = (node: ReactNode) => renderToStaticMarkup(<I18nProvider i18n={i18n}>{node}</I18nProvider>);
const idle = async () => ({ values: {}, errors: {} });

// A refusal's alert, the error summary and the rules' messages come on demand (they show only after a refusal): a synchronous render needs them first.
beforeAll(() => Promise.all([ErrorSummary.preload(), RuleMessage.preload(), RefusalAlert.preload(), ForgotPasswordForm.preload()]).then(() => undefined));

describe('LoginForm', () => {
  it('offers e-mail and password only, without tabs, where the shop has no customer-number login', () => {
    const html = render(<LoginForm method="number" action={idle} forgotHref="/kasse/registrieren?view=forgot" />);
    expect(html).not.toContain('vt-login__tabs');
    expect(html).toContain('name="email"');
    expect(html).not.toContain('name="customerNumber"');
    expect(html).toContain('placeholder="Mindestens 6 Zeichen"');
    expect(html).toContain('href="/kasse/registrieren?view=forgot"');
  });

  it('shows two tabs, the chosen one marked, and its fields', () => {
    const html = render(<LoginForm method="number" action={idle} tabs={{ email: '?tab=email', number: '?tab=number' }} forgotHref="#" />);
    expect(html).toMatch(/<a href="\?tab=number" class="vt-login__tab" aria-current="page">Kundennummer und Geburtsdatum<\/a>/);
    expect(html).toMatch(/<a href="\?tab=email" class="vt-login__tab">/);
    expect(html).toContain('name="customerNumber"');
    expect(html).toContain('type="date"');
    expect(html).toContain('name="method" value="number"');
  });

  it('keeps what was typed, never the password, and says each problem in the spec’s words', () => {
    const html = render(
      <LoginForm
        method="email"
        action={idle}
        forgotHref="#"
        initialState={{ values: { email: 'anna@', password: 'secret-typed' }, errors: { email: 'email-invalid', password: 'required' }, refused: undefined }}
      />,
    );
    expect(html).toContain('value="anna@"');
    expect(html).not.toContain('secret-typed');
    expect(html).toContain('Die E-Mail-Adresse ist nicht gültig.');
    expect(html).toContain('Dies ist ein Pflichtfeld.');
    expect(html).toContain('Bitte überprüfen Sie Ihre Eingaben und füllen Sie alle Pflichtfelder aus.');
    expect(html).toMatch(/id="field-email"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="field-email"/);
  });

  it('says how long to wait after too many attempts', () => {
    const html = render(<LoginForm method="email" action={idle} forgotHref="#" initialState={{ values: {}, errors: {}, refused: 'too-many-attempts', retryAfterSeconds: 840 }} />);
    expect(html).toContain('Bitte versuchen Sie es in 14 Minuten noch einmal.');
    const soon = render(<LoginForm method="email" action={idle} forgotHref="#" initialState={{ values: {}, errors: {}, refused: 'too-many-attempts', retryAfterSeconds: 1 }} />);
    expect(soon).toContain('Bitte versuchen Sie es in 1 Sekunde noch einmal.');
    const minute = render(<LoginForm method="email" action={idle} forgotHref="#" initialState={{ values: {}, errors: {}, refused: 'too-many-attempts', retryAfterSeconds: 60 }} />);
    expect(minute).toContain('Bitte versuchen Sie es in 1 Minute noch einmal.');
  });
});

describe('RegistrationForm', () => {
  it('asks 8 characters of the password and says an e-mail is taken', () => {
    const html = render(
      <RegistrationForm action={idle} privacyHref="/datenschutz" initialState={{ values: { email: 'anna.schmidt@example.de' }, errors: { email: 'email-taken' } }} />,
    );
    expect(html).toContain('placeholder="Mindestens 8 Zeichen"');
    expect(html).toContain('autoComplete="new-password"');
    expect(html).toContain('Zu dieser E-Mail-Adresse gibt es bereits ein Kundenkonto.');
    expect(html).toContain('href="/datenschutz"');
  });
});

describe('ForgotPasswordForm', () => {
  it('shows the same success view for any e-mail', () => {
    const html = render(<ForgotPasswordForm action={idle} loginHref="/login" validMinutes={60} initialState={{ values: {}, errors: {}, done: 'x@example.de' }} />);
    expect(html).toContain('Wenn zu x@example.de ein Kundenkonto besteht, haben wir Ihnen eine E-Mail mit einem Link geschickt. Der Link gilt 60 Minuten.');
    expect(html).toContain('role="status"');
  });
});

describe('ResetPasswordForm', () => {
  it('says the link is invalid or expired and leads to a new one', () => {
    for (const html of [
      render(<ResetPasswordForm token="" link="invalid" action={idle} forgotHref="/forgot" loginHref="/login" />),
      render(<ResetPasswordForm token="t" action={idle} forgotHref="/forgot" loginHref="/login" initialState={{ values: {}, errors: {}, refused: 'link-invalid' }} />),
    ]) {
      expect(html).toContain('Der Link ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen Link an.');
      expect(html).toContain('href="/forgot"');
      expect(html).not.toContain('<form');
    }
  });
  it('leads to the login with the e-mail after the change', () => {
    const html = render(<ResetPasswordForm token="t" action={idle} forgotHref="/forgot" loginHref="/login" initialState={{ values: {}, errors: {}, done: 'a@b.de' }} />);
    expect(html).toContain('href="/login?email=a%40b.de"');
  });
});

describe('LoggedInPanel', () => {
  it('names the customer and logs out with a plain form', () => {
    const html = render(<LoggedInPanel firstName="Laura" lastName="Meier" customerNumber="20000001" logoutAction="/api/session/logout" next="/fr" />);
    expect(html).toContain('Sie sind angemeldet als Laura Meier (Kundennummer 20000001).');
    const form = /<form[^>]*>/.exec(html)![0];
    expect(form).toContain('method="post"');
    expect(form).toContain('action="/api/session/logout"');
    expect(html).toContain('name="next" value="/fr"');
  });
});
