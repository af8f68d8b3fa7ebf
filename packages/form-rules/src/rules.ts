/** Every rule answers one of these codes, or `undefined` when the value passes. */
export type RuleCode =
  | 'required'
  | 'email-invalid'
  | 'password-too-short'
  | 'password-too-long'
  | 'password-common'
  | 'date-invalid'
  | 'digits-only'
  | 'no-special-characters'
  | 'no-special-characters-or-numbers'
  | 'iban-invalid'
  | 'phone-invalid'
  | 'payback-invalid'
  | 'postal-code-invalid'
  | 'amount-out-of-range'
  | 'too-long';

/** The spec's German texts (§5), the source of the translated catalogs. */
/** The amounts a lend-money request may ask for, in whole euros (the base shop's). */
export const LEND_MONEY_AMOUNT = { min: 100, max: 5000 } as const;

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

export type Rule = (value: string) => RuleCode | undefined;

const isBlank = (v: string) => v.trim() === '';

export const required: Rule = (v) => (isBlank(v) ? 'required' : undefined);

/** A pragmatic check: one @, a dotted domain with a 2+ letter top level, no spaces; up to 254 characters. */
export const email: Rule = (v) => {
  if (isBlank(v)) return undefined;
  const value = v.trim();
  return value.length <= 254 && /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*\.[a-z]{2,}$/i.test(value) && !value.includes('..') ? undefined : 'email-invalid';
};

/** A real calendar date, as `YYYY-MM-DD` (input type=date) or `DD.MM.YYYY`. */
export const date: Rule = (v) => {
  if (isBlank(v)) return undefined;
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v.trim());
  const de = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(v.trim());
  const [y, m, d] = iso ? [iso[1], iso[2], iso[3]] : de ? [de[3], de[2], de[1]] : [];
  if (!y || !m || !d) return 'date-invalid';
  const dt = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  return dt.getUTCFullYear() === Number(y) && dt.getUTCMonth() === Number(m) - 1 && dt.getUTCDate() === Number(d) && Number(y) >= 1900 ? undefined : 'date-invalid';
};

/** A date the `date` rule accepts, as `YYYY-MM-DD` (`DD.MM.YYYY` rewritten; anything else trimmed, as it is). */
export function isoDate(value: string): string {
  const de = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(value.trim());
  return de ? `${de[3]}-${de[2]!.padStart(2, '0')}-${de[1]!.padStart(2, '0')}` : value.trim();
}

/** Digits only; empty is allowed (customer number, spec §5). */
export const digitsOnly: Rule = (v) => (v === '' || /^\d+$/.test(v) ? undefined : 'digits-only');

