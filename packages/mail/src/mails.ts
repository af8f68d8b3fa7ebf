import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { layout, type MailBlock, type MailContent } from './layout';

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

export interface LoginCodeMailData {
  shop: MailShop;
  firstName: string;
  /** The six digits. */
  code: string;
  /** How long the code works, in minutes. */
  validMinutes: number;
}

/** The code that turns a soft login (customer number and date of birth) into a full one. */
export function loginCodeMail(i18n: I18n, { shop, firstName, code, validMinutes }: LoginCodeMailData): MailContent {
  const name = shop.name;
  return layout({
    lang: i18n.locale,
    subject: i18n._(msg`Ihr Anmeldecode für ${name}: ${code}`),
    blocks: [
      { kind: 'paragraph', text: i18n._(msg`Hallo ${firstName},`) },
      { kind: 'paragraph', text: i18n._(msg`mit diesem Code melden Sie sich vollständig an, bevor es zur Kasse oder zu Ihrem Kundenkonto geht:`) },
      { kind: 'paragraph', text: code },
      { kind: 'paragraph', text: i18n._(msg`Der Code gilt ${validMinutes} Minuten und nur einmal. Geben Sie ihn nie an andere weiter: Unser Kundenservice fragt nie danach.`) },
      {
        kind: 'paragraph',
        text: i18n._(
          msg`Sie haben keinen Code angefordert? Dann hat sich jemand mit Ihrer Kundennummer angemeldet. Ändern Sie bitte Ihr Passwort und melden Sie sich bei unserem Kundenservice.`,
        ),
      },
    ],
    footer: footer(i18n, shop),
  });
}

export interface RegistrationConfirmMailData {
  shop: MailShop;
  firstName: string;
  /** The single-use link that opens the account. */
  link: string;
  /** How long the link works, in hours. */
  validHours: number;
}

/** The link that confirms the e-mail of a new registration and opens the account. */
export function registrationConfirmMail(i18n: I18n, { shop, firstName, link, validHours }: RegistrationConfirmMailData): MailContent {
  const name = shop.name;
  return layout({
    lang: i18n.locale,
    subject: i18n._(msg`Bitte bestätigen Sie Ihr Kundenkonto bei ${name}`),
    blocks: [
      { kind: 'paragraph', text: i18n._(msg`Hallo ${firstName},`) },
      {
        kind: 'paragraph',
        text: i18n._(
          msg`fast geschafft: Bestätigen Sie bitte Ihre E-Mail-Adresse, dann ist Ihr Kundenkonto eröffnet und Sie sind angemeldet. Der Link gilt ${validHours} Stunden und nur einmal.`,
        ),
      },
      { kind: 'action', label: i18n._(msg`Kundenkonto bestätigen`), href: link },
      { kind: 'paragraph', text: i18n._(msg`Sie haben sich nicht bei uns registriert? Dann ignorieren Sie diese E-Mail: Ohne Bestätigung wird kein Kundenkonto eröffnet.`) },
    ],
    footer: footer(i18n, shop),
  });
}

export interface RegistrationExistsMailData {
  shop: MailShop;
  firstName: string;
  /** The login page. */
  loginLink: string;
  /** "Forgot password" with the e-mail filled in. */
  resetLink: string;
}

/** Someone registered with the e-mail of an existing account: its owner is told, and nothing changes. */
export function registrationExistsMail(i18n: I18n, { shop, firstName, loginLink, resetLink }: RegistrationExistsMailData): MailContent {
  const name = shop.name;
  return layout({
    lang: i18n.locale,
    subject: i18n._(msg`Sie haben bereits ein Kundenkonto bei ${name}`),
    blocks: [
      { kind: 'paragraph', text: i18n._(msg`Hallo ${firstName},`) },
      {
        kind: 'paragraph',
        text: i18n._(
          msg`jemand wollte mit Ihrer E-Mail-Adresse ein neues Kundenkonto eröffnen. Sie haben aber schon eines: Melden Sie sich einfach an. Ihr Kundenkonto bleibt, wie es ist.`,
        ),
      },
      { kind: 'action', label: i18n._(msg`Zur Anmeldung`), href: loginLink },
      { kind: 'paragraph', text: i18n._(msg`Passwort vergessen? Hier legen Sie ein neues fest:`) },
      { kind: 'action', label: i18n._(msg`Neues Passwort anfordern`), href: resetLink },
      { kind: 'paragraph', text: i18n._(msg`Das waren nicht Sie? Dann ignorieren Sie diese E-Mail.`) },
    ],
    footer: footer(i18n, shop),
  });
}

