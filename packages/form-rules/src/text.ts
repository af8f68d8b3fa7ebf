import { isBlank, type Rule } from './core';

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