/** Letters, digits, spaces and the punctuation of addresses (street, house number). */
export const noSpecialCharacters: Rule = (v) => (v === '' || /^[\p{L}\p{M}\d .,'’/-]+$/u.test(v) ? undefined : 'no-special-characters');

/** Names: letters, spaces, hyphens and apostrophes (Zoë, Jean-Luc, d'Alembert). */
export const noSpecialCharactersOrNumbers: Rule = (v) => (v === '' || /^[\p{L}\p{M} .'’-]+$/u.test(v) ? undefined : 'no-special-characters-or-numbers');

const IBAN_LENGTHS: Record<string, number> = { DE: 22, AT: 20, CH: 21, LI: 21, NL: 18, FR: 27, BE: 16, LU: 20, IT: 27, ES: 24 };

/** Normalises an IBAN for storage and comparison: no spaces, upper case. */
export function normaliseIban(v: string): string {
  return v.replace(/\s+/g, '').toUpperCase();
}

/** ISO 13616: country length where known, then the mod-97 checksum. */
export const iban: Rule = (v) => {
  if (isBlank(v)) return undefined;
  const value = normaliseIban(v);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(value)) return 'iban-invalid';
  const expected = IBAN_LENGTHS[value.slice(0, 2)];
  if (expected !== undefined && value.length !== expected) return 'iban-invalid';
  const rearranged = value.slice(4) + value.slice(0, 4);
  let remainder = 0;
  for (const ch of rearranged) {
    const digits = /\d/.test(ch) ? ch : String(ch.charCodeAt(0) - 55);
    for (const d of digits) remainder = (remainder * 10 + Number(d)) % 97;
  }
  return remainder === 1 ? undefined : 'iban-invalid';
};

/**
 * An IBAN as the shop shows it back: the country and check digits and the last four characters,
 * the rest as dots, in groups of four (`DE89 •••• •••• •••• ••30 00`). The full number never
 * leaves the gateway once it is stored.
 */
export function maskIban(v: string): string {
  const value = normaliseIban(v);
  if (value.length < 9) return '•'.repeat(value.length);
  const masked = value.slice(0, 4) + '•'.repeat(value.length - 8) + value.slice(-4);
  return masked.replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * A telephone number as people write it: digits with spaces, `+` at the start, `/`, `-`, `.` and
 * brackets between; 6 to 15 digits (E.164's longest). Empty passes (the field is optional).
 */
export const phone: Rule = (v) => {
  if (isBlank(v)) return undefined;
  const value = v.trim();
  if (!/^\+?[\d\s/().-]+$/.test(value) || value.length > 30) return 'phone-invalid';
  const digits = value.replace(/\D/g, '').length;
  return digits >= 6 && digits <= 15 ? undefined : 'phone-invalid';
};

/** The digits of a PAYBACK card (16) start with this issuer prefix; the customer number is the last 10. */
export const PAYBACK_CARD_PREFIX = '308342';

/**
 * A PAYBACK customer number: 10 digits (spaces allowed), whose last digit is the Luhn check digit of
 * the card's full 16-digit number (the issuer prefix, then the customer number).
 */
export function isPaybackNumber(v: string): boolean {
  const digits = v.replace(/\s+/g, '');
  if (!/^\d{10}$/.test(digits)) return false;
  let sum = 0;
  [...`${PAYBACK_CARD_PREFIX}${digits}`].reverse().forEach((ch, i) => {
    const d = Number(ch) * (i % 2 === 1 ? 2 : 1);
    sum += d > 9 ? d - 9 : d;
  });
  return sum % 10 === 0;
}

/** A PAYBACK customer number (empty passes: `required` says so). */
export const paybackNumber: Rule = (v) => (isBlank(v) || isPaybackNumber(v) ? undefined : 'payback-invalid');

export type PostalCountry = 'DE' | 'AT' | 'CH' | 'LI' | 'NL';

const POSTAL: Record<PostalCountry, RegExp> = {
  DE: /^\d{5}$/,
  AT: /^\d{4}$/,
  CH: /^\d{4}$/,
  LI: /^94(8[5-9]|9[0-8])$/,
  NL: /^[1-9]\d{3} ?(?!SA|SD|SS)[A-Z]{2}$/i,
};

/** Whether `value` is a country whose postal codes the rules know. */
export function isPostalCountry(value: unknown): value is PostalCountry {
  return typeof value === 'string' && Object.hasOwn(POSTAL, value);
}

/** Postal codes per country: CH and LI 4 digits (LI 9485–9498), DE 5, AT 4, NL "1234 AB". */
export function postalCode(country: PostalCountry): Rule {
  return (v) => (isBlank(v) || POSTAL[country].test(v.trim()) ? undefined : 'postal-code-invalid');
}

/** Runs rules in order; the first failing rule's code wins. */
export function check(value: string, rules: readonly Rule[]): RuleCode | undefined {
  for (const rule of rules) {
    const code = rule(value);
    if (code) return code;
  }
  return undefined;
}

/** Validates a whole form: `{ field: code }` for each failing field, `{}` when all pass. */
export function validate<F extends string>(values: Partial<Record<NoInfer<F>, string>>, schema: Record<F, readonly Rule[]>): Partial<Record<F, RuleCode>> {
  const errors: Partial<Record<F, RuleCode>> = {};
  for (const field of Object.keys(schema) as F[]) {
    const code = check(values[field] ?? '', schema[field]);
    if (code) errors[field] = code;
  }
  return errors;
}
