import { createI18n } from '@vitrine/i18n';
import { describe, expect, it } from 'vitest';
import { escapeHtml, layout } from './layout';
import {
  accountErasedMail,
  emailChangedMail,
  emailChangeMail,
  erasureMail,
  orderCancelledMail,
  orderConfirmationMail,
  loginCodeMail,
  passwordResetMail,
  prepaymentReminderMail,
  registrationConfirmMail,
  registrationExistsMail,
  welcomeMail,
} from './mails';

const shop = { name: 'Vitrine' };

describe('login code mail', () => {
  it('carries the code and its minutes in every locale, in the subject too', async () => {
    const subjects = new Set<string>();
    for (const locale of ['de-DE', 'de-AT', 'de-CH', 'fr-CH', 'nl-NL'] as const) {
      const mail = loginCodeMail(await createI18n(locale), { shop, firstName: 'Zoë', code: '042917', validMinutes: 10 });
      subjects.add(mail.subject);
      expect(mail.subject).toContain('042917');
      expect(mail.text).toContain('042917');
      expect(mail.text).toMatch(/10/);
      expect(mail.html).toContain(`lang="${locale}"`);
      if (locale === 'de-CH' || locale === 'fr-CH') expect(mail.html + mail.text).not.toContain('ß');
    }
    expect(subjects.size).toBe(3);
  });
});

describe('registration mails', () => {
  it('carry the link (or, for an e-mail with an account, the login and reset links) in every locale', async () => {
    for (const locale of ['de-DE', 'de-AT', 'de-CH', 'fr-CH', 'nl-NL'] as const) {
      const i18n = await createI18n(locale);
      const confirm = registrationConfirmMail(i18n, { shop, firstName: 'Zoë', link: 'https://shop.example/confirm?token=t', validHours: 24 });
      expect(confirm.html).toContain('href="https://shop.example/confirm?token=t"');
      expect(confirm.text).toContain('24');
      const exists = registrationExistsMail(i18n, { shop, firstName: 'Zoë', loginLink: 'https://shop.example/login', resetLink: 'https://shop.example/login?view=forgot' });
      expect(exists.html).toContain('href="https://shop.example/login"');
      expect(exists.html).toContain('href="https://shop.example/login?view=forgot"');
      expect(exists.subject).not.toBe(confirm.subject);
      if (locale === 'de-CH' || locale === 'fr-CH') expect(confirm.text + exists.text).not.toContain('ß');
    }
  });
});

describe('password reset mail', () => {
  it('says the same in HTML and text, in the customer’s language, with the link', async () => {
    const mail = passwordResetMail(await createI18n('de-DE'), { shop, firstName: 'Anna', link: 'http://127.0.0.1:3000/password/reset?token=abc', validMinutes: 60 });
    expect(mail.subject).toBe('Ihr neues Passwort für Vitrine');
    expect(mail.html).toContain('<html lang="de-DE">');
    expect(mail.html).toContain('href="http://127.0.0.1:3000/password/reset?token=abc"');
    expect(mail.text).toContain('Hallo Anna,');
    expect(mail.text).toContain('Der Link gilt 60 Minuten und nur einmal.');
    expect(mail.text).toContain('http://127.0.0.1:3000/password/reset?token=abc');
  });

  it('is written in every locale, Swiss German without ß', async () => {
    const subjects = new Set<string>();
    for (const locale of ['de-DE', 'de-AT', 'de-CH', 'fr-CH', 'nl-NL'] as const) {
      const mail = passwordResetMail(await createI18n(locale), { shop, firstName: 'Zoë', link: 'https://shop.example/x', validMinutes: 30 });
      subjects.add(mail.subject);
      expect(mail.html).toContain(`lang="${locale}"`);
      if (locale === 'de-CH' || locale === 'fr-CH') expect(mail.html + mail.text).not.toContain('ß');
    }
    // German (de-DE, de-AT, de-CH share it), French and Dutch.
    expect(subjects.size).toBe(3);
  });

  it('escapes what a customer typed', async () => {
    const mail = welcomeMail(await createI18n('nl-NL'), { shop, firstName: '<img src=x onerror=alert(1)>', email: 'a"b@example.nl', shopLink: 'https://shop.example/' });
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(mail.html).toContain('a&quot;b@example.nl');
  });
});

