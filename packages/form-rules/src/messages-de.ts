import { LEND_MONEY_AMOUNT, type RuleCode } from './core';

/** The spec's German texts (§5), the source of the translated catalogs. */
export const MESSAGES_DE: Record<RuleCode, string> = {
  required: 'Dies ist ein Pflichtfeld.',
  'email-invalid': 'Die E-Mail-Adresse ist nicht gültig.',
  'password-too-short': 'Das Passwort ist zu kurz.',
  'password-too-long': 'Das Passwort ist zu lang.',
  'password-common': 'Dieses Passwort ist zu leicht zu erraten. Bitte wählen Sie ein anderes.',
  'date-invalid': 'Bitte geben Sie ein gültiges Datum ein.',
  'digits-only': 'Nur Zahlen sind erlaubt',
  'no-special-characters': 'Sonderzeichen sind nicht erlaubt.',
  'no-special-characters-or-numbers': 'Sonderzeichen und Zahlen sind nicht erlaubt.',
  'iban-invalid': 'Die IBAN ist nicht gültig.',
  'phone-invalid': 'Die Telefonnummer ist nicht gültig.',
  'payback-invalid': 'Die PAYBACK Kundennummer ist nicht gültig.',
  'postal-code-invalid': 'Die Postleitzahl ist nicht gültig.',
  'too-long': 'Die Eingabe ist zu lang.',
  'amount-out-of-range': `Bitte geben Sie einen Betrag von ${LEND_MONEY_AMOUNT.min} bis ${LEND_MONEY_AMOUNT.max} Euro ein.`,
};

/** Shown above a form that has errors (spec §5). */
export const FORM_SUMMARY_DE = 'Bitte überprüfen Sie Ihre Eingaben und füllen Sie alle Pflichtfelder aus.';