export interface LendMoneyMailData {
  shop: MailShop;
  firstName: string;
  /** The request's reference. */
  reference: string;
  /** The amount, formatted in the mail's locale. */
  amount: string;
  /** The IBAN it is paid to, masked. */
  iban: string;
}

/** The confirmation of a lend-money request that met every condition. */
export function lendMoneyMail(i18n: I18n, { shop, firstName, reference, amount, iban }: LendMoneyMailData): MailContent {
  const name = shop.name;
  return layout({
    lang: i18n.locale,
    subject: i18n._(msg`Ihre Anfrage bei ${name}: ${amount} leihen`),
    blocks: [
      { kind: 'paragraph', text: i18n._(msg`Hallo ${firstName},`) },
      { kind: 'paragraph', text: i18n._(msg`vielen Dank für Ihre Anfrage ${reference}: Sie möchten ${amount} leihen. Sie erfüllt alle Bedingungen.`) },
      {
        kind: 'paragraph',
        text: i18n._(msg`Wir überweisen den Betrag auf Ihr Konto ${iban}, sobald wir Ihre Anfrage abschließend bearbeitet haben, und melden uns bei Fragen telefonisch.`),
      },
    ],
    footer: footer(i18n, shop),
  });
}

export interface ContactConfirmationMailData {
  shop: MailShop;
  firstName: string;
  /** The message's reference. */
  reference: string;
  /** How many files came with it. */
  attachments: number;
}

/**
 * The confirmation of a contact message. It never repeats what was typed: the form takes any
 * e-mail address, and the mail must be no way to send someone else a text.
 */
export function contactConfirmationMail(i18n: I18n, { shop, firstName, reference, attachments }: ContactConfirmationMailData): MailContent {
  const name = shop.name;
  const files =
    attachments === 0
      ? i18n._(msg`Ihre Nachricht ist ohne Anhang bei uns eingegangen.`)
      : attachments === 1
        ? i18n._(msg`Ihre Nachricht ist mit 1 Anhang bei uns eingegangen.`)
        : i18n._(msg`Ihre Nachricht ist mit ${attachments} Anhängen bei uns eingegangen.`);
  return layout({
    lang: i18n.locale,
    subject: i18n._(msg`Ihre Nachricht an ${name} (${reference})`),
    blocks: [
      { kind: 'paragraph', text: i18n._(msg`Hallo ${firstName},`) },
      { kind: 'paragraph', text: i18n._(msg`vielen Dank für Ihre Nachricht. ${files} Unser Kundenservice antwortet Ihnen so schnell wie möglich.`) },
      { kind: 'paragraph', text: i18n._(msg`Ihre Vorgangsnummer: ${reference}. Bitte geben Sie sie an, wenn Sie uns noch einmal schreiben.`) },
    ],
    footer: footer(i18n, shop),
  });
}

export interface NewsletterConfirmMailData {
  shop: MailShop;
  /** The link whose page's button confirms the subscription. */
  link: string;
  /** How long the link works, in hours. */
  validHours: number;
}

