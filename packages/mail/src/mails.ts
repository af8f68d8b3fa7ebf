import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { layout, type MailContent } from './layout';

/** Who sends: the shop's name as the customer knows it. */
export interface MailShop {
  /** The shop's name in mails ("Vitrine"). */
  name: string;
}

export interface PasswordResetMailData {
  shop: MailShop;
  firstName: string;
  /** The single-use link to the reset page. */
  link: string;
  /** How long the link works, in minutes. */
  validMinutes: number;
}

function footer(i18n: I18n, shop: MailShop): string {
  const name = shop.name;
  return i18n._(msg`Diese E-Mail wurde automatisch von ${name} versendet. Bitte antworten Sie nicht darauf; Ihre Fragen beantwortet unser Kundenservice.`);
}

/** The mail with the single-use link of "forgot password". */
export function passwordResetMail(i18n: I18n, { shop, firstName, link, validMinutes }: PasswordResetMailData): MailContent {
  const name = shop.name;
  return layout({
    lang: i18n.locale,
    subject: i18n._(msg`Ihr neues Passwort für ${name}`),
    blocks: [
      { kind: 'paragraph', text: i18n._(msg`Hallo ${firstName},`) },
      {
        kind: 'paragraph',
        text: i18n._(msg`Sie haben ein neues Passwort angefordert. Über den folgenden Link legen Sie es fest. Der Link gilt ${validMinutes} Minuten und nur einmal.`),
      },
      { kind: 'action', label: i18n._(msg`Neues Passwort festlegen`), href: link },
      { kind: 'paragraph', text: i18n._(msg`Sie haben kein neues Passwort angefordert? Dann ignorieren Sie diese E-Mail: Ihr Passwort bleibt, wie es ist.`) },
    ],
    footer: footer(i18n, shop),
  });
}

export interface WelcomeMailData {
  shop: MailShop;
  firstName: string;
  email: string;
  /** Where the customer starts shopping (the shop's home page in their language). */
  shopLink: string;
}

/** The mail after registration. */
export function welcomeMail(i18n: I18n, { shop, firstName, email, shopLink }: WelcomeMailData): MailContent {
  const name = shop.name;
  return layout({
    lang: i18n.locale,
    subject: i18n._(msg`Willkommen bei ${name}`),
    blocks: [
      { kind: 'paragraph', text: i18n._(msg`Hallo ${firstName},`) },
      { kind: 'paragraph', text: i18n._(msg`Ihr Kundenkonto ist eingerichtet. Sie melden sich ab sofort mit Ihrer E-Mail-Adresse ${email} und Ihrem Passwort an.`) },
      { kind: 'action', label: i18n._(msg`Jetzt einkaufen`), href: shopLink },
      { kind: 'paragraph', text: i18n._(msg`Sie haben kein Kundenkonto eröffnet? Dann melden Sie sich bitte bei unserem Kundenservice.`) },
    ],
    footer: footer(i18n, shop),
  });
}
