import { createI18n } from '@vitrine/i18n';
import { describe, expect, it } from 'vitest';
import { contactConfirmationMail, newsletterConfirmMail, newsletterWelcomeMail } from './mails';

const shop = { name: 'Vitrine' };
const LOCALES = ['de-DE', 'de-AT', 'de-CH', 'fr-CH', 'nl-NL'] as const;

describe('the service forms’ mails', () => {
  it('confirm a contact message with its reference and its files’ count, in every locale', async () => {
    for (const locale of LOCALES) {
      const i18n = await createI18n(locale);
      const counts = [0, 1, 3].map((attachments) => contactConfirmationMail(i18n, { shop, firstName: 'Jana', reference: 'KM-0123456789', attachments }));
      for (const mail of counts) {
        expect(mail.subject).toContain('KM-0123456789');
        expect(mail.text).toContain('KM-0123456789');
        expect(mail.html).toContain(`lang="${locale}"`);
        if (locale === 'de-CH' || locale === 'fr-CH') expect(mail.html + mail.text).not.toContain('ß');
      }
      expect(new Set(counts.map((m) => m.text)).size).toBe(3);
      expect(counts[2]!.text).toContain('3');
    }
  });

  it('ask a new subscriber to confirm with the link and its hours', async () => {
    for (const locale of LOCALES) {
      const mail = newsletterConfirmMail(await createI18n(locale), { shop, link: 'https://shop.example/newsletter/willkommen?token=abc', validHours: 48 });
      expect(mail.text).toContain('https://shop.example/newsletter/willkommen?token=abc');
      expect(mail.html).toContain('href="https://shop.example/newsletter/willkommen?token=abc"');
      expect(mail.text).toContain('48');
    }
  });

  it('welcome a subscriber with the voucher and its terms, or without one, always with the settings and unsubscribe links', async () => {
    const data = {
      shop,
      voucherValue: '30.00 CHF',
      minimumOrder: '90.00 CHF',
      validDays: 30,
      unsubscribeLink: 'https://shop.example/abmelden?s=a.b',
      mailingsLink: 'https://shop.example/werbung-abbestellen?s=a.b',
    };
    for (const locale of LOCALES) {
      const i18n = await createI18n(locale);
      const withVoucher = newsletterWelcomeMail(i18n, { ...data, voucherCode: 'NL-0123456789' });
      expect(withVoucher.text).toContain('NL-0123456789');
      expect(withVoucher.text).toContain('30.00 CHF');
      expect(withVoucher.text).toContain('90.00 CHF');
      const without = newsletterWelcomeMail(i18n, { ...data, voucherCode: null });
      expect(without.text).not.toContain('NL-');
      for (const mail of [withVoucher, without]) {
        expect(mail.text).toContain(data.unsubscribeLink);
        expect(mail.text).toContain(data.mailingsLink);
      }
    }
  });
});