/** Double opt-in: the newsletter sign-up's link (spec §4). */
export function newsletterConfirmMail(i18n: I18n, { shop, link, validHours }: NewsletterConfirmMailData): MailContent {
  const name = shop.name;
  return layout({
    lang: i18n.locale,
    subject: i18n._(msg`Bitte bestätigen Sie Ihre Anmeldung zum ${name} Newsletter`),
    blocks: [
      { kind: 'paragraph', text: i18n._(msg`Guten Tag,`) },
      {
        kind: 'paragraph',
        text: i18n._(
          msg`schön, dass Sie unseren Newsletter erhalten möchten. Bitte bestätigen Sie Ihre Anmeldung: Erst dann schicken wir Ihnen Newsletter und Ihren Willkommensgutschein.`,
        ),
      },
      { kind: 'action', label: i18n._(msg`Anmeldung bestätigen`), href: link },
      {
        kind: 'paragraph',
        text: i18n._(msg`Der Link gilt ${validHours} Stunden. Wenn Sie sich nicht angemeldet haben, müssen Sie nichts tun: Ohne Bestätigung schicken wir Ihnen nichts.`),
      },
    ],
    footer: footer(i18n, shop),
  });
}

export interface NewsletterWelcomeMailData {
  shop: MailShop;
  /** The voucher's code, if this subscription earned one (a first subscription does). */
  voucherCode: string | null;
  /** What it is worth, written out ("30,00 CHF" or "15 %"). */
  voucherValue: string;
  /** The smallest order of kept goods it needs, written out. */
  minimumOrder: string;
  /** Within how many days of receipt it can be used. */
  validDays: number;
  /** The newsletter unsubscribe page (a signed link). */
  unsubscribeLink: string;
  /** Every mailing's unsubscribe page (a signed link). */
  mailingsLink: string;
}

/** Welcome to the newsletter, with the welcome voucher and its terms (spec §9). */
export function newsletterWelcomeMail(
  i18n: I18n,
  { shop, voucherCode, voucherValue, minimumOrder, validDays, unsubscribeLink, mailingsLink }: NewsletterWelcomeMailData,
): MailContent {
  const name = shop.name;
  const blocks: MailBlock[] = [
    { kind: 'paragraph', text: i18n._(msg`Guten Tag,`) },
    { kind: 'paragraph', text: i18n._(msg`willkommen beim ${name} Newsletter! Ab jetzt erfahren Sie als Erste von neuen Kollektionen und Angeboten.`) },
  ];
  if (voucherCode) {
    blocks.push(
      { kind: 'paragraph', text: i18n._(msg`Ihr Willkommensgutschein über ${voucherValue}: ${voucherCode}`) },
      {
        kind: 'paragraph',
        text: i18n._(
          msg`Einmal einlösbar innerhalb von ${validDays} Tagen ab Erhalt, ab einem Bestellwert von ${minimumOrder} der behaltenen Ware, nicht für technische Artikel. Nicht mit anderen Gutscheinen kombinierbar.`,
        ),
      },
    );
  }
  blocks.push(
    { kind: 'paragraph', text: i18n._(msg`Sie möchten den Newsletter seltener, pausieren oder nicht mehr erhalten? Das stellen Sie hier ein: ${unsubscribeLink}`) },
    { kind: 'paragraph', text: i18n._(msg`Keine Werbung mehr per E-Mail von uns: ${mailingsLink}`) },
  );
  return layout({ lang: i18n.locale, subject: i18n._(msg`Willkommen beim ${name} Newsletter`), blocks, footer: footer(i18n, shop) });
}

export interface WelcomeMailData {
  shop: MailShop;
  firstName: string;
  email: string;
  /** Where the customer starts shopping (the shop's home page in their language). */
  shopLink: string;
}

/** The mail once a registration is confirmed. */
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

export interface OrderConfirmationMailData {
  shop: MailShop;
  firstName: string;
  orderNumber: string;
  /** Each line as the shop writes it: name (with the variant), quantity, line total formatted. */
  lines: ReadonlyArray<{ name: string; quantity: number; total: string }>;
  /** The total, formatted as the shop writes money. */
  total: string;
  /** The expected delivery, `YYYY-MM-DD` (a calendar day of the shop's time zone). */
  deliveryFrom: string;
  deliveryUntil: string;
  /** Prepayment: what to transfer, the reference, and the last day to pay (`YYYY-MM-DD`). */
  prepayment?: { amount: string; reference: string; payBy?: string | undefined } | undefined;
  /** The order's page in the shop. */
  link: string;
  /** Where the open amount can be paid online (a payment link: invoice and prepayment orders). */
  payLink?: string | undefined;
  /**
   * Instalments: the plan the customer agreed to, formatted as the shop writes money (the effective
   * annual rate as a number with two decimals in the mail's language, without the % sign).
   */
  instalments?: { count: number; first: string; monthly: string; last: string; total: string; interest: string; effectiveRate: string } | undefined;
}