describe('layout', () => {
  it('refuses a link that is not http(s)', () => {
    expect(() => layout({ lang: 'de', subject: 's', footer: 'f', blocks: [{ kind: 'action', label: 'x', href: 'javascript:alert(1)' }] })).toThrow(/http/);
  });
  it('escapes all five characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});

describe('order confirmation mail', () => {
  const data = {
    shop,
    firstName: 'Laura',
    orderNumber: '40000001',
    lines: [{ name: 'Strickkleid (Grösse 38)', quantity: 2, total: '119.80\u00a0CHF' }],
    total: '127.70\u00a0CHF',
    deliveryFrom: '2026-11-25',
    deliveryUntil: '2026-11-26',
    link: 'http://127.0.0.1:3001/kasse/auftrag?order=40000001',
  };
  it('lists the lines, the total, the delivery days in the language and the link', async () => {
    const mail = orderConfirmationMail(await createI18n('de-CH'), data);
    expect(mail.subject).toBe('Ihre Bestellung 40000001 bei Vitrine');
    expect(mail.text).toContain('2 × Strickkleid (Grösse 38): 119.80\u00a0CHF');
    expect(mail.text).toContain('Gesamtbetrag (inkl. MwSt.): 127.70\u00a0CHF');
    expect(mail.text).toContain('Voraussichtliche Lieferung: Mittwoch, 25. November 2026 bis Donnerstag, 26. November 2026');
    expect(mail.text).not.toContain('ß');
    expect(mail.html).toContain('href="http://127.0.0.1:3001/kasse/auftrag?order=40000001"');
    const fr = orderConfirmationMail(await createI18n('fr-CH'), { ...data, deliveryUntil: '2026-11-25', prepayment: { amount: '127.70\u00a0CHF', reference: 'VITRINE 40000001' } });
    expect(fr.text).toMatch(/mercredi,? 25 novembre 2026/);
    expect(fr.text).toContain('VITRINE 40000001');
    expect(fr.html).not.toContain('/paylink');
  });
  it('offers the payment link to pay the open amount online', async () => {
    const payLink = 'http://127.0.0.1:3001/fr/paylink?token=pl0123.abc';
    const fr = orderConfirmationMail(await createI18n('fr-CH'), { ...data, payLink });
    expect(fr.html).toContain(`href="${payLink}"`);
    expect(fr.text).toContain(payLink);
  });
  it('states every figure of an instalment plan: the count, first, monthly and last instalment, the total payable, the interest and the effective annual rate', async () => {
    const instalments = {
      count: 12,
      first: '62,99\u00a0€',
      monthly: '62,97\u00a0€',
      last: '62,98\u00a0€',
      total: '755,67\u00a0€',
      interest: '54,68\u00a0€',
      effectiveRate: '15,05',
    };
    const de = orderConfirmationMail(await createI18n('de-DE'), { ...data, instalments });
    expect(de.text).toContain('Sie zahlen in 12 Monatsraten: erste Rate 62,99\u00a0€, monatliche Rate 62,97\u00a0€, letzte Rate 62,98\u00a0€.');
    expect(de.text).toContain('Gesamtbetrag der Raten 755,67\u00a0€, davon Zinsen 54,68\u00a0€; effektiver Jahreszins 15,05 %.');
    const nl = orderConfirmationMail(await createI18n('nl-NL'), { ...data, instalments });
    expect(nl.text).toContain('12 maandtermijnen');
    expect(orderConfirmationMail(await createI18n('de-DE'), data).text).not.toContain('Monatsraten');
  });
});

describe('unpaid prepayment mails', () => {
  const base = { shop, firstName: 'Laura', orderNumber: '40000002', payBy: '2026-12-07', link: 'http://127.0.0.1:3001/kasse/auftrag?order=40000002' };
  it('the confirmation of a prepayment order states the day to pay by', async () => {
    const mail = orderConfirmationMail(await createI18n('de-DE'), {
      ...base,
      lines: [],
      total: '49,90\u00a0€',
      deliveryFrom: '2026-12-01',
      deliveryUntil: '2026-12-01',
      prepayment: { amount: '49,90\u00a0€', reference: 'VITRINE 40000002', payBy: '2026-12-07' },
    });
    expect(mail.text).toContain('Bitte zahlen Sie bis Montag, 7. Dezember 2026: Ist Ihre Zahlung bis dahin nicht eingegangen, stornieren wir die Bestellung.');
  });
  it('reminds of the transfer with amount, reference and the day, and offers the payment link where there is one', async () => {
    const payLink = 'http://127.0.0.1:3001/paylink?token=pl0123.abc';
    const de = prepaymentReminderMail(await createI18n('de-CH'), { ...base, amount: '49.90\u00a0CHF', reference: 'VITRINE 40000002', payLink });
    expect(de.subject).toBe('Erinnerung: Ihre Zahlung für Bestellung 40000002');
    expect(de.text).toContain('Bitte überweisen Sie 49.90\u00a0CHF mit dem Verwendungszweck „VITRINE 40000002“ bis Montag, 7. Dezember 2026.');
    expect(de.text).not.toContain('ß');
    expect(de.html).toContain(`href="${payLink}"`);
    const fr = prepaymentReminderMail(await createI18n('fr-CH'), { ...base, amount: '49.90\u00a0CHF', reference: 'VITRINE 40000002' });
    expect(fr.subject).toBe('Rappel : votre paiement pour la commande 40000002');
    expect(fr.html).not.toContain('/paylink');
  });
  it('says the order was cancelled, and that its voucher can be used again only where it had one', async () => {
    const nl = orderCancelledMail(await createI18n('nl-NL'), { ...base, voucherBack: true });
    expect(nl.subject).toBe('Uw bestelling 40000002 is geannuleerd');
    expect(nl.text).toContain('De kortingscode van deze bestelling kunt u opnieuw gebruiken.');
    const de = orderCancelledMail(await createI18n('de-DE'), base);
    expect(de.text).toContain('Ihre Zahlung für die Bestellung 40000002 ist bis Montag, 7. Dezember 2026 nicht bei uns eingegangen.');
    expect(de.text).not.toContain('Gutschein');
  });
});

describe("the account's mails: e-mail change and erasure", () => {
  it('sends the new address its link, tells the old one of the change, and asks before erasing', async () => {
    for (const locale of ['de-DE', 'de-AT', 'de-CH', 'fr-CH', 'nl-NL'] as const) {
      const i18n = await createI18n(locale);
      const change = emailChangeMail(i18n, { shop, firstName: 'Anna', email: 'neu@example.de', link: 'https://shop.example/confirm?token=t1', validHours: 24 });
      expect(change.html).toContain('href="https://shop.example/confirm?token=t1"');
      expect(change.text).toContain('neu@example.de');
      expect(change.text).toContain('24');
      const changed = emailChangedMail(i18n, { shop, firstName: 'Anna', newEmail: 'neu@example.de' });
      expect(changed.text).toContain('neu@example.de');
      const erase = erasureMail(i18n, { shop, firstName: 'Anna', link: 'https://shop.example/erase?token=t2', validHours: 24 });
      expect(erase.html).toContain('href="https://shop.example/erase?token=t2"');
      const erased = accountErasedMail(i18n, { shop, firstName: 'Anna' });
      for (const mail of [change, changed, erase, erased]) {
        expect(mail.html).toContain(`lang="${locale}"`);
        if (locale === 'de-CH' || locale === 'fr-CH') expect(mail.subject + mail.html + mail.text).not.toContain('ß');
        if (locale === 'fr-CH') expect(mail.subject).not.toMatch(/E-Mail|Kundenkonto/);
        if (locale === 'nl-NL') expect(mail.subject).not.toMatch(/E-Mail-Adresse|Kundenkonto/);
      }
    }
  });
});