/** A calendar day in the mail's language ("Mittwoch, 25. November 2026"). */
function calendarDay(locale: string, day: string): string {
  return new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

/** The confirmation of a placed order: what was ordered, what it costs, when it comes, how to pay in advance. */
export function orderConfirmationMail(i18n: I18n, data: OrderConfirmationMailData): MailContent {
  const { shop, firstName, orderNumber, total, prepayment, link } = data;
  const from = calendarDay(i18n.locale, data.deliveryFrom);
  const until = calendarDay(i18n.locale, data.deliveryUntil);
  const blocks: MailBlock[] = [
    { kind: 'paragraph', text: i18n._(msg`Hallo ${firstName},`) },
    { kind: 'paragraph', text: i18n._(msg`vielen Dank für Ihre Bestellung. Wir haben sie unter der Auftragsnummer ${orderNumber} erhalten.`) },
    ...data.lines.map(({ name, quantity, total: lineTotal }): MailBlock => ({ kind: 'paragraph', text: `${quantity} × ${name}: ${lineTotal}` })),
    { kind: 'paragraph', text: i18n._(msg`Gesamtbetrag (inkl. MwSt.): ${total}`) },
    {
      kind: 'paragraph',
      text: data.deliveryFrom === data.deliveryUntil ? i18n._(msg`Voraussichtliche Lieferung: ${from}`) : i18n._(msg`Voraussichtliche Lieferung: ${from} bis ${until}`),
    },
  ];
  if (prepayment) {
    const { amount, reference } = prepayment;
    blocks.push({
      kind: 'paragraph',
      text: i18n._(msg`Bitte überweisen Sie ${amount} mit dem Verwendungszweck „${reference}“. Wir versenden Ihre Bestellung, sobald Ihre Zahlung bei uns eingegangen ist.`),
    });
    if (prepayment.payBy) {
      const payBy = calendarDay(i18n.locale, prepayment.payBy);
      blocks.push({ kind: 'paragraph', text: i18n._(msg`Bitte zahlen Sie bis ${payBy}: Ist Ihre Zahlung bis dahin nicht eingegangen, stornieren wir die Bestellung.`) });
    }
  }
  if (data.instalments) {
    const { count, first, monthly, last, total: payable, interest, effectiveRate } = data.instalments;
    blocks.push({ kind: 'paragraph', text: i18n._(msg`Sie zahlen in ${count} Monatsraten: erste Rate ${first}, monatliche Rate ${monthly}, letzte Rate ${last}.`) });
    blocks.push({ kind: 'paragraph', text: i18n._(msg`Gesamtbetrag der Raten ${payable}, davon Zinsen ${interest}; effektiver Jahreszins ${effectiveRate} %.`) });
  }
  if (data.payLink) {
    blocks.push({ kind: 'paragraph', text: i18n._(msg`Sie möchten lieber gleich online bezahlen? Das geht mit Ihrem persönlichen Zahlungslink.`) });
    blocks.push({ kind: 'action', label: i18n._(msg`Jetzt online bezahlen`), href: data.payLink });
  }
  blocks.push({ kind: 'action', label: i18n._(msg`Bestellung ansehen`), href: link });
  const name = shop.name;
  return layout({ lang: i18n.locale, subject: i18n._(msg`Ihre Bestellung ${orderNumber} bei ${name}`), blocks, footer: footer(i18n, shop) });
}

export interface PrepaymentReminderMailData {
  shop: MailShop;
  firstName: string;
  orderNumber: string;
  /** What to transfer, formatted as the shop writes money, and the reference. */
  amount: string;
  reference: string;
  /** The last day to pay, `YYYY-MM-DD` (a calendar day of the shop's time zone). */
  payBy: string;
  /** The order's page in the shop. */
  link: string;
  /** Where the amount can be paid online now (the order's payment link), when it has one. */
  payLink?: string | undefined;
}

/** The reminder of an unpaid prepayment order: what to transfer, by when, and what happens after. */
export function prepaymentReminderMail(i18n: I18n, data: PrepaymentReminderMailData): MailContent {
  const { shop, firstName, orderNumber, amount, reference, link } = data;
  const payBy = calendarDay(i18n.locale, data.payBy);
  const blocks: MailBlock[] = [
    { kind: 'paragraph', text: i18n._(msg`Hallo ${firstName},`) },
    { kind: 'paragraph', text: i18n._(msg`für Ihre Bestellung ${orderNumber} ist Ihre Zahlung noch nicht bei uns eingegangen.`) },
    {
      kind: 'paragraph',
      text: i18n._(
        msg`Bitte überweisen Sie ${amount} mit dem Verwendungszweck „${reference}“ bis ${payBy}. Danach stornieren wir die Bestellung und geben die Artikel wieder frei.`,
      ),
    },
  ];
  if (data.payLink) {
    blocks.push({ kind: 'paragraph', text: i18n._(msg`Sie möchten lieber gleich online bezahlen? Das geht mit Ihrem persönlichen Zahlungslink.`) });
    blocks.push({ kind: 'action', label: i18n._(msg`Jetzt online bezahlen`), href: data.payLink });
  }
  blocks.push({ kind: 'action', label: i18n._(msg`Bestellung ansehen`), href: link });
  return layout({ lang: i18n.locale, subject: i18n._(msg`Erinnerung: Ihre Zahlung für Bestellung ${orderNumber}`), blocks, footer: footer(i18n, shop) });
}

export interface OrderCancelledMailData {
  shop: MailShop;
  firstName: string;
  orderNumber: string;
  /** The pay-by day that passed, `YYYY-MM-DD`. */
  payBy: string;
  link: string;
  /** The order used a voucher, which can be used again now. */
  voucherBack?: boolean | undefined;
}

/** An unpaid prepayment order, cancelled after its pay-by day: nothing is owed, a voucher can be used again. */
export function orderCancelledMail(i18n: I18n, data: OrderCancelledMailData): MailContent {
  const { shop, firstName, orderNumber, link } = data;
  const payBy = calendarDay(i18n.locale, data.payBy);
  const blocks: MailBlock[] = [
    { kind: 'paragraph', text: i18n._(msg`Hallo ${firstName},`) },
    {
      kind: 'paragraph',
      text: i18n._(
        msg`Ihre Zahlung für die Bestellung ${orderNumber} ist bis ${payBy} nicht bei uns eingegangen. Wir haben die Bestellung deshalb storniert; Sie schulden uns nichts.`,
      ),
    },
    ...(data.voucherBack ? [{ kind: 'paragraph' as const, text: i18n._(msg`Den Gutschein der Bestellung können Sie wieder einlösen.`) }] : []),
    { kind: 'action', label: i18n._(msg`Bestellung ansehen`), href: link },
  ];
  return layout({ lang: i18n.locale, subject: i18n._(msg`Ihre Bestellung ${orderNumber} wurde storniert`), blocks, footer: footer(i18n, shop) });
}

export interface EmailChangeMailData {
  shop: MailShop;
  firstName: string;
  /** The new address (the mail goes there). */
  email: string;
  /** The single-use link that confirms the change. */
  link: string;
  /** How long the link works, in hours. */
  validHours: number;
}

/** To the new address: the link that makes it the account's e-mail. */
export function emailChangeMail(i18n: I18n, { shop, firstName, email, link, validHours }: EmailChangeMailData): MailContent {
  const name = shop.name;
  return layout({
    lang: i18n.locale,
    subject: i18n._(msg`Bitte bestätigen Sie Ihre neue E-Mail-Adresse bei ${name}`),
    blocks: [
      { kind: 'paragraph', text: i18n._(msg`Hallo ${firstName},`) },
      {
        kind: 'paragraph',
        text: i18n._(msg`Sie möchten sich künftig mit ${email} anmelden. Bitte bestätigen Sie die Adresse über den folgenden Link. Er gilt ${validHours} Stunden und nur einmal.`),
      },
      { kind: 'action', label: i18n._(msg`E-Mail-Adresse bestätigen`), href: link },
      { kind: 'paragraph', text: i18n._(msg`Sie haben diese Änderung nicht veranlasst? Dann ignorieren Sie diese E-Mail: Ihr Kundenkonto bleibt, wie es ist.`) },
    ],
    footer: footer(i18n, shop),
  });
}

export interface EmailChangedMailData {
  shop: MailShop;
  firstName: string;
  /** The account's new address. */
  newEmail: string;
}

/** To the old address, once the new one is confirmed: whoever did not ask for it learns of it. */
export function emailChangedMail(i18n: I18n, { shop, firstName, newEmail }: EmailChangedMailData): MailContent {
  const name = shop.name;
  return layout({
    lang: i18n.locale,
    subject: i18n._(msg`Ihre E-Mail-Adresse bei ${name} wurde geändert`),
    blocks: [
      { kind: 'paragraph', text: i18n._(msg`Hallo ${firstName},`) },
      { kind: 'paragraph', text: i18n._(msg`Ihr Kundenkonto hat eine neue E-Mail-Adresse: ${newEmail}. Mails von uns gehen ab sofort dorthin.`) },
      { kind: 'paragraph', text: i18n._(msg`Sie haben diese Änderung nicht veranlasst? Dann melden Sie sich bitte sofort bei unserem Kundenservice.`) },
    ],
    footer: footer(i18n, shop),
  });
}

export interface ErasureMailData {
  shop: MailShop;
  firstName: string;
  /** The single-use link that confirms the erasure. */
  link: string;
  validHours: number;
}

/** The link that confirms erasing the account (GDPR article 17). */
export function erasureMail(i18n: I18n, { shop, firstName, link, validHours }: ErasureMailData): MailContent {
  const name = shop.name;
  return layout({
    lang: i18n.locale,
    subject: i18n._(msg`Bitte bestätigen Sie das Löschen Ihres Kundenkontos bei ${name}`),
    blocks: [
      { kind: 'paragraph', text: i18n._(msg`Hallo ${firstName},`) },
      {
        kind: 'paragraph',
        text: i18n._(
          msg`Sie möchten Ihr Kundenkonto löschen. Nach Ihrer Bestätigung löschen wir Ihre persönlichen Daten; Bestellungen und Rechnungen bewahren wir ohne Ihr Kundenkonto auf, solange das Gesetz es verlangt. Der Link gilt ${validHours} Stunden und nur einmal.`,
        ),
      },
      { kind: 'action', label: i18n._(msg`Kundenkonto löschen`), href: link },
      { kind: 'paragraph', text: i18n._(msg`Sie haben das nicht veranlasst? Dann ignorieren Sie diese E-Mail: Ihr Kundenkonto bleibt bestehen.`) },
    ],
    footer: footer(i18n, shop),
  });
}

export interface AccountErasedMailData {
  shop: MailShop;
  firstName: string;
}

/** The last mail to the account's address: the account is erased. */
export function accountErasedMail(i18n: I18n, { shop, firstName }: AccountErasedMailData): MailContent {
  const name = shop.name;
  return layout({
    lang: i18n.locale,
    subject: i18n._(msg`Ihr Kundenkonto bei ${name} wurde gelöscht`),
    blocks: [
      { kind: 'paragraph', text: i18n._(msg`Hallo ${firstName},`) },
      {
        kind: 'paragraph',
        text: i18n._(
          msg`Ihr Kundenkonto ist gelöscht, und mit ihm Ihre persönlichen Daten. Bestellungen und Rechnungen bewahren wir ohne Ihr Kundenkonto auf, solange das Gesetz es verlangt.`,
        ),
      },
    ],
    footer: footer(i18n, shop),
  });
}
